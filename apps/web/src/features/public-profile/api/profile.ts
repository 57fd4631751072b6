import type { TFollowState } from '@fitmarket/core/api/following';
import type { TPublicProfile } from '@fitmarket/core/api/public-profile';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation, useQueryClient } from '@tanstack/react-query';

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
