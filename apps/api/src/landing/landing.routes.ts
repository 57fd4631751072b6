import { dataEnvelope } from '@fitmarket/core/api/envelope';
import { ZLandingSchema } from '@fitmarket/core/api/landing';
import { type Language, SUPPORTED_LANGUAGES } from '@fitmarket/core/language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineCache } from '../platform/caches';
import { createRefreshingCache } from '../platform/refreshing-cache';
import { getLanding } from './landing.service';

/** The answer per language, shared by both listeners (their AppDeps is one). */
const landingCache = defineCache(
  'landing',
  (deps, log) =>
    createRefreshingCache({
      ttlMs: deps.config.LANDING_CACHE_SECONDS * 1000,
      maxEntries: SUPPORTED_LANGUAGES.length,
      load: (lang: Language) => getLanding(deps.database.db, lang),
      onError: (error) => log.error({ err: error }, 'landing reload failed'),
    }),
  (cache) => cache.clear(),
);

export const landingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const cache = deps.caches.of(landingCache);
  const maxAge = deps.config.LANDING_CACHE_SECONDS;

  app.get(
    '/landing',
    {
      schema: {
        tags: ['marketplace'],
        summary: 'Front page: featured professionals, specialities with counts, totals',
        description:
          'Only published, unblocked professionals. Labels and descriptions are in the ' +
          'Accept-Language language (Finnish descriptions fall back to English). The same for ' +
          `every visitor, so it may be up to LANDING_CACHE_SECONDS (default 30) old.`,
        response: { 200: dataEnvelope(ZLandingSchema) },
      },
    },
    async (request, reply) => {
      // Shared caches may keep it, once per language.
      reply
        .header('cache-control', maxAge > 0 ? `public, max-age=${maxAge}` : 'no-cache')
        .header('vary', 'accept-language');
      return { data: await cache.get(request.lang) };
    },
  );
};
