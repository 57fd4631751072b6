import { ZRedirectSchema } from '@fitmarket/core/api/auth';
import { dataEnvelope } from '@fitmarket/core/api/envelope';
import { ZProviderParamsSchema } from '@fitmarket/core/api/social';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enabledProvider, startSocialSignIn } from '../../social/start-sign-in';

const tags = ['back-office auth'];

/** GET /login/:provider: public; the provider's return is handled by the shared social callback. */
export const staffSocialSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/login/:provider',
    {
      schema: {
        tags,
        summary: 'Start signing in with a provider (SPEC §7 GET /login/{provider})',
        description:
          'Answers the provider page to open. The provider returns to /social on the back-office ' +
          'with `oauth2=true&token=…`, or `oauth2=false&error=` 1317 (no staff account with the ' +
          'address: staff are invited, none is made here), 1311 blocked, 1313 address not ' +
          'confirmed, 1152 refused or expired (10 minutes). 422 + 1316 provider not offered, 503 + ' +
          '1306 provider unreachable, 1151 too many attempts.',
        params: ZProviderParamsSchema,
        response: { 200: dataEnvelope(ZRedirectSchema) },
      },
    },
    async (request) => {
      const provider = enabledProvider(app.deps.socialProviders, request.params.provider);
      await app.deps.authLimiter.consume(request.ip);
      const redirect = await startSocialSignIn(app.deps, provider, 'backoffice', request.log);
      return { data: { redirect } };
    },
  );
};
