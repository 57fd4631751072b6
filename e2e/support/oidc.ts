import fs from 'node:fs';
import { Events, OAuth2Server } from 'oauth2-mock-server';
import { oidcPort, scratchPath } from './urls';

/** Whom the test OpenID provider vouches for: the claims of its ID token and userinfo. */
export interface ProviderPerson {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
}

// The provider runs in the test runner's process and the tests in workers, so the person to
// sign in as passes through a file, read at every sign-in.
const personFile = scratchPath('oidc-person.json');

/** The next sign-ins at the provider are this person's, as if they had logged in there. */
export function signInAtProviderAs(person: ProviderPerson): void {
  fs.writeFileSync(personFile, JSON.stringify(person));
}

function currentPerson(): ProviderPerson | undefined {
  if (!fs.existsSync(personFile)) return undefined;
  return JSON.parse(fs.readFileSync(personFile, 'utf8')) as ProviderPerson;
}

/**
 * A real OpenID Connect provider (discovery, JWKS, authorize, token with PKCE, signed ID
 * tokens, userinfo) from the `oauth2-mock-server` package. Its authorize page signs the person
 * in at once and sends the browser back, as a provider does for someone already logged in.
 */
export async function startOidcProvider(): Promise<() => Promise<void>> {
  fs.rmSync(personFile, { force: true });
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(oidcPort, '127.0.0.1');
  server.service.on(Events.BeforeTokenSigning, (token) => {
    Object.assign(token.payload, currentPerson());
  });
  server.service.on(Events.BeforeUserinfo, (userinfo) => {
    userinfo.body = { ...currentPerson() };
  });
  return () => server.stop();
}
