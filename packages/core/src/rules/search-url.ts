// Types only from api/search: the home page's form uses this module, and zod stays off that page.
import type { TProfessionalSearchRequest, TSearchSort } from '../api/search';
import type { Language } from '../language';
import {
  SEARCH_MAX_RADIUS_KM,
  SEARCH_PLACEHOLDER,
  SEARCH_SORTS,
  SEARCH_TEXT_MAX_LENGTH,
} from '../limits';
import { SEARCH_PATHS } from '../links';

/**
 * The search results page keeps its whole state in its address (SPEC §2 ProfessionalsSearch:
 * search, location, lat, lng and service, plus our filters, sort, map area and page), so a
 * search can be shared and the browser's back and forward buttons step through searches. The
 * web app builds and reads addresses with these, and the API reads them to write the page's
 * head for search engines.
 */
export interface SearchBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

export interface SearchState {
  /** Free text; '' for none. */
  search: string;
  /** The place as shown; '' for none. */
  location: string;
  lat: number | null;
  lng: number | null;
  /** A main service or sub-service id. */
  service: number | null;
  sort: TSearchSort;
  rating: number | null;
  /** ISO 639-1 code of a language the professional works in. */
  language: string | null;
  /**
   * A price range in whole currency units (euros: `price_min=30&price_max=60`), as people
   * write prices; the request is in minor units. A service priced within it.
   */
  priceMin: number | null;
  priceMax: number | null;
  /** Only professionals with a free slot within the next 7 days (`available=week`). */
  available: boolean;
  radius: number | null;
  /** The map area searched ("search this area"), replacing the place. */
  bounds: SearchBounds | null;
  page: number;
}

export const EMPTY_SEARCH: SearchState = {
  search: '',
  location: '',
  lat: null,
  lng: null,
  service: null,
  sort: 'relevance',
  rating: null,
  language: null,
  priceMin: null,
  priceMax: null,
  available: false,
  radius: null,
  bounds: null,
  page: 1,
};

/**
 * Results per page on the results page (the SPA and the page the server writes): a list a phone
 * scrolls through, and markers a map can show.
 */
export const SEARCH_RESULTS_PER_PAGE = 20;

/** The highest price an address can ask for, in whole units. */
export const SEARCH_PRICE_MAX = 100_000;

/** The value of `available` in an address. */
const AVAILABLE_THIS_WEEK = 'week';

/** The visitor's position for "use my location": the place field shows this as its text. */
export const MY_LOCATION = 'my-location';

/** '#' (the legacy placeholder) and blanks read as nothing. */
function text(value: string | null, max: number): string {
  const trimmed = (value ?? '').trim();
  return trimmed === SEARCH_PLACEHOLDER ? '' : trimmed.slice(0, max);
}

function number(value: string | null, accept: (n: number) => boolean): number | null {
  if (value === null || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) && accept(parsed) ? parsed : null;
}

const positiveInt = (n: number) => Number.isInteger(n) && n > 0;
const price = (n: number) => Number.isInteger(n) && n >= 0 && n <= SEARCH_PRICE_MAX;
const isLat = (n: number) => n >= -90 && n <= 90;
const isLng = (n: number) => n >= -180 && n <= 180;

function bounds(value: string | null): SearchBounds | null {
  const parts = (value ?? '').split(',').map(Number);
  if (parts.length !== 4 || parts.some((part) => !Number.isFinite(part))) return null;
  const [south, west, north, east] = parts as [number, number, number, number];
  const valid = isLat(south) && isLat(north) && isLng(west) && isLng(east);
  return valid && south <= north && west <= east ? { south, west, north, east } : null;
}

/** What an address's query asks for; anything malformed is left out rather than failing. */
export function parseSearchParams(params: URLSearchParams): SearchState {
  const lat = number(params.get('lat'), isLat);
  const lng = number(params.get('lng'), isLng);
  const sort = params.get('sort');
  const language = params.get('language');
  const priceMin = number(params.get('price_min'), price);
  const priceMax = number(params.get('price_max'), price);
  return {
    search: text(params.get('search'), SEARCH_TEXT_MAX_LENGTH),
    location: text(params.get('location'), 200),
    // A position needs both halves.
    lat: lng === null ? null : lat,
    lng: lat === null ? null : lng,
    service: number(params.get('service'), positiveInt),
    sort: SEARCH_SORTS.find((known) => known === sort) ?? 'relevance',
    rating: number(params.get('rating'), (n) => n > 0 && n <= 5),
    language: language && /^[a-z]{2}$/.test(language) ? language : null,
    priceMin,
    // A maximum below the minimum reads as none.
    priceMax: priceMax !== null && priceMin !== null && priceMax < priceMin ? null : priceMax,
    available: params.get('available') === AVAILABLE_THIS_WEEK,
    radius: number(params.get('radius'), (n) => n > 0 && n <= SEARCH_MAX_RADIUS_KM),
    bounds: bounds(params.get('bounds')),
    page: number(params.get('page'), (n) => positiveInt(n) && n <= 1000) ?? 1,
  };
}

/** Coordinates in an address: about a metre is enough. */
const coordinate = (value: number) => String(Number(value.toFixed(5)));

/** The query of a search's address, without what is empty or the default. */
export function searchQuery(state: Partial<SearchState>): string {
  const full = { ...EMPTY_SEARCH, ...state };
  const params = new URLSearchParams();
  if (full.search.trim()) params.set('search', full.search.trim());
  if (full.location.trim()) params.set('location', full.location.trim());
  if (full.lat !== null && full.lng !== null) {
    params.set('lat', coordinate(full.lat));
    params.set('lng', coordinate(full.lng));
  }
  if (full.service !== null) params.set('service', String(full.service));
  if (full.sort !== 'relevance') params.set('sort', full.sort);
  if (full.rating !== null) params.set('rating', String(full.rating));
  if (full.language) params.set('language', full.language);
  if (full.priceMin !== null) params.set('price_min', String(full.priceMin));
  if (full.priceMax !== null) params.set('price_max', String(full.priceMax));
  if (full.available) params.set('available', AVAILABLE_THIS_WEEK);
  if (full.radius !== null) params.set('radius', String(full.radius));
  if (full.bounds) {
    const { south, west, north, east } = full.bounds;
    params.set('bounds', [south, west, north, east].map(coordinate).join(','));
  }
  if (full.page > 1) params.set('page', String(full.page));
  return params.toString();
}

/** The results page of a search in `lang` (route ProfessionalsSearch.{lang}). */
export function searchPath(state: Partial<SearchState>, lang: Language): string {
  const query = searchQuery(state);
  return query ? `${SEARCH_PATHS[lang]}?${query}` : SEARCH_PATHS[lang];
}

/**
 * The body of POST /v1/professionals/search for a page's state: an empty text or location is
 * the placeholder '#' (SPEC §2 "Search component"). The visitor's own position, from "use my
 * location", is their `geoLocation` too, so distances are measured from it.
 */
export function searchRequest(state: SearchState, perPage: number): TProfessionalSearchRequest {
  const position = state.lat !== null && state.lng !== null;
  const mine = position && state.location === MY_LOCATION;
  return {
    search: state.search || SEARCH_PLACEHOLDER,
    location: state.location && !mine ? state.location : SEARCH_PLACEHOLDER,
    lat: state.lat ?? SEARCH_PLACEHOLDER,
    lng: state.lng ?? SEARCH_PLACEHOLDER,
    geoLocation: mine ? { lat: state.lat as number, lng: state.lng as number } : null,
    service: state.service,
    rating_min: state.rating,
    language: state.language,
    price_min: state.priceMin === null ? null : state.priceMin * 100,
    price_max: state.priceMax === null ? null : state.priceMax * 100,
    available: state.available,
    radius_km: state.radius,
    bounds: state.bounds,
    sort: state.sort,
    page: state.page,
    per_page: perPage,
  };
}
