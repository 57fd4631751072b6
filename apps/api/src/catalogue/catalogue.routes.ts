import {
  ZAdminServiceSchema,
  ZAdminSpecialitySchema,
  ZCatalogueSchema,
} from '@fitmarket/core/api/catalogue';
import { dataEnvelope } from '@fitmarket/core/api/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminServices, adminSpecialities, getCatalogue } from './catalogue.service';

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

/** SPEC §7 GET /v1/admin/professionals/services and /specialities: the back-office's filter data. */
export const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  const description =
    'Staff only (no token 401 with 1002, not staff 403 with 1317). Both labels (label_en, ' +
    'label_fi) and `professionals`: how many professionals list it, published or not.';

  app.get(
    '/professionals/specialities',
    {
      schema: {
        tags: ['back-office'],
        summary: 'Specialities, for filters',
        description: `${description} In English label order.`,
        response: { 200: dataEnvelope(z.array(ZAdminSpecialitySchema)) },
      },
    },
    async () => ({ data: await adminSpecialities(db) }),
  );

  app.get(
    '/professionals/services',
    {
      schema: {
        tags: ['back-office'],
        summary: 'The service tree, for filters',
        description: `${description} A main service counts those offering it or any of its children.`,
        response: { 200: dataEnvelope(z.array(ZAdminServiceSchema)) },
      },
    },
    async () => ({ data: await adminServices(db) }),
  );
};
