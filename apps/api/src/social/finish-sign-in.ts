import type { ErrorCode } from '@fitmarket/core/errors/catalogue';
import { isStaffRole } from '@fitmarket/core/limits';
import { BACKOFFICE_LINKS, WEB_LINKS } from '@fitmarket/core/links';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../app-deps';
import { consumeCode } from '../auth/codes';
import { type AuthenticatedUser, issueAccessToken } from '../auth/tokens';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { socialIdentities, users } from '../db/schema';
import type { SocialIdentity, SocialProvider } from '../platform/social/social-provider';
import { needsSecondFactor } from '../staff/two-factor/staff-session';
import { holdSocialSignup } from './social-signup';
import { callbackUrl, type SocialArea, ZPendingSignInSchema } from './start-sign-in';

/** How a sign-in ends: signed in, refused with a code, or on to the social sign-up page. */
type Outcome = { token: string } | { error: ErrorCode } | { signupCode: string };

/** SPEC §2 /social: `?oauth2=true&token=…` or `?oauth2=false&error=CODE`. */
function pageFor(config: Config, area: SocialArea, outcome: Outcome): string {
  if ('signupCode' in outcome) {
    return `${config.webUrl}${WEB_LINKS.socialSignup}${outcome.signupCode}`;
  }
  const page =
    area === 'backoffice'
      ? `${config.backofficeUrl}${BACKOFFICE_LINKS.social}`
      : `${config.webUrl}${WEB_LINKS.social}`;
  const query: Record<string, string> =
    'token' in outcome
      ? { oauth2: 'true', token: outcome.token }
      : { oauth2: 'false', error: String(outcome.error) };
  return `${page}?${new URLSearchParams(query)}`;
}

/**
 * The provider sent the browser back: checks the state (once, 10 minutes, made for this
 * provider), trades the code for the identity and decides. Answers the page to send the
 * browser to; it never throws for a bad answer, since a browser is waiting for a page.
 * A state we do not know has no area, so it lands on the marketplace.
 */
export async function finishSocialSignIn(
  deps: Pick<AppDeps, 'config' | 'database'>,
  providers: ReadonlyMap<string, SocialProvider>,
  input: { providerId: string; params: URLSearchParams },
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<string> {
  const { db } = deps.database;
  const state = input.params.get('state') ?? '';
  const row = state ? await consumeCode(db, 'social_login', state) : null;
  const pending = ZPendingSignInSchema.safeParse(row?.payload);
  const provider = providers.get(input.providerId);
  if (!pending.success || pending.data.provider !== provider?.id) {
    return pageFor(deps.config, pending.data?.area ?? 'marketplace', { error: 1152 });
  }
  const { area, verifier } = pending.data;
  let identity: SocialIdentity;
  try {
    identity = await provider.exchange({
      callbackParams: input.params,
      state,
      codeVerifier: verifier,
      redirectUri: callbackUrl(deps.config, provider.id),
    });
  } catch (error) {
    log.warn({ err: error, provider: provider.id }, 'social sign-in refused by the provider');
    return pageFor(deps.config, area, { error: 1152 });
  }
  const outcome = await decide(deps, provider.id, area, identity);
  return pageFor(deps.config, area, outcome);
}

async function decide(
  deps: Pick<AppDeps, 'config' | 'database'>,
  providerId: string,
  area: SocialArea,
  identity: SocialIdentity,
): Promise<Outcome> {
  const { db } = deps.database;
  // An address the provider does not vouch for proves nothing: it can neither find nor make one.
  const email = identity.emailVerified ? identity.email : null;
  const account = await findAccount(db, providerId, identity.subject, email);
  if (!account) {
    // Staff accounts are by invitation only; nobody is made here.
    if (area === 'backoffice') return { error: 1317 };
    if (!email) return { error: 1170 };
    return { signupCode: await holdSocialSignup(db, providerId, { ...identity, email }) };
  }
  const { user, isLinked } = account;
  if (user.blocked) return { error: 1311 };
  if (area === 'backoffice' && !isStaffRole(user.role)) return { error: 1317 };
  // Someone may have signed up with this address and a password of theirs without owning it;
  // linking would give them the real owner's sign-ins. The owner confirms the address first.
  if (!isLinked && !user.emailVerifiedAt) return { error: 1313 };
  // A provider is no second factor: staff who need one sign in with the password and the code.
  if (area === 'backoffice' && (await needsSecondFactor(db, user.id))) return { error: 1398 };
  return db.transaction(async (tx) => {
    if (!isLinked) {
      await tx
        .insert(socialIdentities)
        .values({ userId: user.id, provider: providerId, subject: identity.subject, email })
        .onConflictDoNothing({ target: [socialIdentities.provider, socialIdentities.subject] });
    }
    const token = await issueAccessToken(tx, user.id, deps.config.TOKEN_TTL_HOURS, area);
    return { token: token.access_token };
  });
}

/** The user an identity signed in as before, else the user with its verified address. */
async function findAccount(
  db: Database,
  providerId: string,
  subject: string,
  email: string | null,
): Promise<{ user: AuthenticatedUser; isLinked: boolean } | null> {
  const [linked] = await db
    .select({ user: users })
    .from(socialIdentities)
    .innerJoin(users, eq(users.id, socialIdentities.userId))
    .where(and(eq(socialIdentities.provider, providerId), eq(socialIdentities.subject, subject)))
    .limit(1);
  if (linked) return { user: linked.user, isLinked: true };
  if (!email) return null;
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user ? { user, isLinked: false } : null;
}
