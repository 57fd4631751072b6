import { ZCatalogueSchema } from '@fitmarket/core/api/catalogue';
import { dataEnvelope } from '@fitmarket/core/api/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCatalogue } from './catalogue.service';

/** The reference data changes with a release, not by the minute. */
const MAX_AGE_SECONDS = 300;

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/catalogue',
    {
      schema: {
        tags: ['marketplace'],
        summary: 'Specialities and the service tree',
        description:
          'Public. What profiles pick from: specialities (in label order) and the two-level ' +
          'service tree (main services with the sub-services professionals price), labels in ' +
          'the Accept-Language language.',
        response: { 200: dataEnvelope(ZCatalogueSchema) },
      },
    },
    async (request, reply) => {
      reply
        .header('cache-control', `public, max-age=${MAX_AGE_SECONDS}`)
        .header('vary', 'accept-language');
      return { data: await getCatalogue(app.deps.database.db, request.lang) };
    },
  );
};
