import { ZAccessTokenSchema, ZLoginSchema, ZMeSchema, ZOkSchema } from '@fitmarket/core/api/auth';
import { dataEnvelope } from '@fitmarket/core/api/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../access/guard';
import { revokeAccessToken } from '../../auth/tokens';
import { endSessionSockets } from '../../live/tell-user';
import { toMe } from '../me';
import { signInWithPassword } from './sign-in';

/** POST /auth/login: public. */
export const signInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['marketplace auth'],
        summary: 'Sign in with e-mail and password',
        description:
          'Staff accounts may sign in here too. Refusals: 1025 unknown address or wrong ' +
          'password (the same on purpose), 1167 account made through social sign-in without a ' +
          'password, 1311 blocked (with the reason), 1313 address not confirmed yet, 1151 too ' +
          'many attempts (per client; per address from one client; per address from clients ' +
          'it has not signed in from lately, so its own devices always get in).',
        body: ZLoginSchema,
        response: { 200: dataEnvelope(ZAccessTokenSchema) },
      },
    },
    async (request) => {
      const { authLimiter } = app.deps;
      await authLimiter.consume(request.ip, request.body.email);
      const token = await signInWithPassword(app.deps, request.body);
      await authLimiter.rememberClient(request.ip, request.body.email);
      return { data: token };
    },
  );
};

/** Sign-out and the current user; registered in the signed-in group. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['marketplace auth'],
        summary: 'Sign out: the token stops working (1091 afterwards)',
        description: "The session's live sockets (GET /v1/live) close at once, on every instance.",
        response: { 200: dataEnvelope(ZOkSchema) },
      },
    },
    async (request) => {
      const userId = request.accessToken
        ? await revokeAccessToken(app.deps.database.db, request.accessToken)
        : null;
      if (userId) await endSessionSockets({ pubsub: app.deps.pubsub, log: request.log }, userId);
      return { data: { ok: true as const } };
    },
  );

  app.get(
    '/me',
    {
      schema: {
        tags: ['marketplace auth'],
        summary: 'The signed-in user',
        description: '1002 without a token, 1091 unknown or revoked, 1085 expired, 1311 blocked.',
        response: { 200: dataEnvelope(ZMeSchema) },
      },
    },
    async (request) => ({ data: toMe(currentUser(request)) }),
  );
};
