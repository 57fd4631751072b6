import {
  ZAccessTokenSchema,
  ZCodeSchema,
  ZEmailAnswerSchema,
  ZSignupSchema,
} from '@fitmarket/core/api/auth';
import { dataEnvelope } from '@fitmarket/core/api/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailRequestRoute } from '../../auth/mail-request-route';
import { confirmSignup } from './confirm-signup';
import { createAccount } from './create-account';

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
          'e-mail missing or invalid, 1007 daily mail limit, 1151 too many attempts. An address ' +
          'that already has an account is answered the same (201, so the answer does not tell ' +
          'who is registered) and its owner is e-mailed about the attempt instead.',
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

  mailRequestRoute(app, {
    path: '/auth/signup/resend',
    tags: ['marketplace auth'],
    summary: 'Mail the sign-up confirmation link again',
    description:
      'Then, within the daily mail limit, only an account waiting for confirmation gets a ' +
      'fresh link.',
    job: 'mail-request:signup-resend',
  });

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
