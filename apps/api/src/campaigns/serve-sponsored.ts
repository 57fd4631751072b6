import { AD_SLOT_INDEX, type TCampaignType, type TSponsored } from '@fitmarket/core/api/campaigns';
import { pagination } from '@fitmarket/core/api/envelope';
import type {
  TProfessionalSearchQuery,
  TStaffProfessionalSearchResponse,
} from '@fitmarket/core/api/search';
import type { Language } from '@fitmarket/core/language';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../db/rows';
import { queryWords } from '../search/language/query-text';
import {
  mapPlaces,
  type Origin,
  resolvePlace,
  type SearchDeps,
  type SearchedPlace,
  searchedLocation,
} from '../search/professional-search';
import { dressPage } from '../search/search-calls';
import { searchTermsSql } from './keyword-terms';
import { adContentView, campaignRow } from './queries';

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

function areaCondition(query: TProfessionalSearchQuery, place: SearchedPlace | null): SQL | null {
  const point = sql`point(pl.lon, pl.lat)`;
  if (query.bounds) {
    const { south, west, north, east } = query.bounds;
    return sql`exists (select 1 from professional_locations pl where pl.user_id = u.id
      and ${point} <@ box(point(${west}::float8, ${south}::float8), point(${east}::float8, ${north}::float8)))`;
  }
  if (!place) return null;
  return sql`exists (select 1 from professional_locations pl where pl.user_id = r.user_id
    and earth_distance(ll_to_earth(${place.lat}::float8, ${place.lon}::float8),
                       ll_to_earth(pl.lat, pl.lon)) <= ${place.radiusKm * 1000}::float8)`;
}

interface Match {
  campaign_id: number;
  user_id: number;
  keyword: string;
}

/** The matching servable campaigns of a kind for the searched words and area, best first. */
export async function matchingCampaigns(
  deps: SearchDeps,
  type: TCampaignType,
  query: TProfessionalSearchQuery,
  words: ReturnType<typeof queryWords>,
  place: SearchedPlace | null,
  limit: number,
  offset: number,
): Promise<Match[]> {
  if (words.length === 0) return [];
  const area = areaCondition(query, place);
  // The matching campaigns are ranked first, without owners or places (cheap), and then checked
  // in that order only until the page is filled: `offset 0` keeps the planner from pushing the
  // checks below the sort, where every matching campaign's owner and places were tested (247
  // of them for "jooga" near Helsinki among 1,000 campaigns at 100,000 professionals).
  return queryRows<Match>(
    deps.db,
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
        offset 0)
      select r.campaign_id, r.user_id, r.keyword
      from ranked r
      where exists (select 1 from users u where u.id = r.user_id
          and u.role = 'professional' and u.published and not u.blocked)
        ${area ? sql`and ${area}` : sql``}
      limit ${limit} offset ${offset}`,
  );
}

/** A search-boosted or search-ads answer: the search's result shape, each with `sponsored`. */
export async function sponsoredSearch(
  deps: SearchDeps,
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
  const matches = await matchingCampaigns(
    deps,
    type,
    query,
    resolved.words,
    place,
    1,
    kind === 'search-ads' ? query.page - 1 : 0,
  );
  const origin: Origin | null =
    place ??
    (query.geoLocation ? { lat: query.geoLocation.lat, lon: query.geoLocation.lng } : null);
  const dressed = await dressPage(
    deps,
    matches.map((match) => ({ id: match.user_id, distance_m: null, sources: null })),
    place,
    origin,
    lang,
  );
  const data = [];
  for (const result of dressed) {
    const match = matches.find((candidate) => candidate.user_id === result.id);
    if (!match) continue;
    const row = await campaignRow(deps.db, match.campaign_id);
    if (!row) continue;
    const sponsor = `${result.first_name} ${result.last_name}`;
    const sponsored: TSponsored = {
      type,
      campaign_id: match.campaign_id,
      label: LABEL[lang],
      reason: {
        sponsor,
        keyword: match.keyword,
        place: place?.formatted ?? null,
        text: sponsoredReasonText(lang, sponsor, match.keyword, place?.formatted ?? null),
      },
      ad: type === 'ads' ? adContentView(row) : null,
      position: type === 'ads' ? AD_SLOT_INDEX : 0,
    };
    data.push({ ...result, sponsored });
  }
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
