import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useQuery } from '@tanstack/react-query';

/** GET /v1/professionals/{slug}/social: the Social tab's posts, in the order to show them. */
export function usePublicSocialItems(slug: string) {
  return useQuery({
    queryKey: ['public-social', slug],
    queryFn: ({ signal }) =>
      apiRequest(`/v1/professionals/${encodeURIComponent(slug)}/social`, {
        schema: async () =>
          (await import('@fitmarket/core/api/social-activity')).ZPublicSocialItemListSchema,
        signal,
      }),
  });
}
