import { dataEnvelope } from '@fitmarket/core/api/envelope';
import { ZLandingSchema } from '@fitmarket/core/api/landing';
import type { Language } from '@fitmarket/core/language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps';
import { getLanding } from './landing.service';
import { createRefreshingCache } from './refreshing-cache';

/** One cache per process: both listeners share their AppDeps, and so the cached answers. */
const caches = new WeakMap<AppDeps, ReturnType<typeof createLandingCache>>();

function createLandingCache(deps: AppDeps, onError: (error: unknown) => void) {
  return createRefreshingCache({
    ttlMs: deps.config.LANDING_CACHE_SECONDS * 1000,
    load: (lang: Language) => getLanding(deps.database.db, lang),
    onError,
  });
}

export const landingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const cache =
    caches.get(deps) ??
    createLandingCache(deps, (error) => app.log.error({ err: error }, 'landing reload failed'));
  caches.set(deps, cache);
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
