import { dataEnvelope } from '@fitmarket/core/api/envelope';
import {
  ZProfessionalSearchRequestSchema,
  ZProfessionalSearchResponseSchema,
  ZSearchSuggestionsQuerySchema,
  ZSearchSuggestionsSchema,
} from '@fitmarket/core/api/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sharedAnalyser } from './language/analyser';
import { searchProfessionals } from './professional-search';
import { logSearch } from './search-log';
import { suggest } from './suggestions';

/** Suggestions are the same for everyone: browsers and shared caches may keep them a minute. */
const SUGGESTIONS_MAX_AGE_SECONDS = 60;

let toldAboutVoikko = false;

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { analyser, voikkoError } = sharedAnalyser();
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
  const deps = { db: app.deps.database.db, geocoder: app.deps.geocoder, analyser };

  app.post(
    '/professionals/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Search professionals by text, place, filters; one page and its map places',
        description:
          'Public; only published, unblocked professionals. `search` is English or Finnish ' +
          'free text (inflected words, compounds, typos in names); a place named in it ' +
          '("joogaa Turussa") is the location when `location`, `lat` and `lng` are empty. ' +
          "'#' means empty. Around a place: within `radius_km` (default 30); `bounds` searches " +
          'the visible map instead. Filters: `service` (main or sub-service id), `speciality`, ' +
          '`price_min`/`price_max` (cheapest service, minor units), `rating_min`, `language`. ' +
          'Sort: relevance (distance is a factor), distance, rating, price. Answers the page ' +
          '(`meta.pagination`: at most 1000 ranked matches), the map places of the page, the ' +
          'place searched around and the text searched for. 422 + 1301/1307 for bad input.',
        body: ZProfessionalSearchRequestSchema,
        response: { 200: ZProfessionalSearchResponseSchema },
      },
    },
    async (request) => {
      const query = request.body;
      const answer = await searchProfessionals(deps, query, request.lang);
      request.afterAnswer(() => logSearch(deps.db, query, answer, request.lang));
      return answer;
    },
  );

  app.get(
    '/professionals/suggestions',
    {
      schema: {
        tags: ['search'],
        summary: 'Suggestions for the search field: specialities, services, professionals',
        description:
          'Public; one request per debounced keystroke. Specialities and services (labels in ' +
          'the Accept-Language language) whose words, base forms, parts or synonyms start with ' +
          'each word of `q`; listed professionals whose first name, last name or slug starts ' +
          'with `q` (from 3 letters, accents aside), best first. At most 5 of each. Cacheable ' +
          'for a minute. 422 + 1301/1307 for a bad or missing `q`.',
        querystring: ZSearchSuggestionsQuerySchema,
        response: { 200: dataEnvelope(ZSearchSuggestionsSchema) },
      },
    },
    async (request, reply) => {
      reply
        .header('cache-control', `public, max-age=${SUGGESTIONS_MAX_AGE_SECONDS}`)
        .header('vary', 'accept-language');
      return { data: await suggest(deps.db, analyser, request.query.q, request.lang) };
    },
  );
};
