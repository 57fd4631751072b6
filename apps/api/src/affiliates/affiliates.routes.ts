import { ZAffiliateSchema, ZAffiliatesQuerySchema } from '@fitmarket/core/api/affiliates';
import {
  ZAffiliatePartnerInputSchema,
  ZAffiliatePartnerSchema,
  ZCampaignIdParamsSchema,
  ZCreateAffiliateCodeSchema,
  ZOwnAffiliateCodeSchema,
  ZUpdateAffiliateCodeSchema,
} from '@fitmarket/core/api/campaigns';
import { dataEnvelope, pagedEnvelope } from '@fitmarket/core/api/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../access/guard';
import { authorize } from '../access/permissions';
import { listAffiliates } from './affiliates';
import {
  createCode,
  createPartner,
  deleteCode,
  deletePartner,
  listPartners,
  ownCodes,
  updateCode,
  updatePartner,
} from './manage-affiliates';

const OK = z.object({ data: z.object({ ok: z.literal(true) }) });
const DUPLICATES =
  'A partner name in use 409 with 1379; a second code of the same partner for a professional, ' +
  "or a code the partner already gave, 409 with 1384. Codes: A-Z, 0-9 and '-', 3-40 (upper-cased). " +
  'In the audit log.';

/** The professionals affiliates page; registered in the staff-only scope of admin.routes.ts. */
export const adminAffiliateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/affiliates',
    {
      schema: {
        tags: ['back-office'],
        summary: "Professionals' affiliate partners and discount codes, newest first, paged",
        description:
          'Staff only (no token 401 with 1002, not staff 403 with 1317). SPEC §3 "Affiliate ' +
          'row" (first_name, last_name, name: the partner, code) plus the professional\'s id, ' +
          'image and slug. `search` narrows to a part of the name, partner or code ' +
          '(`meta.pagination.filtered` counts those, `total` every row); page from 1, per_page ' +
          '1-100 (default 10). Bad values 422 with 1301.',
        querystring: ZAffiliatesQuerySchema,
        response: { 200: pagedEnvelope(ZAffiliateSchema) },
      },
    },
    async (request) => {
      authorize(currentUser(request), 'affiliate.read', null);
      const { search, page, per_page } = request.query;
      return listAffiliates(app.deps.database.db, search || undefined, page, per_page);
    },
  );

  const { db } = app.deps.database;

  app.get(
    '/affiliates/partners',
    {
      schema: {
        tags: ['back-office'],
        summary: 'Affiliate partners with how many codes each gave, by name',
        response: { 200: dataEnvelope(z.array(ZAffiliatePartnerSchema)) },
      },
    },
    async (request) => ({ data: await listPartners(db, currentUser(request)) }),
  );

  app.post(
    '/affiliates/partners',
    {
      schema: {
        tags: ['back-office'],
        summary: 'Add an affiliate partner',
        description: DUPLICATES,
        body: ZAffiliatePartnerInputSchema,
        response: { 201: dataEnvelope(ZAffiliatePartnerSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createPartner(db, currentUser(request), request.body) }),
  );

  app.put(
    '/affiliates/partners/:id',
    {
      schema: {
        tags: ['back-office'],
        summary: 'Rename an affiliate partner or change its website',
        description: `Unknown 404 with 1302. ${DUPLICATES}`,
        params: ZCampaignIdParamsSchema,
        body: ZAffiliatePartnerInputSchema,
        response: { 200: dataEnvelope(ZAffiliatePartnerSchema) },
      },
    },
    async (request) => ({
      data: await updatePartner(db, currentUser(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/affiliates/partners/:id',
    {
      schema: {
        tags: ['back-office'],
        summary: 'Remove an affiliate partner and its codes',
        description: 'Partner ads that showed its code go on without it. Unknown 404 with 1302.',
        params: ZCampaignIdParamsSchema,
        response: { 200: OK },
      },
    },
    async (request) => {
      await deletePartner(db, currentUser(request), request.params.id);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/users/affiliates',
    {
      schema: {
        tags: ['back-office'],
        summary: "Give a professional a partner's discount code",
        description: `Not a professional 409 with 1342; unknown user or partner 404 with 1302. ${DUPLICATES}`,
        body: ZCreateAffiliateCodeSchema,
        response: { 201: dataEnvelope(z.object({ id: z.number().int() })) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createCode(db, currentUser(request), request.body) }),
  );

  app.put(
    '/users/affiliates/:id',
    {
      schema: {
        tags: ['back-office'],
        summary: "Change a professional's discount code",
        description: `Unknown 404 with 1302. ${DUPLICATES}`,
        params: ZCampaignIdParamsSchema,
        body: ZUpdateAffiliateCodeSchema,
        response: { 200: OK },
      },
    },
    async (request) => {
      await updateCode(db, currentUser(request), request.params.id, request.body.code);
      return { data: { ok: true as const } };
    },
  );

  app.delete(
    '/users/affiliates/:id',
    {
      schema: {
        tags: ['back-office'],
        summary: "Remove a professional's discount code",
        description: 'Unknown 404 with 1302.',
        params: ZCampaignIdParamsSchema,
        response: { 200: OK },
      },
    },
    async (request) => {
      await deleteCode(db, currentUser(request), request.params.id);
      return { data: { ok: true as const } };
    },
  );
};

/** A professional's own codes, for the partner ad of the ads wizard (signed-in scope). */
export const ownAffiliateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.get(
    '/me/affiliates',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'Your affiliate partners and discount codes (for a partner ad)',
        response: {
          200: dataEnvelope(z.array(ZOwnAffiliateCodeSchema)),
        },
      },
    },
    async (request) => ({ data: await ownCodes(db, currentUser(request)) }),
  );
};
