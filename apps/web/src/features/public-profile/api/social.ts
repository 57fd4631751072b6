import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useQuery } from '@tanstack/react-query';

/** The Social tab's query, also filled by the server rendering that tab (app/ssr/server.tsx). */
export const publicSocialKey = (slug: string) => ['public-social', slug] as const;

/** GET /v1/professionals/{slug}/social: the Social tab's posts, in the order to show them. */
export function usePublicSocialItems(slug: string) {
  return useQuery({
    queryKey: publicSocialKey(slug),
    queryFn: ({ signal }) =>
      apiRequest(`/v1/professionals/${encodeURIComponent(slug)}/social`, {
        schema: async () =>
          (await import('@fitmarket/core/api/social-activity')).ZPublicSocialItemListSchema,
        signal,
      }),
  });
}
