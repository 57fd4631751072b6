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

const refKey = (item: TCampaignRef) => `${item.type}:${item.id}`;

/** The UTC day of a time, the day the API counts an impression in (once per viewer). */
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** How long after the server's page its count covers a showing past midnight. */
const PAGE_COUNT_GRACE_MS = 10 * 60_000;

/** Sponsored items whose impression the server counted with the page it rendered, and when. */
const countedByPage = new Map<string, number>();

/** The server's page counted this item today (or just before midnight, for its first showing). */
function countedToday(item: TCampaignRef, now: number): boolean {
  const at = countedByPage.get(refKey(item));
  return at !== undefined && (utcDay(at) === utcDay(now) || now - at < PAGE_COUNT_GRACE_MS);
}

/**
 * The server counted these items' impressions with the page it rendered them in (apps/api
 * seo.routes.ts, called from ssr/adoptServerState.ts): shown again today, they are not sent.
 */
export function impressionsCountedByPage(items: readonly TCampaignRef[]): void {
  const now = Date.now();
  for (const item of items) countedByPage.set(refKey(item), now);
}

/**
 * Tells the API which sponsored items the page showed (POST /v1/campaigns/impressions): each
 * counts once per viewer per campaign per UTC day, never past what was paid. Previews never do,
 * nor, the same day, the items the server counted with the page it rendered (the API would not
 * count them again: this saves the request, and a page rendered just before midnight is not
 * counted again just after it).
 */
export function useCountImpressions(items: readonly TCampaignRef[]) {
  const key = items.map(refKey).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the items
  useEffect(() => {
    const now = Date.now();
    const unsent = items.filter((item) => !countedToday(item, now));
    if (unsent.length === 0) return;
    void apiRequest('/v1/campaigns/impressions', {
      method: 'POST',
      body: { items: unsent },
      schema: async () => (await import('zod')).z.unknown(),
    }).catch(() => undefined);
  }, [key]);
}
