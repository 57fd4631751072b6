import * as oidc from 'openid-client';
import type { SocialIdentity, SocialProvider } from './social-provider';

export interface OidcProviderOptions {
  id: string;
  name: string;
  issuer: string;
  clientId: string;
  /** Without one the client is public and relies on PKCE alone. */
  clientSecret?: string;
}

const SCOPE = 'openid email profile';

/**
 * Plain http is refused except on this machine, where tests and local development run their
 * own provider; a provider anywhere else must use https.
 */
function isLoopback(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/** A provider reached through OpenID Connect discovery (a generic issuer, or Google). */
export function createOidcProvider(options: OidcProviderOptions): SocialProvider {
  const issuer = new URL(options.issuer);
  let discovered: Promise<oidc.Configuration> | undefined;

  // Discovered once per provider and reused; a failed discovery is forgotten so the next
  // sign-in tries again instead of failing until restart.
  function configuration(): Promise<oidc.Configuration> {
    discovered ??= oidc
      .discovery(issuer, options.clientId, options.clientSecret, undefined, {
        execute: isLoopback(issuer) ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  }

  return {
    id: options.id,
    name: options.name,

    async authorizationUrl({ state, codeVerifier, redirectUri }) {
      const config = await configuration();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        state,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return url.href;
    },

    async exchange({ callbackParams, state, codeVerifier, redirectUri }) {
      const config = await configuration();
      // openid-client takes the redirect_uri of the token request from this URL.
      const callbackUrl = new URL(redirectUri);
      callbackUrl.search = callbackParams.toString();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: codeVerifier,
        expectedState: state,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('The provider sent no ID token');
      // Some providers keep the address out of the ID token; their userinfo endpoint has it.
      const profile =
        typeof claims.email === 'string'
          ? claims
          : { ...claims, ...(await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)) };
      return toIdentity(claims.sub, profile);
    },
  };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function toIdentity(subject: string, profile: Record<string, unknown>): SocialIdentity {
  const email = text(profile.email).toLowerCase();
  return {
    subject,
    email: email || null,
    // Some providers send the flag as the string "true".
    emailVerified: profile.email_verified === true || profile.email_verified === 'true',
    firstName: text(profile.given_name),
    lastName: text(profile.family_name),
  };
}
