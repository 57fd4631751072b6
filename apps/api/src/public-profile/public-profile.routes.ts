import { dataEnvelope } from '@fitmarket/core/api/envelope';
import { ZMapSettingsSchema } from '@fitmarket/core/api/map';
import {
  ZProfessionalSlugParamsSchema,
  ZProfileViewQuerySchema,
  ZPublicProfileSchema,
} from '@fitmarket/core/api/public-profile';
import { SUPPORTED_LANGUAGES } from '@fitmarket/core/language';
import { professionalPath } from '@fitmarket/core/links';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalUser } from '../access/guard';
import { insightCounter } from '../memberships/insights';
import { sendEncoded } from '../platform/http/encoded-body';
import { countProfileView } from './count-profile-view';
import { guestProfileCache } from './guest-cache';
import { getPublicProfile } from './public-profile.service';

export const publicProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const maxAge = app.deps.config.PUBLIC_PROFILE_CACHE_SECONDS;
  const insights = app.deps.caches.of(insightCounter);
  app.flushWhenSettling(insights.flush);

  app.get(
    '/professionals/:slug',
    {
      schema: {
        tags: ['marketplace'],
        summary: "A professional's public profile",
        description:
          'Public; a bearer token is optional and adds `following`. Labels and descriptions in ' +
          'the Accept-Language language (a missing description falls back to the other ' +
          'language). An unknown slug, or an unpublished or blocked professional, is 404 with ' +
          '1302 to everyone except the professional and staff. Guests are answered from a cache ' +
          'up to PUBLIC_PROFILE_CACHE_SECONDS (default 30) old, which shared caches may keep too.',
        params: ZProfessionalSlugParamsSchema,
        querystring: ZProfileViewQuerySchema,
        response: { 200: dataEnvelope(ZPublicProfileSchema) },
      },
    },
    async (request, reply) => {
      const viewer = await optionalUser(request);
      const { slug } = request.params;
      const guest = viewer ? null : await guestProfileCache(app.deps).get(slug, request.lang);
      const profile =
        guest?.profile ??
        (await getPublicProfile(app.deps.database.db, slug, request.lang, viewer));
      // Premium's insights count the views of others (memberships/insights.ts), not a crawler's;
      // a page the server rendered counted its view already (?view=counted from its browser).
      if (viewer?.id !== profile.id && request.query.view !== 'counted') {
        countProfileView(insights, request, profile.id);
      }
      // Only what every guest sees may be kept by shared caches; a hidden profile never is.
      const shareable = !viewer && profile.published && !profile.blocked && maxAge > 0;
      reply.header('vary', 'accept-language, authorization');
      if (shareable) reply.header('cache-control', `public, max-age=${maxAge}`);
      if (guest) return sendEncoded(request, reply, guest.body, 'application/json; charset=utf-8');
      return { data: profile };
    },
  );
};

/**
 * What both SPAs read: the map's tile server, and the way from a back-office link to a
 * professional's marketplace page. Registered on both listeners.
 */
export const publicReferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/professionals/:slug/page',
    {
      schema: {
        tags: ['marketplace'],
        summary: "Go to a professional's public page on the marketplace",
        description:
          "Public. Answers 302 to the professional's page at WEB_URL in `lang` (default: the " +
          'Accept-Language language). The back-office links here from its own origin, so it ' +
          'never needs to know where the marketplace runs.',
        params: ZProfessionalSlugParamsSchema,
        querystring: z.object({ lang: z.enum(SUPPORTED_LANGUAGES).optional() }),
        response: { 302: z.null().describe("Location: the professional's marketplace page") },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const lang = request.query.lang ?? request.lang;
      const path = professionalPath(encodeURIComponent(slug), lang);
      return reply.redirect(`${app.deps.config.webUrl}${path}`, 302);
    },
  );

  app.get(
    '/map-settings',
    {
      schema: {
        tags: ['marketplace'],
        summary: 'Where maps get their tiles',
        description: 'The MAP_TILE_URL and MAP_TILE_ATTRIBUTION settings. The same for everyone.',
        response: { 200: dataEnvelope(ZMapSettingsSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      const { MAP_TILE_URL, MAP_TILE_ATTRIBUTION } = app.deps.config;
      return { data: { tile_url: MAP_TILE_URL, attribution: MAP_TILE_ATTRIBUTION } };
    },
  );
};
