import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** GET /v1/me/following: one page of the professionals the user follows, with its pagination. */
export function useFollowing(page: number) {
  return useQuery({
    queryKey: ['following', page],
    queryFn: ({ signal }) =>
      apiRequest(`/v1/me/following?page=${page}`, {
        schema: async () => {
          const { pagedEnvelope } = await import('@fitmarket/core/api/envelope');
          const { ZFollowedProfessionalSchema } = await import('@fitmarket/core/api/following');
          return pagedEnvelope(ZFollowedProfessionalSchema);
        },
        envelope: true,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** DELETE /v1/professionals/{slug}/follow, then the list and any profile shown reload. */
export function useUnfollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) =>
      apiRequest(`/v1/professionals/${encodeURIComponent(slug)}/follow`, {
        method: 'DELETE',
        schema: async () => (await import('@fitmarket/core/api/following')).ZFollowStateSchema,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['following'] });
      void queryClient.invalidateQueries({ queryKey: ['public-profile'] });
    },
  });
}
