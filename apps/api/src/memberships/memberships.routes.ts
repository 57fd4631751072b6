import { dataEnvelope } from '@fitmarket/core/api/envelope';
import {
  MEMBERSHIP_TITLES,
  ZAdminMembershipsSchema,
  ZMembershipsSchema,
} from '@fitmarket/core/api/memberships';
import { MEMBERSHIPS } from '@fitmarket/core/limits';
import { MEMBERSHIP_PERKS } from '@fitmarket/core/rules/membership';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberships } from '../db/schema';

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
      return {
        data: MEMBERSHIPS.map(({ id }) => {
          const perks = MEMBERSHIP_PERKS[id];
          return {
            id,
            title: MEMBERSHIP_TITLES[id][request.lang],
            perks: {
              max_photos: perks.maxPhotos,
              max_certificates: perks.maxCertificates,
              badge: perks.badge,
              ranking_weight: perks.rankingWeight,
            },
          };
        }),
      };
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
    async () => {
      const rows = await app.deps.database.db
        .select({ id: memberships.id, title: memberships.title })
        .from(memberships)
        .orderBy(asc(memberships.id));
      return { data: rows };
    },
  );
};
