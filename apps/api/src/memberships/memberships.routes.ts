import { dataEnvelope } from '@fitmarket/core/api/envelope';
import { ZAdminMembershipsSchema, ZMembershipsSchema } from '@fitmarket/core/api/memberships';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { membershipLevels, membershipTitles } from './levels';

/** GET /v1/memberships (public): the levels and what each gives, for the marketplace pages. */
export const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/memberships',
    {
      schema: {
        tags: ['marketplace'],
        summary: 'Membership levels and their perks',
        description:
          'Public. Free, basic and premium with titles in the Accept-Language language and ' +
          'what each gives: gallery photos, certificates, a badge, a search ranking weight.',
        response: { 200: dataEnvelope(ZMembershipsSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300').header('vary', 'accept-language');
      return { data: membershipLevels(request.lang) };
    },
  );
};

/** GET /v1/admin/memberships (staff, SPEC §7): the levels as the memberships table names them. */
export const adminMembershipRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/memberships',
    {
      schema: {
        tags: ['back-office'],
        summary: 'Membership levels',
        description: 'Staff only (403 with 1317). `[{id, title}]` for the Promote modal.',
        response: { 200: dataEnvelope(ZAdminMembershipsSchema) },
      },
    },
    async () => ({ data: await membershipTitles(app.deps.database.db) }),
  );
};
