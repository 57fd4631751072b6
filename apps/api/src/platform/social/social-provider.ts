/** Who the provider says signed in; names are '' when the provider does not share them. */
export interface SocialIdentity {
  /** The provider's stable id for the person (OIDC `sub`); e-mail addresses can change. */
  subject: string;
  /** Lower-cased; null when the provider gave none. */
  email: string | null;
  /** Whether the provider vouches that the person owns `email`. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/**
 * One OAuth2 / OpenID Connect provider. The routes keep the pending sign-in (state and PKCE
 * verifier) themselves, so any API instance can finish a sign-in another one started.
 */
export interface SocialProvider {
  id: string;
  /** Shown on the "Continue with …" button. */
  name: string;
  /** The provider's page the browser is sent to. */
  authorizationUrl(input: {
    state: string;
    codeVerifier: string;
    redirectUri: string;
  }): Promise<string>;
  /**
   * Checks the provider's answer (the query it sent to `redirectUri`) and trades its code for
   * the person's identity; throws when the answer is an error, forged or does not match.
   */
  exchange(input: {
    callbackParams: URLSearchParams;
    state: string;
    codeVerifier: string;
    redirectUri: string;
  }): Promise<SocialIdentity>;
}
