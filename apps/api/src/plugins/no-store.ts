import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * API answers carry tokens and personal data, so none may be kept by a browser's or a proxy's
 * cache: every /v1 answer, refusals included, is `Cache-Control: no-store` unless its route
 * sets a header of its own (as data that is the same for everyone may).
 */
export const noStorePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const isApi = request.url === '/v1' || request.url.startsWith('/v1/');
    if (isApi && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
});
