import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Counts every answer and its time per route pattern (`/v1/professionals/:slug`, never the raw
 * URL, which would make a series per profile). Requests no route matched share one label.
 */
export const httpMetricsPlugin = fp(async (app: FastifyInstance) => {
  const { metrics } = app.deps;
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const { method } = request;
    metrics.httpRequests.inc({ method, route, status: String(reply.statusCode) });
    metrics.httpDuration.observe({ method, route }, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) metrics.httpServerErrors.inc({ method, route });
  });
});
