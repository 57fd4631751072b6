import type { TCampaignRef, TSponsored } from '../api/campaigns';

/** A result as the search page holds it: organic, or with its paid placement's `sponsored`. */
interface Shown {
  id: number;
  sponsored?: Pick<TSponsored, 'type' | 'campaign_id' | 'ad'> | null;
}

/**
 * What a search page shows of its paid placements (docs/campaigns.md "Serving"), the one rule
 * the page (apps/web ProfessionalsSearchRoute) and the server that renders and counts it
 * (apps/api seo.routes.ts) both follow: the boosted first place on the first page only, and not
 * again among the organic results; the page's ad only when organic results are shown around it.
 */
export function shownSponsored<R extends Shown>(
  results: readonly R[],
  currentPage: number,
  boosted: readonly R[] | undefined,
  ads: readonly R[] | undefined,
): { first: R | undefined; organic: readonly R[]; ad: R | undefined } {
  const first = currentPage === 1 ? boosted?.find((result) => result.sponsored) : undefined;
  const organic = first ? results.filter((result) => result.id !== first.id) : results;
  const ad = organic.length > 0 ? ads?.find((result) => result.sponsored?.ad) : undefined;
  return { first, organic, ad };
}

/** The campaigns of the items a page shows, as POST /v1/campaigns/impressions takes them. */
export function shownCampaigns(items: readonly (Shown | undefined)[]): TCampaignRef[] {
  return items.flatMap((item) =>
    item?.sponsored ? [{ type: item.sponsored.type, id: item.sponsored.campaign_id }] : [],
  );
}

/**
 * The address of a real ad's link (never a preview's): GET /v1/campaigns/ads/{id}/click counts
 * the click (as POST /v1/campaigns/clicks does) and sends the visitor on to the ad's own URL,
 * which `to` must name. A plain link, so a click counts before the page's script runs, and a
 * middle click or "open in new tab" counts too.
 */
export function adClickPath(campaignId: number, url: string): string {
  return `/v1/campaigns/ads/${campaignId}/click?to=${encodeURIComponent(url)}`;
}
