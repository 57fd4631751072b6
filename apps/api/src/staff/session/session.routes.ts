import { ZAdminLoginSchema, ZAdminProfileSchema, ZOkSchema } from '@fitmarket/core/api/auth';
import { dataEnvelope } from '@fitmarket/core/api/envelope';
import { ZStaffSignInSchema } from '@fitmarket/core/api/staff-security';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../access/guard';
import { revokeAccessToken } from '../../auth/tokens';
import { endSessionSockets } from '../../live/tell-user';
import { PASSWORD_RULES } from '../password-rules';
import { toAdminProfile } from './admin-profile';
import { signInStaff } from './staff-sign-in';

const tags = ['back-office auth'];

/** POST /login: public. */
export const signInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Staff sign-in with e-mail and password',
        description:
          'client_id, client_secret and grant_type "password" are the back-office client ' +
          `(ADMIN_CLIENT_ID/ADMIN_CLIENT_SECRET); anything else is 401 with 1152. ${PASSWORD_RULES} ` +
          'Refusals: 1025 unknown address or wrong password (the same on purpose), 1167 account ' +
          'without a password (social sign-in), 1311 blocked (with the reason), 403 with 1317 ' +
          'not staff, 1151 too many attempts. When the account has two-factor sign-in on, or ' +
          'the owners require it, the answer is no session but a `challenge` for ' +
          'POST /login/second-factor (second_factor "totp") or POST /login/enrol ("enrol"), ' +
          'valid 5 minutes.',
        body: ZAdminLoginSchema,
        response: { 200: dataEnvelope(ZStaffSignInSchema) },
      },
    },
    async (request) => {
      const { authLimiter } = app.deps;
      await authLimiter.consume(request.ip, request.body.email);
      const token = await signInStaff(app.deps, request.body);
      await authLimiter.rememberClient(request.ip, request.body.email);
      return { data: token };
    },
  );
};

/** Sign-out and the current profile; registered inside the staff-only scope. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/logout',
    {
      schema: {
        tags,
        summary: 'Sign out: the token stops working (1091 afterwards)',
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
        tags,
        summary: 'The signed-in staff member',
        description:
          '401 with 1002 without a token, 1091 unknown or revoked, 1085 expired, 1311 blocked; ' +
          '403 with 1317 for a user who is not staff.',
        response: { 200: dataEnvelope(ZAdminProfileSchema) },
      },
    },
    async (request) => ({ data: toAdminProfile(currentUser(request)) }),
  );
};
