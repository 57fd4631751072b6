import {
  ZEmailAnswerSchema,
  ZLinkCodeParamsSchema,
  ZOkSchema,
  ZResetPasswordSchema,
} from '@fitmarket/core/api/auth';
import { dataEnvelope } from '@fitmarket/core/api/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { completePasswordReset, lookUpPasswordReset } from '../../accounts/account-lifecycle';
import { mailRequestRoute } from '../../auth/mail-request-route';
import { endSessionSockets } from '../../live/tell-user';

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  mailRequestRoute(app, {
    path: '/auth/forgot',
    tags: ['marketplace auth'],
    summary: 'Mail a password reset link',
    description:
      'Then, within the daily mail limit, an account gets the link (WEB_LINKS.resetPassword + ' +
      'code, valid one hour).',
    job: 'mail-request:password-reset',
  });

  app.get(
    '/auth/forgot/:code',
    {
      schema: {
        tags: ['marketplace auth'],
        summary: 'The address a reset link is for',
        description: '404 with 1014 when the link is unknown, used or expired.',
        params: ZLinkCodeParamsSchema,
        response: { 200: dataEnvelope(ZEmailAnswerSchema) },
      },
    },
    async (request) => ({ data: await lookUpPasswordReset(app.deps, request.params.code) }),
  );

  app.post(
    '/auth/reset',
    {
      schema: {
        tags: ['marketplace auth'],
        summary: 'Set a new password with the code from the reset link',
        description:
          'Signs the user out everywhere. 1308 too weak, 1083 repeat differs (the link stays ' +
          'usable after these); 404 with 1040 when the link is unknown, used or expired.',
        body: ZResetPasswordSchema,
        response: { 200: dataEnvelope(ZOkSchema) },
      },
    },
    async (request) => {
      const { userId } = await completePasswordReset(app.deps, {
        code: request.body.code,
        password: request.body.password,
        passwordRepeat: request.body.password_repeat,
      });
      await endSessionSockets({ pubsub: app.deps.pubsub, log: request.log }, userId);
      return { data: { ok: true as const } };
    },
  );
};
