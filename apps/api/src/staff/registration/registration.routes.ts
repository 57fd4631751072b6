import {
  ZAdminRegisterAccountSchema,
  ZEmailAnswerSchema,
  ZLinkCodeParamsSchema,
} from '@fitmarket/core/api/auth';
import { dataEnvelope } from '@fitmarket/core/api/envelope';
import { ZStaffSignInSchema } from '@fitmarket/core/api/staff-security';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailRequestRoute } from '../../auth/mail-request-route';
import { PASSWORD_RULES } from '../password-rules';
import { lookUpRegistration, registerStaffAccount } from './staff-registration';

const tags = ['back-office auth'];

/** Back-office sign-up by invitation (SPEC §4 "Back-office signup"); public routes. */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  mailRequestRoute(app, {
    path: '/register/email',
    tags,
    summary: 'Sign-up step 1: mail the registration link to an invited address',
    description:
      'Then, within the daily mail limit, an invited address without an account gets the link ' +
      '(BACKOFFICE_LINKS.register + code, valid 7 days); any other address gets a note that ' +
      'staff accounts are by invitation, and no account is made.',
    job: 'mail-request:staff-registration',
  });

  app.get(
    '/register/:code',
    {
      schema: {
        tags,
        summary: 'The address a registration link is for',
        description: '404 with 1088 when the link is unknown, used, expired or withdrawn.',
        params: ZLinkCodeParamsSchema,
        response: { 200: dataEnvelope(ZEmailAnswerSchema) },
      },
    },
    async (request) => ({ data: await lookUpRegistration(app.deps, request.params.code) }),
  );

  app.post(
    '/register/account',
    {
      schema: {
        tags,
        summary: 'Sign-up step 3: create the staff account and sign in',
        description:
          '`code` (from the registration link) is a deliberate addition to SPEC §7: without it ' +
          'anyone knowing an invited address could take the invitation. The role comes from ' +
          `the invitation. ${PASSWORD_RULES} 1308 too weak, 1083 repeat differs (the link ` +
          'stays usable after these); 404 with 1088 when the link is broken, used, withdrawn ' +
          'or for another address; 1087 the address already has an account. When the owners ' +
          'require two-factor sign-in, the answer is a `challenge` to set it up (as POST /login).',
        body: ZAdminRegisterAccountSchema,
        response: { 200: dataEnvelope(ZStaffSignInSchema) },
      },
    },
    async (request) => ({
      data: await registerStaffAccount(app.deps, request.body, request.lang),
    }),
  );
};
