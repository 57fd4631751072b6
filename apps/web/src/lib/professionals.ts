import type { Language } from '@fitmarket/core/language';
import { ApiError, apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAuthToken } from './session';

/** A professional's public page and contacting them: the profile and the booking pages need both. */

/**
 * Under 'public-profile' and the slug, which a follow updates in place (useFollow). A profile
 * rendered on the server comes with the guest's entry filled.
 */
export const PUBLIC_PROFILE_KEY = 'public-profile';
export const profileKey = (slug: string, language: Language, signedIn: boolean) =>
  [PUBLIC_PROFILE_KEY, slug, language, signedIn] as const;

/** Profiles whose page the server rendered and counted a view of (ssr/adoptServerState.ts). */
const viewsCountedByPage = new Set<string>();

/** The page counted this view: a signed-in visitor's own request for it does not count again. */
export function viewCountedByPage(slug: string): void {
  viewsCountedByPage.add(slug);
}

/** GET /v1/professionals/{slug} in `language`; with a session it also says whether we follow. */
export function useProfessional(slug: string, language: Language) {
  const signedIn = useAuthToken() !== null;
  return useQuery({
    queryKey: profileKey(slug, language, signedIn),
    queryFn: ({ signal }) =>
      apiRequest(`/v1/professionals/${encodeURIComponent(slug)}${countedQuery(slug)}`, {
        schema: async () =>
          (await import('@fitmarket/core/api/public-profile')).ZPublicProfileSchema,
        language,
        signal,
      }),
    // A hidden or unknown profile does not come back by asking again.
    retry: (failures, error) =>
      failures < 2 && !(error instanceof ApiError && error.status === 404),
  });
}

/** `?view=counted` once for a profile whose view its page counted. */
function countedQuery(slug: string): string {
  return viewsCountedByPage.delete(slug) ? '?view=counted' : '';
}

/**
 * POST /v1/conversations: opens (or finds) the conversation with this professional, about a
 * booking when one is given.
 */
export function useContact(professionalId: number) {
  return useMutation({
    mutationFn: (bookingId?: number) =>
      apiRequest('/v1/conversations', {
        method: 'POST',
        body: { professional_id: professionalId, booking_id: bookingId },
        schema: async () => (await import('@fitmarket/core/api/messaging')).ZConversationSchema,
      }),
  });
}
