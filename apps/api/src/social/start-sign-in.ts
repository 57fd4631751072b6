import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { createCode } from '../auth/codes';
import { newSecret } from '../auth/secrets';
import type { Config } from '../config';
import { AppError } from '../errors/app-error';
import type { SocialProvider } from '../platform/social/social-provider';

/** The provider a route names, if this installation offers it (else 422 with 1316). */
export function enabledProvider(
  providers: ReadonlyMap<string, SocialProvider>,
  id: string,
): SocialProvider {
  const provider = providers.get(id);
  if (!provider) throw new AppError({ code: 1316 });
  return provider;
}

/** Which SPA a sign-in started from, and so where it returns and who may get in. */
export type SocialArea = 'backoffice' | 'marketplace';

/** What a pending sign-in keeps server-side (code purpose social_login, its secret is the state). */
export const ZPendingSignInSchema = z.object({
  area: z.enum(['backoffice', 'marketplace']),
  provider: z.string(),
  /** The PKCE verifier: only the API knows it, so a stolen authorization code is useless. */
  verifier: z.string(),
});

/** Registered at each provider. The API answers on both origins; the marketplace's is used. */
export function callbackUrl(config: Pick<Config, 'webUrl'>, providerId: string): string {
  return `${config.webUrl}/v1/auth/social/callback/${providerId}`;
}

/**
 * Starts a sign-in: the pending state is kept in the database, not in the API's memory, so any
 * instance can finish it (10 minutes, once). Answers the provider's page for the browser.
 */
export async function startSocialSignIn(
  deps: Pick<AppDeps, 'config' | 'database'>,
  provider: SocialProvider,
  area: SocialArea,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<string> {
  const verifier = newSecret();
  const pending: z.infer<typeof ZPendingSignInSchema> = { area, provider: provider.id, verifier };
  const state = await createCode(deps.database.db, {
    purpose: 'social_login',
    email: '',
    payload: pending,
  });
  try {
    return await provider.authorizationUrl({
      state,
      codeVerifier: verifier,
      redirectUri: callbackUrl(deps.config, provider.id),
    });
  } catch (error) {
    log.warn({ err: error, provider: provider.id }, 'social sign-in provider unreachable');
    throw new AppError({ code: 1306 });
  }
}
