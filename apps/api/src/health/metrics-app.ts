import Fastify, { type FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../app-deps';

/**
 * The Prometheus scrape endpoint, GET /metrics, on a listener of its own (METRICS_PORT, bound
 * to METRICS_HOST, loopback unless set): the balancer never routes to it, so neither visitors
 * nor staff reach it, and it needs no secret (docs/operations.md "Metrics").
 */
export async function buildMetricsApp(deps: AppDeps, logger?: FastifyBaseLogger) {
  // Says where it listens, but not every scrape (one each 15 s or so).
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    disableRequestLogging: true,
  });
  const { registry } = deps.metrics;
  app.get('/metrics', async (_request, reply) => {
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
  return app;
}
