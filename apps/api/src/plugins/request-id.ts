import { randomUUID } from 'node:crypto';
import { fastifyRequestContext } from '@fastify/request-context';
import type { FastifyInstance, RawRequestDefaultExpression } from 'fastify';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an incoming id may be: a load balancer's (HAProxy's unique-id, a UUID, a trace id), not
 * anything a client could use to forge or break log lines. Anything else gets a new id.
 */
const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's genReqId: the balancer's id when it sent a valid one, otherwise a new UUID. */
export function requestId(request: RawRequestDefaultExpression): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Every answer names its request (`x-request-id`), the same id Fastify puts in each of the
 * request's log lines (`reqId`), so a person's report or a balancer's log leads to the lines.
 * The id is also kept for the request's async work, so the jobs it queues carry it into their
 * own lines (platform/log-context.ts).
 */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyRequestContext, {
    defaultStoreValues: (request) => ({ requestId: request.id }),
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
});
