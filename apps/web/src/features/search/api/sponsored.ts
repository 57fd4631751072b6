import type { TCampaignRef } from '@fitmarket/core/api/campaigns';
import type { Language } from '@fitmarket/core/language';
import { type SearchState, searchRequest } from '@fitmarket/core/rules/search-url';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RESULTS_PER_PAGE } from './search';

type SponsoredCall = 'search-boosted' | 'search-ads';

/** The cache key of a paid placement's answer (a page rendered on the server comes with it). */
export const sponsoredKey = (call: SponsoredCall, language: Language, body: unknown) =>
  [call, language, body] as const;

/** The request of the sponsored first place: the first page's, whichever page is shown. */
export const boostedRequest = (state: SearchState) =>
  searchRequest({ ...state, page: 1 }, RESULTS_PER_PAGE);

/**
 * The paid placements of a search (SPEC §7 search-boosted and search-ads, docs/campaigns.md):
 * the sponsored first result and the ad among results, each result carrying its `sponsored`
 * disclosure. Their failures are ignored (SPEC §8): the organic results show without them.
 */
function useSponsored(call: SponsoredCall, body: unknown, language: Language) {
  return useQuery({
    queryKey: sponsoredKey(call, language, body),
    retry: false,
    queryFn: ({ signal }) =>
      apiRequest(`/v1/professionals/${call}`, {
        method: 'POST',
        body,
        envelope: true,
        schema: async () =>
          (await import('@fitmarket/core/api/search')).ZProfessionalSearchResponseSchema,
        language,
        signal,
      }),
  });
}

/** The sponsored first place: the first page's only. */
export function useBoostedResult(state: SearchState, language: Language) {
  return useSponsored('search-boosted', boostedRequest(state), language);
}

/** The ad of the page of results shown. */
export function useSearchAds(state: SearchState, language: Language) {
  return useSponsored('search-ads', searchRequest(state, RESULTS_PER_PAGE), language);
}

/**
 * Tells the API which sponsored items the page showed (POST /v1/campaigns/impressions): each
 * counts once per viewer per campaign per day, never past what was paid. Previews never do.
 */
export function useCountImpressions(items: readonly TCampaignRef[]) {
  const key = items.map((item) => `${item.type}:${item.id}`).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the items
  useEffect(() => {
    if (items.length === 0) return;
    void apiRequest('/v1/campaigns/impressions', {
      method: 'POST',
      body: { items },
      schema: async () => (await import('zod')).z.unknown(),
    }).catch(() => undefined);
  }, [key]);
}

/** A real ad's click (never a preview's): counted once per viewer per 30 minutes by the API. */
export function countAdClick(item: TCampaignRef): void {
  void apiRequest('/v1/campaigns/clicks', {
    method: 'POST',
    body: item,
    schema: async () => (await import('zod')).z.unknown(),
  }).catch(() => undefined);
}
