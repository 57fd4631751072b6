import type { TAdminProfile } from '@fitmarket/core/api/auth';
import { TOKEN_CHECK_INTERVAL_MS } from '@fitmarket/core/limits';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useQuery } from '@tanstack/react-query';

/** Every query of the signed-in staff member starts with this, so a session change drops them all. */
export const ADMIN_QUERY_KEY = ['admin'] as const;
export const ME_QUERY_KEY = [...ADMIN_QUERY_KEY, 'me'] as const;

/** GET /v1/admin/me: the signed-in staff member (SPEC §3 "Admin profile"). */
export function getMe(signal?: AbortSignal): Promise<TAdminProfile> {
  // The schema (and zod) load while the request is under way, not before the page shows.
  const schema = async () => (await import('@fitmarket/core/api/auth')).ZAdminProfileSchema;
  return apiRequest('/v1/admin/me', { schema, signal });
}

export interface UseMeOptions {
  /** Only the dashboard guard polls: it is the one that signs out when the token stops working. */
  poll?: boolean;
  enabled?: boolean;
}

export function useMe({ poll = false, enabled = true }: UseMeOptions = {}) {
  return useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => getMe(signal),
    enabled,
    refetchInterval: poll ? TOKEN_CHECK_INTERVAL_MS : false,
  });
}
