import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useQuery } from '@tanstack/react-query';
import { ME_QUERY_KEY } from './me';

/** Under the user's key, so signing out drops it with the rest (lib/session.ts). */
export const OWN_PROFILE_QUERY_KEY = [...ME_QUERY_KEY, 'professional'] as const;

/** The own profile's schema, loaded with the first request (the section saves answer it too). */
export const profileSchema = async () =>
  (await import('@fitmarket/core/api/professional-profile')).ZOwnProfessionalProfileSchema;

/**
 * GET /v1/me/professional: the signed-in professional's own profile (the profile editor and the
 * professional's bookings read it).
 */
export function useOwnProfile(enabled = true) {
  return useQuery({
    queryKey: OWN_PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest('/v1/me/professional', { schema: profileSchema, signal }),
    enabled,
  });
}
