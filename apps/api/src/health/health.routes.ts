import { dataEnvelope } from '@fitmarket/core/api/envelope';
import { ZHealthSchema } from '@fitmarket/core/api/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../errors/app-error';
import { checkDatabase } from './check-database';

/** Liveness plus a real round trip to the database, for load balancers and monitors. */
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
    async () => {
      const { database } = app.deps;
      try {
        await checkDatabase(database.db);
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        throw new AppError({ code: 1306 }, 503);
      }
      return { data: { status: 'ok' as const, database: database.kind } };
    },
  );
};
