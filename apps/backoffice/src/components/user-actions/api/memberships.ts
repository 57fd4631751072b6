import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_QUERY_KEY } from '../../../lib/me';

/** The levels change only with a release: one answer serves every Promote modal of a visit. */
const MEMBERSHIPS_STALE_MS = 60 * 60 * 1000;

/** GET /v1/admin/memberships: the levels the Promote modal offers. */
export function useAdminMemberships(enabled: boolean) {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'memberships'],
    queryFn: ({ signal }) =>
      apiRequest('/v1/admin/memberships', {
        schema: async () =>
          (await import('@fitmarket/core/api/memberships')).ZAdminMembershipsSchema,
        signal,
      }),
    enabled,
    staleTime: MEMBERSHIPS_STALE_MS,
  });
}
