import { dataEnvelope } from '@fitmarket/core/api/envelope';
import { ZHealthSchema, ZLivenessSchema, ZReadinessSchema } from '@fitmarket/core/api/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../errors/app-error';
import { checkDatabase, READY_CHECK_TIMEOUT_MS, withinTime } from './check-database';

/**
 * Health for load balancers, orchestrators and monitors (docs/operations.md): `/health/live`
 * (restart the process if it fails), `/health/ready` (send it traffic only when it passes) and
 * `/health`, the database round trip older configurations and the browser tests call.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Redis as the health answers name it: connected now, down, or not used (no REDIS_URL). */
  const redisState = () => {
    const { pubsub } = app.deps;
    if (pubsub.kind !== 'redis') return 'unused' as const;
    return pubsub.connected() ? ('ok' as const) : ('down' as const);
  };

  app.get(
    '/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Service health: a database round trip, and whether Redis is connected',
        description:
          '200 while the database answers (503 with 1306 when not), `degraded` with ' +
          '`redis: "down"` while Redis is away: the API answers, live events and jobs wait.',
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
      const redis = redisState();
      return {
        data: {
          status: redis === 'down' ? ('degraded' as const) : ('ok' as const),
          database: database.kind,
          redis,
        },
      };
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
          'Readiness: the database answered (a 503 names it); Redis is reported, not required',
        response: { 200: dataEnvelope(ZReadinessSchema) },
      },
    },
    async (request) => {
      const { database } = app.deps;
      try {
        await withinTime(checkDatabase(database.db), READY_CHECK_TIMEOUT_MS);
      } catch (error) {
        request.log.error({ err: error, part: 'database' }, 'readiness check failed');
        throw new AppError([{ code: 1306, field: 'database' }], 503);
      }
      const redis = redisState();
      return {
        data: {
          status: redis === 'down' ? ('degraded' as const) : ('ok' as const),
          checks: { database: 'ok' as const, redis },
        },
      };
    },
  );
};
