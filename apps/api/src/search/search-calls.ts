import { pagination } from '@fitmarket/core/api/envelope';
import type {
  TProfessionalSearchQuery,
  TProfessionalSearchResponse,
  TSearchCall,
  TSearchMatchField,
  TStaffProfessionalSearchResponse,
  TStaffProfessionalSearchResult,
} from '@fitmarket/core/api/search';
import type { Language } from '@fitmarket/core/language';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../db/rows';
import { professionalLocations, professionalSpecialities, specialities } from '../db/schema';
import {
  cardFields,
  type ProfessionalCardRow,
  professionalCardSql,
} from '../shared/professional-card';
import { kmBetween, roundKm } from './earth';
import { allWordsTsQuery, queryWords } from './language/query-text';
import {
  mapPlaces,
  type Origin,
  resolvePlace,
  type SearchDeps,
  type SearchedPlace,
  searchedLocation,
  textOf,
} from './professional-search';
import { catalogueMatching } from './suggestions';
import { searchWithTypoCorrection } from './typo-correction';

/**
 * The five search calls of SPEC §7 for the marketplace and the back-office (docs/search.md).
 * The marketplace's full search is professional-search.ts over the search documents. The rest
 * is a plain query over `users` (professionals only; listed ones only on the marketplace),
 * because staff must also find unpublished and blocked professionals, who have no document:
 * text hits come from indexes (names by trigram, e-mail and slug exactly, the catalogue's
 * specialities and services by id, the listed ones' documents by full text), so a keystroke
 * never reads every user. Boosted and ads results are the campaigns domain's (serve-sponsored.ts).
 */

type SearchAudience = 'marketplace' | 'staff';

/** What each text-matching call looks at. */
type HitSource = 'name' | 'contact' | 'speciality' | 'service' | 'document';
type ListingCall = Exclude<TSearchCall, 'search-boosted' | 'search-ads'>;
const SOURCES: Record<ListingCall, HitSource[]> = {
  search: ['name', 'contact', 'speciality', 'service', 'document'],
  'search-names': ['name', 'contact'],
  'search-service': ['speciality', 'service'],
};

/** As users_name_trgm_idx has it. `<%` below: word similarity above the connection's threshold (db/client.ts). */
const FULL_NAME = sql`(u.first_name || ' ' || u.last_name)`;
const MIN_PRICE = sql`(select min(ps.price_minor) from professional_services ps where ps.user_id = u.id)`;

/** A search call on the marketplace: listed professionals only. */
export async function marketplaceSearchCall(
  deps: SearchDeps,
  call: TSearchCall,
  query: TProfessionalSearchQuery,
  lang: Language,
): Promise<TProfessionalSearchResponse> {
  if (call === 'search-boosted' || call === 'search-ads') return emptyAnswer(query);
  if (call === 'search') return searchWithTypoCorrection(deps, query, lang);
  return listProfessionals(deps, call, 'marketplace', query, lang);
}

/** A search call in the back-office: every professional, with what staff act on. */
export async function staffSearchCall(
  deps: SearchDeps,
  call: TSearchCall,
  query: TProfessionalSearchQuery,
  lang: Language,
): Promise<TStaffProfessionalSearchResponse> {
  if (call === 'search-boosted' || call === 'search-ads') return emptyAnswer(query);
  return listProfessionals(deps, call, 'staff', query, lang);
}

/** Paid placements have no campaigns yet (campaigns issue); an empty page, never an error. */
function emptyAnswer(query: TProfessionalSearchQuery): TStaffProfessionalSearchResponse {
  return {
    data: [],
    meta: {
      pagination: pagination(0, query.page, query.per_page, 0),
      places: [],
      location: null,
      text: query.search ?? '',
      dropped_words: [],
    },
  };
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Professionals the text names through the given sources: id, best score, which sources. */
async function textHits(
  deps: SearchDeps,
  sources: HitSource[],
  audience: SearchAudience,
  text: string,
  typed: string,
): Promise<SQL> {
  const hits: SQL[] = [];
  if (sources.includes('name')) {
    // Part of a name, or a name with a typo: each through the users_name_trgm_idx.
    const score = sql`1 + word_similarity(${text}, ${FULL_NAME})::float8`;
    hits.push(sql`select u.id, 'name', ${score} from users u
      where ${FULL_NAME} ilike ${likePattern(text)}`);
    hits.push(sql`select u.id, 'name', ${score} from users u where ${text} <% ${FULL_NAME}`);
  }
  if (sources.includes('contact')) {
    // As typed: a slug or an e-mail address (staff only) is not words. Apart: one index each.
    const lower = typed.trim().toLowerCase();
    // E-mail addresses are for staff eyes only.
    hits.push(sql`select u.id, 'name', 2::float8 from users u where u.slug = ${lower}`);
    if (audience === 'staff') {
      hits.push(sql`select u.id, 'name', 2::float8 from users u where u.email = ${lower}`);
    }
  }
  if (sources.includes('speciality') || sources.includes('service')) {
    const catalogue = await catalogueMatching(deps, text);
    const ids = (values: number[]) => sql`string_to_array(${values.join(',')}, ',')::int[]`;
    if (sources.includes('speciality') && catalogue.specialityIds.length > 0) {
      hits.push(sql`select ps.user_id, 'speciality', 1::float8 from professional_specialities ps
        where ps.speciality_id = any(${ids(catalogue.specialityIds)})`);
    }
    if (sources.includes('service') && catalogue.serviceIds.length > 0) {
      hits.push(sql`select ps.user_id, 'service', 0.8::float8 from professional_services ps
        where ps.service_id = any(${ids(catalogue.serviceIds)})`);
    }
  }
  if (sources.includes('document')) {
    const words = queryWords(deps.analyser, text);
    if (words.length > 0) {
      hits.push(sql`select d.user_id, 'document',
          0.5 * ts_rank('{0.1, 0.2, 0.4, 1.0}'::float4[], d.document, tsq)::float8
        from search_documents d, (select ${allWordsTsQuery(deps.analyser, words)} as tsq) q
        where d.document @@ q.tsq`);
    }
  }
  if (hits.length === 0) hits.push(sql`select null::int, null::text, null::float8 where false`);
  return sql`(select user_id, max(score) as score, array_agg(distinct source) as sources
    from (${sql.join(hits, sql` union all `)}) hit (user_id, source, score) group by user_id)`;
}

/** Km per degree of latitude, for the box a radius search narrows to through the GiST index. */
const KM_PER_DEGREE = 111.2;

/**
 * Whether a location `pl` (professional_locations) lies in the searched map area or circle, or
 * null when neither is searched. The circle is a box first (plain comparisons, the GiST index
 * when reading many) and the distance only inside it: ll_to_earth costs about 20 µs a row
 * (earth.ts). Also the sponsored look-up's area test (serve-sponsored.ts).
 */
export function locationInArea(
  query: TProfessionalSearchQuery,
  place: SearchedPlace | null,
): SQL | null {
  const point = sql`point(pl.lon, pl.lat)`;
  if (query.bounds) {
    const { south, west, north, east } = query.bounds;
    return sql`${point} <@ box(point(${west}::float8, ${south}::float8), point(${east}::float8, ${north}::float8))`;
  }
  if (!place) return null;
  const dLat = place.radiusKm / KM_PER_DEGREE;
  const dLon = dLat / Math.max(0.01, Math.cos((place.lat * Math.PI) / 180));
  return sql`${point} <@ box(point(${place.lon - dLon}::float8, ${place.lat - dLat}::float8),
                          point(${place.lon + dLon}::float8, ${place.lat + dLat}::float8))
      and earth_distance(ll_to_earth(${place.lat}::float8, ${place.lon}::float8),
                         ll_to_earth(pl.lat, pl.lon)) <= ${place.radiusKm * 1000}::float8`;
}

function placeCondition(query: TProfessionalSearchQuery, place: SearchedPlace | null): SQL | null {
  const inArea = locationInArea(query, place);
  return inArea && sql`u.id in (select pl.user_id from professional_locations pl where ${inArea})`;
}

function filterConditions(query: TProfessionalSearchQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.service !== null) {
    conditions.push(sql`exists (select 1 from professional_services ps
      join services s on s.id = ps.service_id
      where ps.user_id = u.id and (s.id = ${query.service} or s.parent_id = ${query.service}))`);
  }
  if (query.speciality !== null) {
    conditions.push(sql`exists (select 1 from professional_specialities ps
      where ps.user_id = u.id and ps.speciality_id = ${query.speciality})`);
  }
  // A service priced within the range.
  if (query.price_min !== null || query.price_max !== null) {
    const range = [
      ...(query.price_min === null ? [] : [sql`ps.price_minor >= ${query.price_min}`]),
      ...(query.price_max === null ? [] : [sql`ps.price_minor <= ${query.price_max}`]),
    ];
    conditions.push(sql`exists (select 1 from professional_services ps
      where ps.user_id = u.id and ${sql.join(range, sql` and `)})`);
  }
  // A free slot within the week: only listed professionals have one computed (search_availability).
  if (query.available) {
    conditions.push(sql`exists (select 1 from search_availability sa where sa.user_id = u.id
      and sa.last_free_at >= now())`);
  }
  if (query.rating_min !== null) {
    conditions.push(sql`u.rating_average >= ${query.rating_min}::float8`);
  }
  if (query.language !== null) {
    conditions.push(sql`exists (select 1 from professional_profiles pp
      where pp.user_id = u.id and pp.languages @> array[${query.language}::text])`);
  }
  return conditions;
}

function listingOrder(query: TProfessionalSearchQuery, hasText: boolean, hasOrigin: boolean): SQL {
  const relevance = hasText ? sql`h.score desc, ` : sql``;
  if (query.sort === 'distance' && hasOrigin) return sql`distance_m asc nulls last, u.id desc`;
  if (query.sort === 'rating') {
    return sql`u.rating_average desc nulls last, u.rating_count desc, u.id desc`;
  }
  if (query.sort === 'price') return sql`${MIN_PRICE} asc nulls last, u.id desc`;
  // Without a text, newest first: what staff look at, and the primary key's order.
  return sql`${relevance}u.id desc`;
}

export interface ListedRow {
  id: number;
  distance_m: number | null;
  sources: string[] | null;
}

export interface DressRow extends ProfessionalCardRow {
  published: boolean;
  blocked: boolean;
  block_reason: string | null;
  price_minor: number | null;
  currency: string | null;
}

/**
 * The page and the count of a listing call, apart: a count window over every professional
 * would sort them all (exported for the test that reads their plans).
 */
export async function listingQueries(
  deps: SearchDeps,
  call: ListingCall,
  audience: SearchAudience,
  query: TProfessionalSearchQuery,
  text: string,
  place: SearchedPlace | null,
  origin: Origin | null,
): Promise<{ page: SQL; count: SQL }> {
  const hits = text
    ? await textHits(deps, SOURCES[call], audience, text, query.search ?? '')
    : null;
  const conditions = [sql`u.role = 'professional'`, ...filterConditions(query)];
  if (audience === 'marketplace') conditions.push(sql`u.published and not u.blocked`);
  const near = placeCondition(query, place);
  if (near) conditions.push(near);
  const from = hits
    ? sql`users u join ${hits} h on h.user_id = u.id`
    : sql`users u, (select null::text[] as sources) h`;
  const where = sql.join(conditions, sql` and `);
  const distance = origin
    ? sql`(select min(earth_distance(ll_to_earth(${origin.lat}::float8, ${origin.lon}::float8),
          ll_to_earth(pl.lat, pl.lon))) from professional_locations pl where pl.user_id = u.id)`
    : sql`null::float8`;
  return {
    page: sql`select u.id, ${distance} as distance_m, h.sources from ${from} where ${where}
      order by ${listingOrder(query, hits !== null, origin !== null)}
      limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`,
    count: sql`select count(*)::int as total from ${from} where ${where}`,
  };
}

async function listProfessionals(
  deps: SearchDeps,
  call: ListingCall,
  audience: SearchAudience,
  query: TProfessionalSearchQuery,
  lang: Language,
): Promise<TStaffProfessionalSearchResponse> {
  const words = query.search ? queryWords(deps.analyser, query.search) : [];
  const resolved = await resolvePlace(deps, query, words, lang);
  const { place } = resolved;
  const text = textOf(resolved.words);
  const origin: Origin | null =
    place ??
    (query.geoLocation ? { lat: query.geoLocation.lat, lon: query.geoLocation.lng } : null);
  const listing = await listingQueries(deps, call, audience, query, text, place, origin);
  const page = await queryRows<ListedRow>(deps.db, listing.page);
  const [counted] = await queryRows<{ total: number }>(deps.db, listing.count);
  const total = counted?.total ?? 0;
  const results = await dressPage(deps, page, place, origin, lang);
  return {
    data: results,
    meta: {
      pagination: pagination(total, query.page, query.per_page, results.length),
      places: mapPlaces(results),
      location: searchedLocation(place),
      text,
      dropped_words: [],
    },
  };
}

const MATCH_OF_SOURCE: Record<HitSource, TSearchMatchField> = {
  name: 'name',
  contact: 'name',
  speciality: 'speciality',
  service: 'service',
  document: 'description',
};

/** The page as the back-office list shows it (SPEC §2 back-office 4). */
export async function dressPage(
  deps: SearchDeps,
  page: ListedRow[],
  place: SearchedPlace | null,
  origin: Origin | null,
  lang: Language,
): Promise<TStaffProfessionalSearchResult[]> {
  if (page.length === 0) return [];
  const ids = page.map((row) => row.id);
  const rows = await queryRows<DressRow>(
    deps.db,
    sql`select ${professionalCardSql}, u.published, u.blocked, u.block_reason, cheapest.price_minor,
        cheapest.currency
      from users u left join lateral (
        select ps.price_minor, ps.currency from professional_services ps
        where ps.user_id = u.id order by ps.price_minor limit 1) cheapest on true
      where u.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  const specialityRows = await deps.db
    .select({
      userId: professionalSpecialities.userId,
      id: specialities.id,
      slug: specialities.slug,
      labelEn: specialities.labelEn,
      labelFi: specialities.labelFi,
    })
    .from(professionalSpecialities)
    .innerJoin(specialities, eq(specialities.id, professionalSpecialities.specialityId))
    .where(inArray(professionalSpecialities.userId, ids))
    .orderBy(asc(professionalSpecialities.position));
  const locationRows = await deps.db
    .select({
      userId: professionalLocations.userId,
      formatted: professionalLocations.formatted,
      lat: professionalLocations.lat,
      lon: professionalLocations.lon,
    })
    .from(professionalLocations)
    .where(inArray(professionalLocations.userId, ids))
    .orderBy(asc(professionalLocations.position), asc(professionalLocations.id));

  const byId = new Map(rows.map((row) => [row.id, row]));
  return page.flatMap((listed): TStaffProfessionalSearchResult[] => {
    const row = byId.get(listed.id);
    if (!row) return [];
    const own = specialityRows
      .filter((speciality) => speciality.userId === row.id)
      .map(({ id, slug, labelEn, labelFi }) => ({
        id,
        slug,
        label_en: labelEn,
        label_fi: labelFi,
      }));
    const places = locationRows.filter((location) => location.userId === row.id);
    return [staffResult({ ...row, specialities: own, places }, listed, place, origin, lang)];
  });
}

/** What staffResult makes a result of: the card, the lists and the cheapest service. */
export interface StaffResultRow extends DressRow {
  specialities: { id: number; slug: string; label_en: string; label_fi: string }[];
  places: { formatted: string; lat: number; lon: number }[];
}

/** One professional as the search calls answer them (also serve-sponsored.ts). */
export function staffResult(
  row: StaffResultRow,
  listed: Pick<ListedRow, 'distance_m' | 'sources'>,
  place: SearchedPlace | null,
  origin: Origin | null,
  lang: Language,
): TStaffProfessionalSearchResult {
  const matches = new Set(
    (listed.sources ?? []).map((source) => MATCH_OF_SOURCE[source as HitSource]),
  );
  if (place) matches.add('location');
  return {
    ...cardFields(row, lang),
    specialities: row.specialities.map((speciality) => ({
      id: speciality.id,
      slug: speciality.slug,
      label: lang === 'fi' ? speciality.label_fi : speciality.label_en,
    })),
    full_text_specialities_en: row.specialities.map((speciality) => speciality.label_en).join(', '),
    membership: { id: row.membershipId },
    locations: {
      places: row.places.map((location) => ({
        coordinates: { lat: location.lat, lon: location.lon },
        formatted: location.formatted,
        distance_km: origin ? roundKm(kmBetween(origin, location)) : null,
      })),
    },
    distance_km: listed.distance_m === null ? null : roundKm(listed.distance_m / 1000),
    price_from:
      row.price_minor === null || row.currency === null
        ? null
        : { amount_minor: row.price_minor, currency: row.currency },
    matches: [...matches],
    published: row.published,
    blocked: row.blocked,
    block_reason: row.block_reason,
  };
}
