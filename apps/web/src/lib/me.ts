import type { TMe } from '@fitmarket/core/api/auth';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useQuery } from '@tanstack/react-query';
import { useAuthToken } from './session';

/** Every query about the signed-in user starts with this, so a session change drops them all. */
export const ME_QUERY_KEY = ['me'] as const;

/** The schema of a user, loaded with the first request that needs it (it brings zod along). */
export const meSchema = async () => (await import('@fitmarket/core/api/auth')).ZMeSchema;

/** GET /v1/me: the signed-in marketplace user. */
export function getMe(signal?: AbortSignal): Promise<TMe> {
  return apiRequest('/v1/me', { schema: meSchema, signal });
}

/** The signed-in user; idle (no data, not loading) for a guest. */
export function useMe() {
  const token = useAuthToken();
  return useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => getMe(signal),
    enabled: token !== null,
  });
}
