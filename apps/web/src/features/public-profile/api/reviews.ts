import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const done = async () => (await import('zod')).z.null();

/** GET /v1/professionals/{slug}/reviews: one page, newest first. */
export function useReviews(slug: string, page: number) {
  return useQuery({
    queryKey: ['reviews', slug, page],
    queryFn: ({ signal }) =>
      apiRequest(`/v1/professionals/${encodeURIComponent(slug)}/reviews?page=${page}`, {
        schema: async () => {
          const { pagedEnvelope } = await import('@fitmarket/core/api/envelope');
          const { ZReviewSchema } = await import('@fitmarket/core/api/reviews');
          return pagedEnvelope(ZReviewSchema);
        },
        envelope: true,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST /v1/me/reviews/{id}/reply: the professional's one public reply. */
export function useReplyToReview(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, reply }: { reviewId: number; reply: string }) =>
      apiRequest(`/v1/me/reviews/${reviewId}/reply`, {
        method: 'POST',
        body: { reply },
        schema: done,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['reviews', slug] }),
  });
}

/** POST /v1/reviews/{id}/report: staff look at it. */
export function useReportReview() {
  return useMutation({
    mutationFn: ({ reviewId, reason }: { reviewId: number; reason: string }) =>
      apiRequest(`/v1/reviews/${reviewId}/report`, {
        method: 'POST',
        body: { reason },
        schema: done,
      }),
  });
}
