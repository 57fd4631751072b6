import { AD_SLOT_INDEX, type TCampaignType, type TSponsored } from '@fitmarket/core/api/campaigns';
import { pagination } from '@fitmarket/core/api/envelope';
import type {
  TProfessionalSearchQuery,
  TStaffProfessionalSearchResponse,
} from '@fitmarket/core/api/search';
import type { Language } from '@fitmarket/core/language';
import { type SQL, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { queryWords } from '../search/language/query-text';
import {
  mapPlaces,
  type Origin,
  resolvePlace,
  type SearchDeps,
  type SearchedPlace,
  searchedLocation,
} from '../search/professional-search';
import { locationInArea, staffResult } from '../search/search-calls';
import type { ProfessionalCardRow } from '../shared/professional-card';
import { professionalCardSql } from '../shared/professional-card';
import { searchTermsSql } from './keyword-terms';

/**
 * search-boosted and search-ads (SPEC §7; docs/campaigns.md "Serving"). A sponsored item must
 * match the search as an organic one would: one of its keywords matches the searched words
 * (the search's analysis, keyword-terms.ts) and, when a place or map area is searched, the
 * professional has a location there. Payment buys the position, never the relevance: nothing
 * is shown for a search its keywords do not match. Among matches the most specific keyword
 * (most words) wins, then the campaign with the smallest share of its impressions used (so
 * campaigns take turns). search-boosted answers at most one item, placed first; search-ads at
 * most one per page, after AD_SLOT_INDEX results. Each item carries its disclosure.
 */

const LABEL: Record<Language, string> = { en: 'Sponsored', fi: 'Mainos' };

export function sponsoredReasonText(
  lang: Language,
  sponsor: string,
  keyword: string | null,
  place: string | null,
): string {
  if (lang === 'fi') {
    const search = keyword ? `hakuun ”${keyword}”` : 'hakuusi';
    return `Mainos: ${sponsor} maksoi näkyvyydestä. Näytetään ${search}${place ? ` alueella ${place}` : ''}.`;
  }
  const search = keyword ? `the search “${keyword}”` : 'your search';
  return `Sponsored by ${sponsor}. Shown for ${search}${place ? ` near ${place}` : ''}.`;
}

/** The owner `r.user_id` has a location in the searched area (as the search tests it). */
function areaCondition(query: TProfessionalSearchQuery, place: SearchedPlace | null): SQL | null {
  const inArea = locationInArea(query, place);
  return (
    inArea &&
    sql`exists (select 1 from professional_locations pl where pl.user_id = r.user_id and ${inArea})`
  );
}

/** A served campaign's row: the look-up, the owner's card and the ad, in one statement. */
interface SponsoredRow extends ProfessionalCardRow {
  campaign_id: number;
  keyword: string;
  published: boolean;
  blocked: boolean;
  block_reason: string | null;
  price_minor: number | null;
  currency: string | null;
  specialities: { id: number; slug: string; label_en: string; label_fi: string }[];
  places: { formatted: string; lat: number; lon: number }[];
  ad_title: string | null;
  ad_description: string | null;
  ad_image: string | null;
  ad_url: string | null;
  ad_cta_label: string | null;
  affiliate_name: string | null;
  affiliate_code: string | null;
}

/**
 * The matching servable campaigns of a kind for the searched words and area, best first, with
 * what the answer shows of each (its owner's card, specialities, places and cheapest price, the
 * ad): one statement, prepared per connection (its text depends only on the kind of area), so a
 * search page's sponsored look-up is one round trip with no planning after the first.
 */
async function sponsoredRows(
  database: Pick<DatabaseHandle, 'preparedRows'>,
  type: TCampaignType,
  query: TProfessionalSearchQuery,
  words: ReturnType<typeof queryWords>,
  place: SearchedPlace | null,
  offset: number,
): Promise<SponsoredRow[]> {
  if (words.length === 0) return [];
  const area = areaCondition(query, place);
  const shape = query.bounds ? 'box' : place ? 'place' : 'anywhere';
  // The matching campaigns are ranked first, without owners or places (cheap), and then checked
  // in that order only until the page is filled: `offset 0` keeps the planner from pushing the
  // checks below the sort, where every matching campaign's owner and places were tested (247
  // of them for "jooga" near Helsinki among 1,000 campaigns at 100,000 professionals).
  return database.preparedRows<SponsoredRow>(
    `sponsored-${shape}`,
    sql`with terms as (select distinct unnest(${searchTermsSql(words)}) as term),
      matched as (
        select k.id, k.campaign_id, k.keyword, k.word_count
        from campaign_keyword_terms t
        join terms s on s.term = t.term
        join campaign_keywords k on k.id = t.keyword_id
        group by k.id
        having count(distinct t.word_index) = k.word_count),
      best as (
        select distinct on (m.campaign_id) m.campaign_id, m.keyword, m.word_count
        from matched m order by m.campaign_id, m.word_count desc, m.keyword),
      ranked as (
        select c.id as campaign_id, c.user_id, b.keyword
        from best b
        join campaigns c on c.id = b.campaign_id
        where c.type = ${type} and c.placement = 'search'
          and c.active and c.approved and c.cancelled_at is null and c.paid_at is not null
          and c.ended_at is null
        order by b.word_count desc,
          c.impressions_granted::float8 / greatest(c.impressions_paid, 1) asc, c.id
        offset 0),
      picked as (
        select r.campaign_id, r.user_id, r.keyword
        from ranked r
        where exists (select 1 from users u where u.id = r.user_id
            and u.role = 'professional' and u.published and not u.blocked)
          ${area ? sql`and ${area}` : sql``}
        limit 1 offset ${offset})
      select p.campaign_id, p.keyword, ${professionalCardSql}, u.published, u.blocked,
        u.block_reason, cheapest.price_minor, cheapest.currency,
        (select coalesce(json_agg(json_build_object('id', s.id, 'slug', s.slug,
            'label_en', s.label_en, 'label_fi', s.label_fi) order by ps.position), '[]')
          from professional_specialities ps join specialities s on s.id = ps.speciality_id
          where ps.user_id = u.id) as specialities,
        (select coalesce(json_agg(json_build_object('formatted', l.formatted, 'lat', l.lat,
            'lon', l.lon) order by l.position, l.id), '[]')
          from professional_locations l where l.user_id = u.id) as places,
        c.ad_title, c.ad_description, c.ad_image, c.ad_url, c.ad_cta_label,
        ap.name as affiliate_name, pa.code as affiliate_code
      from picked p
      join users u on u.id = p.user_id
      join campaigns c on c.id = p.campaign_id
      left join professional_affiliates pa on pa.id = c.affiliate_id
      left join affiliate_partners ap on ap.id = pa.partner_id
      left join lateral (select ps.price_minor, ps.currency from professional_services ps
        where ps.user_id = u.id order by ps.price_minor limit 1) cheapest on true`,
  );
}

/** A search-boosted or search-ads answer: the search's result shape, each with `sponsored`. */
export async function sponsoredSearch(
  deps: SearchDeps,
  database: Pick<DatabaseHandle, 'preparedRows'>,
  kind: 'search-boosted' | 'search-ads',
  query: TProfessionalSearchQuery,
  lang: Language,
): Promise<TStaffProfessionalSearchResponse> {
  const words = query.search ? queryWords(deps.analyser, query.search) : [];
  const resolved = await resolvePlace(deps, query, words, lang);
  const { place } = resolved;
  const text = resolved.words.map((word) => word.word).join(' ');
  const type: TCampaignType = kind === 'search-boosted' ? 'search' : 'ads';
  // One boosted result per search; one ad per page of results (the page's own ad).
  const rows = await sponsoredRows(
    database,
    type,
    query,
    resolved.words,
    place,
    kind === 'search-ads' ? query.page - 1 : 0,
  );
  const origin: Origin | null =
    place ??
    (query.geoLocation ? { lat: query.geoLocation.lat, lon: query.geoLocation.lng } : null);
  const data = rows.map((row) => {
    const sponsor = `${row.firstName} ${row.lastName}`;
    const where = place?.formatted ?? null;
    const sponsored: TSponsored = {
      type,
      campaign_id: row.campaign_id,
      label: LABEL[lang],
      reason: {
        sponsor,
        keyword: row.keyword,
        place: where,
        text: sponsoredReasonText(lang, sponsor, row.keyword, where),
      },
      ad:
        type === 'ads'
          ? {
              ad_title: row.ad_title ?? '',
              ad_description: row.ad_description ?? '',
              ad_image: row.ad_image,
              ad_url: row.ad_url ?? '',
              ad_cta_label: row.ad_cta_label ?? '',
              affiliate:
                row.affiliate_name && row.affiliate_code
                  ? { name: row.affiliate_name, code: row.affiliate_code }
                  : null,
            }
          : null,
      position: type === 'ads' ? AD_SLOT_INDEX : 0,
    };
    const listed = { distance_m: null, sources: null };
    return { ...staffResult(row, listed, place, origin, lang), sponsored };
  });
  return {
    data,
    meta: {
      pagination: pagination(data.length, 1, Math.max(1, query.per_page), data.length),
      places: mapPlaces(data),
      location: searchedLocation(place),
      text,
      dropped_words: [],
    },
  };
}
