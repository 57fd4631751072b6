import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors/app-error';

const ZHealthSchema = z.object({
  data: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
});

/** Liveness plus a real round trip to the database, for load balancers and monitors. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Service health, including a database round trip',
        response: { 200: ZHealthSchema },
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
