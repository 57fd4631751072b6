import type { TCampaignType } from '@fitmarket/core/api/campaign-screens';
import type { Language } from '@fitmarket/core/language';
import { type SearchState, searchRequest } from '@fitmarket/core/rules/search-url';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useQuery } from '@tanstack/react-query';
import { RESULTS_PER_PAGE } from './search';

/**
 * The paid placements of a search (SPEC §7 search-boosted and search-ads, issue 19): the
 * sponsored first result and the ads among results. Their failures are ignored (SPEC §8): the
 * organic results show without them.
 */
export function useBoostedResult(state: SearchState, language: Language) {
  const body = searchRequest({ ...state, page: 1 }, RESULTS_PER_PAGE);
  return useQuery({
    queryKey: ['search-boosted', language, body],
    retry: false,
    queryFn: ({ signal }) =>
      apiRequest('/v1/professionals/search-boosted', {
        method: 'POST',
        body,
        envelope: true,
        schema: async () => {
          const { z } = await import('zod');
          const { ZProfessionalSearchResultSchema } = await import('@fitmarket/core/api/search');
          return z.object({
            data: z.array(
              ZProfessionalSearchResultSchema.extend({
                campaign_id: z.number().int().nullish(),
                /** The campaign keyword the search matched. */
                keyword: z.string().nullish(),
              }),
            ),
          });
        },
        language,
        signal,
      }),
  });
}

export function useSearchAds(state: SearchState, language: Language) {
  const body = searchRequest(state, RESULTS_PER_PAGE);
  return useQuery({
    queryKey: ['search-ads', language, body],
    retry: false,
    queryFn: ({ signal }) =>
      apiRequest('/v1/professionals/search-ads', {
        method: 'POST',
        body,
        envelope: true,
        schema: async () => {
          const { z } = await import('zod');
          const { ZCampaignSchema } = await import('@fitmarket/core/api/campaign-screens');
          return z.object({ data: z.array(ZCampaignSchema) });
        },
        language,
        signal,
      }),
  });
}

/** A real ad's click (never a preview's): counted once per viewer per 30 minutes by the API. */
export function countAdClick(type: TCampaignType, id: number): void {
  void apiRequest('/v1/campaigns/click', {
    method: 'POST',
    body: { type, id },
    schema: async () => (await import('zod')).z.unknown(),
  }).catch(() => undefined);
}

/** Ads go after these many organic results, one per ten (at most one per page of 10). */
export const AD_EVERY = 10;
export const AD_OFFSET = 4;
