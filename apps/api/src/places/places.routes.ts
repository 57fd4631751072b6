import { dataEnvelope } from '@fitmarket/core/api/envelope';
import {
  ZPlaceParamsSchema,
  ZPlaceSchema,
  ZPlacesQuerySchema,
  ZPlacesSchema,
} from '@fitmarket/core/api/places';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPlace, suggestPlaces } from './places.service';

/**
 * Places are the same for everyone and change only with the geocoder's data, so browsers and
 * shared caches may keep them: a field typed letter by letter asks again only for new prefixes.
 */
export const PLACES_MAX_AGE_SECONDS = 3600;

function cacheable(reply: FastifyReply) {
  reply
    .header('cache-control', `public, max-age=${PLACES_MAX_AGE_SECONDS}`)
    .header('vary', 'accept-language');
}

export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['places'];

  app.get(
    '/places',
    {
      schema: {
        tags,
        summary: 'Place suggestions for a location field, as the person types',
        description:
          'Public. Municipalities, then districts, then postal areas whose Finnish or Swedish ' +
          'name (case and accents aside) or postal code starts with `q`, bigger places first; ' +
          'names in the Accept-Language language. Cacheable for an hour. 422 + 1301/1307 for ' +
          'a bad or missing `q` or `limit`; 503 + 1306 when an HTTP geocoder does not answer.',
        querystring: ZPlacesQuerySchema,
        response: { 200: dataEnvelope(ZPlacesSchema) },
      },
    },
    async (request, reply) => {
      const places = await suggestPlaces(app.deps.geocoder, request.query, request.lang);
      cacheable(reply);
      return { data: places };
    },
  );

  app.get(
    '/places/:id',
    {
      schema: {
        tags,
        summary: 'One place by the id a suggestion gave',
        description:
          'Public. Ids: `m:<municipality code>`, `d:<municipality code>:<district>`, ' +
          "`p:<postal code>`, or the HTTP geocoder's `osm:<N|W|R><number>`. 404 + 1325 for " +
          'an unknown id; 503 + 1306 when an HTTP geocoder does not answer.',
        params: ZPlaceParamsSchema,
        response: { 200: dataEnvelope(ZPlaceSchema) },
      },
    },
    async (request, reply) => {
      const place = await getPlace(app.deps.geocoder, request.params.id, request.lang);
      cacheable(reply);
      return { data: place };
    },
  );
};
