import { dataEnvelope } from '@fitmarket/core/api/envelope';
import { ZHealthSchema } from '@fitmarket/core/api/health';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../errors/app-error';

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
        await database.db.execute(sql`select 1`);
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        throw new AppError({ code: 1306 }, 503);
      }
      return { data: { status: 'ok' as const, database: database.kind } };
    },
  );
};
