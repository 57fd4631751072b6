import { dataEnvelope } from '@fitmarket/core/api/envelope';
import { ZLandingSchema } from '@fitmarket/core/api/landing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getLanding } from './landing.service';

export const landingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/landing',
    {
      schema: {
        tags: ['marketplace'],
        summary: 'Front page: featured professionals, specialities with counts, totals',
        description:
          'Only published, unblocked professionals. Labels and descriptions are in the ' +
          'Accept-Language language (Finnish descriptions fall back to English).',
        response: { 200: dataEnvelope(ZLandingSchema) },
      },
    },
    async (request) => ({ data: await getLanding(app.deps.database.db, request.lang) }),
  );
};
