import type { TFollowState } from '@fitmarket/core/api/following';
import type { TPublicProfile } from '@fitmarket/core/api/public-profile';
import type { Language } from '@fitmarket/core/language';
import { ApiError, apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthToken } from '../../../lib/session';

const profileKey = (slug: string, language: Language, signedIn: boolean) =>
  ['public-profile', slug, language, signedIn] as const;

/** GET /v1/professionals/{slug} in `language`; with a session it also says whether we follow. */
export function useProfessional(slug: string, language: Language) {
  const signedIn = useAuthToken() !== null;
  return useQuery({
    queryKey: profileKey(slug, language, signedIn),
    queryFn: ({ signal }) =>
      apiRequest(`/v1/professionals/${encodeURIComponent(slug)}`, {
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

/** PUT or DELETE /v1/professionals/{slug}/follow; the profile shown takes the new state. */
export function useFollow(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) =>
      apiRequest(`/v1/professionals/${encodeURIComponent(slug)}/follow`, {
        method: follow ? 'PUT' : 'DELETE',
        schema: async () => (await import('@fitmarket/core/api/following')).ZFollowStateSchema,
      }),
    onSuccess: (state: TFollowState) => {
      queryClient.setQueriesData<TPublicProfile>({ queryKey: ['public-profile', slug] }, (old) =>
        old ? { ...old, following: state.following, follower_count: state.follower_count } : old,
      );
      void queryClient.invalidateQueries({ queryKey: ['following'] });
    },
  });
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
