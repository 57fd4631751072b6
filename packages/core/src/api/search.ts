import { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  SEARCH_MAX_RADIUS_KM,
  SEARCH_PLACEHOLDER,
  SEARCH_SORTS,
  SEARCH_TEXT_MAX_LENGTH,
} from '../limits';
import { ZSponsoredSchema } from './campaigns';
import { ZPaginationSchema } from './envelope';
import { ZPlaceSchema } from './places';

/**
 * Professional search (SPEC §2 "Search component", §3 "Professional search result", §7
 * POST /professionals/search). The search component sends `{search, location, lat, lng,
 * geoLocation}` with '#' for an empty text or location; filters, sort and paging are ours.
 */

export {
  SEARCH_AVAILABLE_DAYS,
  SEARCH_DEFAULT_RADIUS_KM,
  SEARCH_DISTRICT_RADIUS_KM,
  SEARCH_MAX_RADIUS_KM,
  SEARCH_SORTS,
  SEARCH_TEXT_MAX_LENGTH,
} from '../limits';
export const SEARCH_PER_PAGE_MAX = 50;

/** '#', an empty string, null or nothing: all mean "not given". */
function placeholderToNull(value: unknown) {
  return value === SEARCH_PLACEHOLDER || value === '' || value === null || value === undefined
    ? null
    : value;
}

const optionalText = (max: number) =>
  z.preprocess(placeholderToNull, z.string().trim().max(max).nullable()).default(null);
const optionalNumber = (schema: z.ZodNumber) =>
  z.preprocess(placeholderToNull, z.coerce.number().pipe(schema).nullable()).default(null);

const ZLatitudeSchema = z.number().min(-90).max(90);
const ZLongitudeSchema = z.number().min(-180).max(180);

export const ZCoordinatesSchema = z.object({ lat: ZLatitudeSchema, lng: ZLongitudeSchema });

export const ZSearchSortSchema = z.enum(SEARCH_SORTS);
export type TSearchSort = z.infer<typeof ZSearchSortSchema>;

/** Fields a result can match on; the result says which (`matches`), so a card can say why. */
export const SEARCH_MATCH_FIELDS = [
  'name',
  'speciality',
  'service',
  'description',
  'location',
] as const;
export const ZSearchMatchFieldSchema = z.enum(SEARCH_MATCH_FIELDS);
export type TSearchMatchField = z.infer<typeof ZSearchMatchFieldSchema>;

export const ZProfessionalSearchRequestSchema = z.object({
  /** Free text in English or Finnish; a place in it ("joogaa Turussa") is the location when none is given. */
  search: optionalText(SEARCH_TEXT_MAX_LENGTH),
  /** The searched place as shown ("Turku"); looked up by name when lat and lng are missing. */
  location: optionalText(200),
  lat: optionalNumber(ZLatitudeSchema),
  lng: optionalNumber(ZLongitudeSchema),
  /** The visitor's own position ("use my location"): distances from it when no place is searched. */
  geoLocation: z.preprocess(placeholderToNull, ZCoordinatesSchema.nullable()).default(null),
  radius_km: optionalNumber(z.number().positive().max(SEARCH_MAX_RADIUS_KM)),
  /** The visible map ("search this area"); replaces the place and radius. */
  bounds: z
    .object({
      south: ZLatitudeSchema,
      west: ZLongitudeSchema,
      north: ZLatitudeSchema,
      east: ZLongitudeSchema,
    })
    .refine((box) => box.south <= box.north && box.west <= box.east, { message: 'empty bounds' })
    .nullable()
    .default(null),
  /** A main service or a sub-service of the service tree. */
  service: optionalNumber(z.number().int().positive()),
  speciality: optionalNumber(z.number().int().positive()),
  /** A price range in minor units: professionals with a service priced within it. */
  price_min: optionalNumber(z.number().int().min(0)),
  price_max: optionalNumber(z.number().int().min(0)),
  /** Professionals with a free slot within SEARCH_AVAILABLE_DAYS (7) from now. */
  available: z.preprocess(
    (value) => (value === SEARCH_PLACEHOLDER || value === null ? undefined : value),
    z.boolean().default(false),
  ),
  rating_min: optionalNumber(z.number().min(0).max(5)),
  /** A language the professional works in (ISO 639-1). */
  language: z
    .preprocess(
      placeholderToNull,
      z
        .string()
        .regex(/^[a-z]{2}$/)
        .nullable(),
    )
    .default(null),
  sort: ZSearchSortSchema.default('relevance'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  per_page: z.coerce.number().int().min(1).max(SEARCH_PER_PAGE_MAX).default(DEFAULT_PAGE_SIZE),
});
export type TProfessionalSearchRequest = z.input<typeof ZProfessionalSearchRequestSchema>;
export type TProfessionalSearchQuery = z.output<typeof ZProfessionalSearchRequestSchema>;

export const ZSearchPlaceSchema = z.object({
  coordinates: z.object({ lat: z.number(), lon: z.number() }),
  formatted: z.string(),
  /** From the searched place (or the visitor's position); null without either. */
  distance_km: z.number().nullable(),
});

/** SPEC §3 "Professional search result" (marketplace). */
export const ZProfessionalSearchResultSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  image: z.string().nullable(),
  /** Out of 5, one decimal; null without reviews. */
  rating: z.number().nullable(),
  rating_count: z.number().int(),
  /** In the request's language when the professional wrote one. */
  description: z.string(),
  specialities: z.array(z.object({ id: z.number().int(), slug: z.string(), label: z.string() })),
  membership: z.object({ id: z.number().int() }),
  locations: z.object({ places: z.array(ZSearchPlaceSchema) }),
  /** To the nearest of the professional's places. */
  distance_km: z.number().nullable(),
  price_from: z.object({ amount_minor: z.number().int(), currency: z.string() }).nullable(),
  matches: z.array(ZSearchMatchFieldSchema),
  /** Only on search-boosted and search-ads: the paid placement's disclosure (campaigns). */
  sponsored: ZSponsoredSchema.optional(),
});
export type TProfessionalSearchResult = z.infer<typeof ZProfessionalSearchResultSchema>;

/** A map marker: one place and the professionals of this page found there. */
export const ZSearchMapPlaceSchema = z.object({
  coordinates: z.object({ lat: z.number(), lon: z.number() }),
  formatted: z.string(),
  users: z.array(
    z.object({
      slug: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      image: z.string().nullable(),
      specialities: z.array(z.string()),
    }),
  ),
});
export type TSearchMapPlace = z.infer<typeof ZSearchMapPlaceSchema>;

export const ZProfessionalSearchResponseSchema = z.object({
  data: z.array(ZProfessionalSearchResultSchema),
  meta: z.object({
    /** `filtered` and `total` count the ranked candidates, at most SEARCH_CANDIDATE_LIMIT. */
    pagination: ZPaginationSchema,
    places: z.array(ZSearchMapPlaceSchema),
    /** The place searched around: given, or understood from the text. */
    location: z
      .object({
        formatted: z.string(),
        lat: z.number(),
        lon: z.number(),
        radius_km: z.number(),
        from_text: z.boolean(),
      })
      .nullable(),
    /** The text searched for once the place was taken out of it. */
    text: z.string(),
    /**
     * Words of the text left out because no professional matched them with the rest
     * ("teacher", "ohjaaja"): the results are for the other words ("showing results without").
     */
    dropped_words: z.array(z.string()),
  }),
});
export type TProfessionalSearchResponse = z.infer<typeof ZProfessionalSearchResponseSchema>;

/**
 * SPEC §3 "Professional search result" as the back-office professionals list shows it (SPEC §2
 * back-office 4): the marketplace result plus what staff act on. Staff search sees every
 * professional, unpublished and blocked ones too.
 */
export const ZStaffProfessionalSearchResultSchema = ZProfessionalSearchResultSchema.extend({
  /** The English speciality labels in one line, as the SPEC's list shows them. */
  full_text_specialities_en: z.string(),
  published: z.boolean(),
  blocked: z.boolean(),
  block_reason: z.string().nullable(),
});
export type TStaffProfessionalSearchResult = z.infer<typeof ZStaffProfessionalSearchResultSchema>;

export const ZStaffProfessionalSearchResponseSchema = ZProfessionalSearchResponseSchema.extend({
  data: z.array(ZStaffProfessionalSearchResultSchema),
});
export type TStaffProfessionalSearchResponse = z.infer<
  typeof ZStaffProfessionalSearchResponseSchema
>;

/**
 * The five search calls of SPEC §7, each on the marketplace (/v1/professionals/…) and in the
 * back-office (/v1/admin/professionals/…), all taking ZProfessionalSearchRequestSchema:
 * everything; names only; services and specialities only; boosted (paid search) and ads
 * placements, empty until the campaigns issue fills them.
 */
export const SEARCH_CALLS = [
  'search',
  'search-names',
  'search-service',
  'search-boosted',
  'search-ads',
] as const;
export type TSearchCall = (typeof SEARCH_CALLS)[number];

/** How many matches search ranks at most; broad queries take the best of them by quality. */
export const SEARCH_CANDIDATE_LIMIT = 300;

/** GET /v1/professionals/suggestions?q=: what the search field suggests as the person types. */
export const ZSearchSuggestionsQuerySchema = z.object({
  q: z.string().trim().min(1).max(100),
});
export type TSearchSuggestionsQuery = z.infer<typeof ZSearchSuggestionsQuerySchema>;

export const SUGGESTIONS_PER_GROUP = 5;
/** Towns and districts the search field suggests for its last word ("hieroja Kall"). */
export const PLACE_SUGGESTIONS = 3;
/** Below this many letters the last word would suggest places while a word is being typed. */
export const PLACE_SUGGESTION_MIN_LETTERS = 4;

export const ZSearchSuggestionsSchema = z.object({
  /** In the request's language. */
  specialities: z.array(z.object({ id: z.number().int(), slug: z.string(), label: z.string() })),
  /** Services of the tree; `parent_id` null for a main service. */
  services: z.array(
    z.object({
      id: z.number().int(),
      parent_id: z.number().int().nullable(),
      slug: z.string(),
      label: z.string(),
    }),
  ),
  professionals: z.array(
    z.object({
      slug: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      image: z.string().nullable(),
    }),
  ),
  /**
   * Towns and districts whose name (Finnish, Swedish or a district's other name) starts with
   * the last word typed, named in the request's language ("Kallio, Helsinki"): picking one
   * makes it the search's place in place of that word.
   */
  places: z.array(ZPlaceSchema),
});
export type TSearchSuggestions = z.infer<typeof ZSearchSuggestionsSchema>;
