import { dataEnvelope } from '@fitmarket/core/api/envelope';
import { ZHealthSchema, ZLivenessSchema, ZReadinessSchema } from '@fitmarket/core/api/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, type AppErrorItem } from '../errors/app-error';
import { checkDatabase, READY_CHECK_TIMEOUT_MS, withinTime } from './check-database';

/**
 * Health for load balancers, orchestrators and monitors (docs/operations.md): `/health/live`
 * (restart the process if it fails), `/health/ready` (send it traffic only when it passes) and
 * `/health`, the database round trip older configurations and the browser tests call.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Service health, including a database round trip',
        response: { 200: dataEnvelope(ZHealthSchema) },
      },
    },
    async (request) => {
      const { database } = app.deps;
      try {
        await checkDatabase(database.db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new AppError({ code: 1306 }, 503);
      }
      return { data: { status: 'ok' as const, database: database.kind } };
    },
  );

  app.get(
    '/health/live',
    {
      schema: {
        tags: ['platform'],
        summary: 'Liveness: the process answers; it checks nothing outside it',
        response: { 200: dataEnvelope(ZLivenessSchema) },
      },
    },
    async () => ({ data: { status: 'ok' as const } }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['platform'],
        summary:
          'Readiness: the database and Redis (when used) answered; a 503 names each part down',
        response: { 200: dataEnvelope(ZReadinessSchema) },
      },
    },
    async (request) => {
      const { database, pubsub } = app.deps;
      const usesRedis = pubsub.kind === 'redis';
      const checks = {
        database: () => checkDatabase(database.db),
        ...(usesRedis ? { redis: () => pubsub.ping() } : {}),
      };
      const down: AppErrorItem[] = [];
      await Promise.all(
        Object.entries(checks).map(async ([part, check]) => {
          try {
            await withinTime(check(), READY_CHECK_TIMEOUT_MS);
          } catch (error) {
            request.log.error({ err: error, part }, 'readiness check failed');
            down.push({ code: 1306, field: part });
          }
        }),
      );
      if (down.length > 0) throw new AppError(down, 503);
      return {
        data: {
          status: 'ok' as const,
          checks: {
            database: 'ok' as const,
            redis: usesRedis ? ('ok' as const) : ('unused' as const),
          },
        },
      };
    },
  );
};
