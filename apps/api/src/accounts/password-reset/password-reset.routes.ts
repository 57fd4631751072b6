import {
  ZEmailAnswerSchema,
  ZEmailOnlySchema,
  ZLinkCodeParamsSchema,
  ZMailQueuedSchema,
  ZOkSchema,
  ZResetPasswordSchema,
} from '@fitmarket/core/api/auth';
import { dataEnvelope } from '@fitmarket/core/api/envelope';
import { WEB_LINKS } from '@fitmarket/core/links';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  completePasswordReset,
  lookUpPasswordReset,
  requestPasswordReset,
} from '../../auth/account-lifecycle';
import { assertEmailAddress } from '../email-address';

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/forgot',
    {
      schema: {
        tags: ['marketplace auth'],
        summary: 'Mail a password reset link',
        description:
          'Answers the same, at once, whether or not the address has an account, so it cannot ' +
          'be used to find out who is registered; the mail goes out afterwards, within the daily ' +
          'mail limit. The link (WEB_LINKS.resetPassword + code) works for one hour. 1170/1018 ' +
          'e-mail missing or invalid, 1151 too many attempts.',
        body: ZEmailOnlySchema,
        response: { 200: dataEnvelope(ZMailQueuedSchema) },
      },
    },
    async (request) => {
      await app.deps.authLimiter.consume(request.ip, request.body.email);
      assertEmailAddress(request.body.email);
      const input = {
        email: request.body.email,
        linkBase: `${app.deps.config.webUrl}${WEB_LINKS.resetPassword}`,
      };
      request.afterAnswer(() => requestPasswordReset(app.deps, input));
      return { data: { sent: true as const } };
    },
  );

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
      await completePasswordReset(app.deps, {
        code: request.body.code,
        password: request.body.password,
        passwordRepeat: request.body.password_repeat,
      });
      return { data: { ok: true as const } };
    },
  );
};
