import {
  ZAccessTokenSchema,
  ZLinkCodeParamsSchema,
  ZRedirectSchema,
  ZSocialSignupCompleteSchema,
  ZSocialSignupInfoSchema,
} from '@fitmarket/core/api/auth';
import { dataEnvelope } from '@fitmarket/core/api/envelope';
import {
  ZProviderCallbackQuerySchema,
  ZProviderParamsSchema,
  ZSignInIntentQuerySchema,
  ZSocialProviderListSchema,
} from '@fitmarket/core/api/social';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { finishSocialSignIn } from './finish-sign-in';
import { completeSocialSignup, lookUpSocialSignup } from './social-signup';
import { enabledProvider, startSocialSignIn } from './start-sign-in';

const tags = ['social sign-in'];

/** The providers both SPAs offer a button for; registered on both listeners. */
export const socialProviderListRoutes: FastifyPluginAsyncZod = async (app) => {
  const providers = app.deps.socialProviders;

  app.get(
    '/auth/providers',
    {
      schema: {
        tags,
        summary: 'The social sign-in providers this installation offers',
        description:
          'Both SPAs show a "Continue with …" button for each; an empty list shows none.',
        response: { 200: dataEnvelope(ZSocialProviderListSchema) },
      },
    },
    async () => ({
      data: [...providers.values()].map(({ id, name }) => ({ id, name })),
    }),
  );
};

/**
 * Sign-in through OAuth2 / OpenID Connect providers (registered under /v1):
 * start, the provider's return, and the marketplace's social sign-up.
 */
export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  const providers = app.deps.socialProviders;

  app.get(
    '/auth/login/:provider',
    {
      schema: {
        tags,
        summary: 'Marketplace: start signing in or up with a provider',
        description:
          'Answers the provider page to open. Whatever the intent, a known person comes back ' +
          'signed in (WEB_LINKS.social `?oauth2=true&token=…`) and a new one goes to the social ' +
          'sign-up page (WEB_LINKS.socialSignup + code). Refusals come back as ' +
          '`oauth2=false&error=` 1311 blocked, 1313 an account with the address waits for its ' +
          'confirmation, 1170 the provider vouched for no address, 1152 refused or expired ' +
          '(10 minutes). 422 + 1316 provider not offered, 503 + 1306 provider unreachable, 1151 ' +
          'too many attempts.',
        params: ZProviderParamsSchema,
        querystring: ZSignInIntentQuerySchema,
        response: { 200: dataEnvelope(ZRedirectSchema) },
      },
    },
    async (request) => {
      const provider = enabledProvider(providers, request.params.provider);
      await app.deps.authLimiter.consume(request.ip);
      const redirect = await startSocialSignIn(app.deps, provider, 'marketplace', request.log);
      return { data: { redirect } };
    },
  );

  app.get(
    '/auth/social/callback/:provider',
    {
      schema: {
        tags,
        summary: 'Where the provider sends the browser back (register this URL at the provider)',
        description:
          'Redirect URI: WEB_URL/v1/auth/social/callback/<provider>. Always answers 302 to the ' +
          'page of the area the sign-in started from; see the start routes for what it carries.',
        params: ZProviderParamsSchema,
        querystring: ZProviderCallbackQuerySchema,
        response: {
          302: z.null().describe('Location: the /social page or the social sign-up page'),
        },
      },
    },
    async (request, reply) => {
      // The raw query, so everything the provider sent (iss, error_description …) is checked.
      const query = request.url.split('?')[1] ?? '';
      const page = await finishSocialSignIn(
        app.deps,
        providers,
        { providerId: request.params.provider, params: new URLSearchParams(query) },
        request.log,
      );
      return reply.redirect(page, 302);
    },
  );

  app.get(
    '/auth/social/signup/:code',
    {
      schema: {
        tags,
        summary: 'Who the provider says the new user is, for the social sign-up page',
        description: 'The code works for 30 minutes; unknown, used or expired: 404 + 1314.',
        params: ZLinkCodeParamsSchema,
        response: { 200: dataEnvelope(ZSocialSignupInfoSchema) },
      },
    },
    async (request) => ({
      data: await lookUpSocialSignup(app.deps.database.db, providers, request.params.code),
    }),
  );

  app.post(
    '/auth/social/signup',
    {
      schema: {
        tags,
        summary: 'Finish a social sign-up: pick a role, accept the terms, and sign in',
        description:
          'Creates the account without a password (password sign-in answers 1167), with the ' +
          'address verified. Refusals: 1309 terms or privacy not accepted (the code still ' +
          'works), 404 + 1314 unknown, used or expired code, 409 + 1087 the address or the ' +
          'provider account already has a user, 1151 too many attempts.',
        body: ZSocialSignupCompleteSchema,
        response: { 200: dataEnvelope(ZAccessTokenSchema) },
      },
    },
    async (request) => {
      await app.deps.authLimiter.consume(request.ip);
      return { data: await completeSocialSignup(app.deps, request.body, request.lang) };
    },
  );
};
