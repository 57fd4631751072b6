import { dataEnvelope } from '@fitmarket/core/api/envelope';
import {
  SEARCH_CALLS,
  type TProfessionalSearchResponse,
  type TSearchCall,
  ZProfessionalSearchRequestSchema,
  ZProfessionalSearchResponseSchema,
  ZSearchSuggestionsQuerySchema,
  ZSearchSuggestionsSchema,
  ZStaffProfessionalSearchResponseSchema,
} from '@fitmarket/core/api/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../access/guard';
import { authorize } from '../access/permissions';
import { sponsoredSearch } from '../campaigns/serve-sponsored';
import { insightCounter } from '../memberships/insights';
import { sendEncoded } from '../platform/http/encoded-body';
import { sharedAnalyser } from './language/analyser';
import { staffSearchCall } from './search-calls';
import { cachedMarketplaceSearch, recordShownResults, searchState } from './search-deps';
import { searchDocumentsVersion } from './search-document';
import { suggest } from './suggestions';

/** Suggestions are the same for everyone: browsers and shared caches may keep them a minute. */
const SUGGESTIONS_MAX_AGE_SECONDS = 60;

let toldAboutVoikko = false;

const REQUEST_DESCRIPTION =
  "`search` is English or Finnish free text; '#' means empty (also for `location`, `lat`, " +
  '`lng`, `geoLocation`). A place named in the text ("joogaa Turussa") is the location when ' +
  '`location`, `lat` and `lng` are empty; around a place: within `radius_km` (default 30); ' +
  '`bounds` searches the visible map instead. Filters: `service` (main or sub-service id), ' +
  '`speciality`, `price_min`/`price_max` (minor units: a service priced within the range), ' +
  '`rating_min`, `language`, `available` (true: a free slot within the next 7 days, as ' +
  'computed in the background within about a minute of a booking or hours change). Sort: relevance, distance, rating, price. Answers one page (`meta.pagination`), ' +
  'the map places of the page with their professionals, the place searched around and the ' +
  'text searched for. 422 with 1301/1307 for bad input.';

const CALL_DESCRIPTIONS: Record<TSearchCall, string> = {
  search:
    'Everything: names (typos too), specialities, services, descriptions, places. A word that ' +
    'matches nothing is corrected to the nearest known word when the search finds nobody.',
  'search-names': 'First and last name (typos too) or the exact slug.',
  'search-service': 'Specialities and services the text names (their words, base forms, synonyms).',
  'search-boosted':
    'Paid first place (SPEC §7; docs/campaigns.md): at most one professional whose active, ' +
    "paid, approved search campaign has a keyword matching the searched words (the search's " +
    'Finnish and English analysis) and who has a location in the searched area; labelled in ' +
    '`sponsored` (label, sponsor, why shown). Payment buys the position, never relevance: an ' +
    'unmatched search gets an empty page. Not cached; impressions are counted apart ' +
    '(POST /v1/campaigns/impressions, or by the search page the server renders with them).',
  'search-ads':
    'Ads in search results (SPEC §7): at most one matching search-placement ad per page ' +
    '(`page`), to insert after `sponsored.position` results, with its ad content and partner ' +
    "code; matched like search-boosted. The ad's link is its counting address " +
    '(GET /v1/campaigns/ads/{id}/click).',
};

const MARKETPLACE_SUMMARIES: Record<TSearchCall, string> = {
  search: 'Search professionals by text, place, filters; one page and its map places',
  'search-names': 'Search professionals by name',
  'search-service': 'Search professionals by the services and specialities named',
  'search-boosted': 'The sponsored first place for a search',
  'search-ads': 'The sponsored ad for a page of search results',
};

/** What the statistics count: the searches visitors make, not the paid placements beside them. */
const LOGGED_CALLS = new Set<TSearchCall>(['search', 'search-names', 'search-service']);

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { voikkoError } = sharedAnalyser();
  // Both listeners register these routes; say it once per process.
  if (!toldAboutVoikko) {
    toldAboutVoikko = true;
    if (voikkoError) {
      app.log.warn(
        { err: voikkoError },
        'search runs without Voikko: Finnish falls back to Snowball (install libvoikko1 and voikko-fi)',
      );
    } else {
      app.log.info('search analyses Finnish with Voikko');
    }
  }
  const cache = app.deps.caches.of(searchState);
  const { deps } = cache;
  app.flushWhenSettling(cache.log.flush);
  app.flushWhenSettling(app.deps.caches.of(insightCounter).flush);

  for (const call of SEARCH_CALLS) {
    app.post(
      `/professionals/${call}`,
      {
        schema: {
          tags: ['search'],
          summary: MARKETPLACE_SUMMARIES[call],
          description: `${CALL_DESCRIPTIONS[call]} Public; only published, unblocked professionals. ${REQUEST_DESCRIPTION}`,
          body: ZProfessionalSearchRequestSchema,
          response: { 200: ZProfessionalSearchResponseSchema },
        },
      },
      async (request, reply) => {
        const query = request.body;
        if (call === 'search-boosted' || call === 'search-ads') {
          // Paid items are never cached: a paused or spent campaign stops at once.
          const answer = await sponsoredSearch(deps, app.deps.database, call, query, request.lang);
          return reply
            .type('application/json; charset=utf-8')
            .send(
              JSON.stringify(
                ZProfessionalSearchResponseSchema.encode(answer),
              ) as unknown as TProfessionalSearchResponse,
            );
        }
        const { answer, body } = await cachedMarketplaceSearch(cache, call, query, request.lang);
        if (LOGGED_CALLS.has(call))
          recordShownResults(app.deps, request, query, answer, request.lang);
        return sendEncoded(request, reply, body, 'application/json; charset=utf-8');
      },
    );
  }

  app.get(
    '/professionals/suggestions',
    {
      schema: {
        tags: ['search'],
        summary: 'Suggestions for the search field: specialities, services, professionals, places',
        description:
          'Public; one request per debounced keystroke. Specialities and services (labels in ' +
          'the Accept-Language language) whose words, base forms, parts or synonyms start with ' +
          'each word of `q` (with several words and none meeting them all, those most of them ' +
          'meet: "jooga turussa" suggests yoga); listed professionals with a word of their ' +
          'first name, last name or slug starting with each word of `q`, in any order (from 3 ' +
          'letters, accents aside), best first. At most 5 of each. Towns and districts (at ' +
          'most 3, not postal areas) whose Finnish, Swedish or other name starts with the ' +
          'last word of `q` (from 4 letters: "hieroja Kall" → "Kallio, Helsinki"), named in ' +
          'the Accept-Language language; none when an HTTP geocoder does not answer. Cacheable ' +
          'for a minute. 422 + 1301/1307 for a bad or missing `q`.',
        querystring: ZSearchSuggestionsQuerySchema,
        response: { 200: dataEnvelope(ZSearchSuggestionsSchema) },
      },
    },
    async (request, reply) => {
      reply
        .header('cache-control', `public, max-age=${SUGGESTIONS_MAX_AGE_SECONDS}`)
        .header('vary', 'accept-language');
      const { q } = request.query;
      const key = `${searchDocumentsVersion()}\u0000${request.lang}\u0000${q}`;
      const data = await cache.suggestions.get(key, () =>
        suggest(deps, app.deps.database, q, request.lang),
      );
      return { data };
    },
  );
};

/**
 * The back-office professionals list (SPEC §2 back-office 4, §7): the same five calls under
 * /v1/admin, registered in the staff-only scope; they also find unpublished and blocked
 * professionals and say so. Not logged: the statistics are about visitors.
 */
export const adminSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app.deps.caches.of(searchState);
  for (const call of SEARCH_CALLS) {
    app.post(
      `/professionals/${call}`,
      {
        schema: {
          tags: ['back-office'],
          summary: `Back-office: ${MARKETPLACE_SUMMARIES[call].charAt(0).toLowerCase()}${MARKETPLACE_SUMMARIES[call].slice(1)}`,
          description:
            `${CALL_DESCRIPTIONS[call]} Staff only (no token 401 with 1002, not staff 403 ` +
            'with 1317); every professional, unpublished and blocked ones too, with their ' +
            '`published`, `blocked` and `block_reason`, newest first without a text. ' +
            REQUEST_DESCRIPTION,
          body: ZProfessionalSearchRequestSchema,
          response: { 200: ZStaffProfessionalSearchResponseSchema },
        },
      },
      async (request) => {
        authorize(currentUser(request), 'professional.search-all', null);
        if (call === 'search-boosted' || call === 'search-ads') {
          return sponsoredSearch(deps, app.deps.database, call, request.body, request.lang);
        }
        return staffSearchCall(deps, call, request.body, request.lang);
      },
    );
  }
};
