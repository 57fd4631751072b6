import type {
  TAccessToken,
  TSocialSignupComplete,
  TSocialSignupInfo,
} from '@fitmarket/core/api/auth';
import type { Language } from '@fitmarket/core/language';
import { z } from 'zod';
import { assertConsents } from '../accounts/consents';
import type { AppDeps } from '../app-deps';
import { consumeCode, createCode, findUsableCode, type OneTimeCode } from '../auth/codes';
import { issueAccessToken } from '../auth/tokens';
import type { Database } from '../db/client';
import { professionalProfiles, socialIdentities, users } from '../db/schema';
import { AppError } from '../errors/app-error';
import type { SocialIdentity, SocialProvider } from '../platform/social/social-provider';

/**
 * A new person from a provider becomes a marketplace user in two steps: the callback keeps
 * who the provider says they are behind a code (social_signup, 30 minutes), and the sign-up
 * page shows it, lets them pick a role and accept the terms, and spends the code.
 */
const ZPendingSignupSchema = z.object({
  provider: z.string(),
  subject: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});

type SignupInput = TSocialSignupComplete;

/** Keeps a verified identity for the sign-up page; returns the code for its address. */
export function holdSocialSignup(
  db: Database,
  providerId: string,
  identity: SocialIdentity & { email: string },
): Promise<string> {
  const pending: z.infer<typeof ZPendingSignupSchema> = {
    provider: providerId,
    subject: identity.subject,
    first_name: identity.firstName,
    last_name: identity.lastName,
  };
  return createCode(db, { purpose: 'social_signup', email: identity.email, payload: pending });
}

/** The pending sign-up behind a code row, or null when the row is missing or not one. */
function pendingSignup(row: OneTimeCode | null) {
  const parsed = ZPendingSignupSchema.safeParse(row?.payload);
  return row && parsed.success ? { email: row.email, ...parsed.data } : null;
}

/** What the sign-up page shows; 1314 (404) for an unknown, used or expired code. */
export async function lookUpSocialSignup(
  db: Database,
  providers: ReadonlyMap<string, SocialProvider>,
  code: string,
): Promise<TSocialSignupInfo> {
  const pending = pendingSignup(await findUsableCode(db, 'social_signup', code));
  if (!pending) throw new AppError({ code: 1314 });
  return {
    email: pending.email,
    first_name: pending.first_name,
    last_name: pending.last_name,
    provider: providers.get(pending.provider)?.name ?? pending.provider,
  };
}

/**
 * Creates the account without a password (the provider vouched for the address, so it is
 * verified), links the identity and signs in, all or nothing. The consents are checked before
 * the code is spent, so unticked boxes do not burn it.
 */
export function completeSocialSignup(
  deps: Pick<AppDeps, 'config' | 'database'>,
  input: SignupInput,
  language: Language,
): Promise<TAccessToken> {
  assertConsents(input);
  return deps.database.db.transaction(async (tx) => {
    const pending = pendingSignup(await consumeCode(tx, 'social_signup', input.code));
    if (!pending) throw new AppError({ code: 1314 });
    const now = new Date();
    const [user] = await tx
      .insert(users)
      .values({
        email: pending.email,
        role: input.role,
        firstName: pending.first_name,
        lastName: pending.last_name,
        emailNotifications: input.email_notifications,
        language,
        emailVerifiedAt: now,
        termsAcceptedAt: now,
        privacyAcceptedAt: now,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    // Someone signed up with this address since the provider sent the person here.
    if (!user) throw new AppError({ code: 1087 });
    const [identity] = await tx
      .insert(socialIdentities)
      .values({
        userId: user.id,
        provider: pending.provider,
        subject: pending.subject,
        email: pending.email,
      })
      .onConflictDoNothing({ target: [socialIdentities.provider, socialIdentities.subject] })
      .returning({ id: socialIdentities.id });
    // The provider account already belongs to a user (signed up under another address).
    if (!identity) throw new AppError({ code: 1087 });
    if (input.role === 'professional') {
      await tx.insert(professionalProfiles).values({ userId: user.id });
    }
    return issueAccessToken(tx, user.id, deps.config.TOKEN_TTL_HOURS);
  });
}
