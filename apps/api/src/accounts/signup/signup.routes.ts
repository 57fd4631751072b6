import {
  ZAccessTokenSchema,
  ZCodeSchema,
  ZEmailAnswerSchema,
  ZEmailOnlySchema,
  ZMailQueuedSchema,
  ZSignupSchema,
} from '@fitmarket/core/api/auth';
import { dataEnvelope } from '@fitmarket/core/api/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertEmailAddress } from '../email-address';
import { confirmSignup } from './confirm-signup';
import { createAccount } from './create-account';
import { resendConfirmation } from './resend-confirmation';

export const signupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/signup',
    {
      schema: {
        tags: ['marketplace auth'],
        summary: 'Sign up as a customer or a professional',
        description:
          'Creates the account and e-mails a confirmation link (WEB_LINKS.confirmSignup + code, ' +
          'valid 3 days); signing in is refused with 1313 until it is followed. Password: 8–128 ' +
          'characters with at least one letter and one digit (1307 missing, 1308 too weak). ' +
          'Both terms_accepted and privacy_accepted must be true (1309). Other refusals: 1170/1018 ' +
          'e-mail missing or invalid, 1087 address in use, 1007 daily mail limit, 1151 too many ' +
          'attempts. 1028 means the account exists but the mail failed: use /auth/signup/resend.',
        body: ZSignupSchema,
        response: { 201: dataEnvelope(ZEmailAnswerSchema) },
      },
    },
    async (request, reply) => {
      await app.deps.authLimiter.consume(request.ip, request.body.email);
      const data = await createAccount(app.deps, request.body, request.lang);
      return reply.status(201).send({ data });
    },
  );

  app.post(
    '/auth/signup/resend',
    {
      schema: {
        tags: ['marketplace auth'],
        summary: 'Mail the sign-up confirmation link again',
        description:
          'Answers the same, at once, whether or not the address has an account waiting for ' +
          'confirmation; only such an account then gets a fresh link, within the daily mail ' +
          'limit. 1170/1018 e-mail missing or invalid, 1151 too many attempts.',
        body: ZEmailOnlySchema,
        response: { 200: dataEnvelope(ZMailQueuedSchema) },
      },
    },
    async (request) => {
      await app.deps.authLimiter.consume(request.ip, request.body.email);
      assertEmailAddress(request.body.email);
      const { email } = request.body;
      request.afterAnswer(() => resendConfirmation(app.deps, email));
      return { data: { sent: true as const } };
    },
  );

  app.post(
    '/auth/confirm',
    {
      schema: {
        tags: ['marketplace auth'],
        summary: 'Confirm the e-mail address with the code from the link, and sign in',
        description: 'Each link works once; unknown, used or expired links answer 404 with 1314.',
        body: ZCodeSchema,
        response: { 200: dataEnvelope(ZAccessTokenSchema) },
      },
    },
    async (request) => ({ data: await confirmSignup(app.deps, request.body.code) }),
  );
};
