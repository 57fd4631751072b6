import { type Config, ConfigError } from '../../config';
import { createOidcProvider } from './oidc-provider';
import type { SocialProvider } from './social-provider';

const GOOGLE_ISSUER = 'https://accounts.google.com';

/**
 * The sign-in providers this installation offers, by id: a provider is on when its client id
 * is set. Facebook is not among them: it has no OpenID Connect discovery for web sign-in and
 * would need code of its own.
 */
export function createSocialProviders(config: Config): ReadonlyMap<string, SocialProvider> {
  const providers: SocialProvider[] = [];
  if (config.OIDC_CLIENT_ID) {
    if (!config.OIDC_ISSUER) {
      throw new ConfigError(
        'Invalid configuration:\n  OIDC_ISSUER is required with OIDC_CLIENT_ID',
      );
    }
    providers.push(
      createOidcProvider({
        id: 'oidc',
        name: config.OIDC_NAME,
        issuer: config.OIDC_ISSUER,
        clientId: config.OIDC_CLIENT_ID,
        clientSecret: config.OIDC_CLIENT_SECRET,
      }),
    );
  }
  if (config.GOOGLE_CLIENT_ID) {
    providers.push(
      createOidcProvider({
        id: 'google',
        name: 'Google',
        issuer: GOOGLE_ISSUER,
        clientId: config.GOOGLE_CLIENT_ID,
        clientSecret: config.GOOGLE_CLIENT_SECRET,
      }),
    );
  }
  return new Map(providers.map((provider) => [provider.id, provider]));
}
