import {
  ZEmailAnswerSchema,
  ZForgotChangePasswordSchema,
  ZLinkCodeParamsSchema,
  ZOkSchema,
} from '@fitmarket/core/api/auth';
import { dataEnvelope } from '@fitmarket/core/api/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { completePasswordReset, lookUpPasswordReset } from '../../accounts/account-lifecycle';
import { mailRequestRoute } from '../../auth/mail-request-route';
import { endSessionSockets } from '../../live/tell-user';
import { PASSWORD_RULES } from '../password-rules';

const tags = ['back-office auth'];

/** Forgotten staff password (SPEC §4 "Forgot"); public routes. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  mailRequestRoute(app, {
    path: '/forgot',
    tags,
    summary: 'Mail a password reset link to a staff address',
    description:
      'Then, within the daily mail limit, only a staff account gets a mail ' +
      '(BACKOFFICE_LINKS.forgot + code, valid one hour).',
    job: 'mail-request:staff-password-reset',
  });

  app.get(
    '/forgot/:code',
    {
      schema: {
        tags,
        summary: 'The address a reset link is for',
        description: '404 with 1014 when the link is unknown, used or expired.',
        params: ZLinkCodeParamsSchema,
        response: { 200: dataEnvelope(ZEmailAnswerSchema) },
      },
    },
    async (request) => ({ data: await lookUpPasswordReset(app.deps, request.params.code) }),
  );

  app.post(
    '/forgot/change-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with the code from the reset link',
        description:
          '`code` is a deliberate addition to SPEC §7: the e-mail alone must not be enough to ' +
          `set someone's password. Signs the user out everywhere. ${PASSWORD_RULES} 1308 too ` +
          'weak, 1083 repeat differs (the link stays usable after these); 404 with 1040 when ' +
          'the link is unknown, used, expired or for another address.',
        body: ZForgotChangePasswordSchema,
        response: { 200: dataEnvelope(ZOkSchema) },
      },
    },
    async (request) => {
      const { userId } = await completePasswordReset(app.deps, {
        code: request.body.code,
        email: request.body.email,
        password: request.body.password,
        passwordRepeat: request.body.password_repeat,
      });
      await endSessionSockets({ pubsub: app.deps.pubsub, log: request.log }, userId);
      return { data: { ok: true as const } };
    },
  );
};
