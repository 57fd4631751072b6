import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_QUERY_KEY } from '../../../lib/me';

/** GET /v1/admin/dashboard: the numbers of the dashboard home. */
export function useDashboardNumbers() {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'dashboard'],
    queryFn: ({ signal }) =>
      apiRequest('/v1/admin/dashboard', {
        schema: async () => (await import('@fitmarket/core/api/dashboard')).ZDashboardSchema,
        signal,
      }),
  });
}
