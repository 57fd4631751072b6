import { type TMe, ZMeSchema } from '@fitmarket/core/api/auth';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useQuery } from '@tanstack/react-query';
import { useAuthToken } from './session';

/** Every query about the signed-in user starts with this, so a session change drops them all. */
export const ME_QUERY_KEY = ['me'] as const;

/** GET /v1/me: the signed-in marketplace user. */
export function getMe(signal?: AbortSignal): Promise<TMe> {
  return apiRequest('/v1/me', { schema: ZMeSchema, signal });
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
