import type { TSignup } from '@fitmarket/core/api/auth';
import type { Language } from '@fitmarket/core/language';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { createCode } from '../../auth/codes';
import { assertNewPassword } from '../../auth/passwords';
import { professionalProfiles, users } from '../../db/schema';
import { AppError, type AppErrorItem } from '../../errors/app-error';
import { hashPassword } from '../../platform/password';
import { assertEmailAddress } from '../email-address';
import { sendConfirmationLink } from './confirmation-mail';

type SignupInput = TSignup;

/**
 * Creates a customer or professional account that cannot sign in until its address is
 * confirmed through the e-mailed link. All or nothing: when the link cannot be sent (1028, 1007)
 * the account goes again, so the address is not held by an account nobody can get into and the
 * same sign-up works once mail does.
 */
export async function createAccount(
  deps: Pick<AppDeps, 'config' | 'database' | 'mail' | 'mailQuota'>,
  input: SignupInput,
  requestLanguage: Language,
): Promise<{ email: string }> {
  assertEmailAddress(input.email);
  assertConsents(input);
  assertNewPassword(input.password, undefined);

  const { db } = deps.database;
  const passwordHash = await hashPassword(input.password);
  const language = input.language ?? requestLanguage;
  const { userId, code } = await db.transaction(async (tx) => {
    const now = new Date();
    // Checked by the unique index itself, so two sign-ups racing for one address cannot both win.
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        role: input.role,
        firstName: input.first_name,
        lastName: input.last_name,
        emailNotifications: input.email_notifications,
        language,
        termsAcceptedAt: now,
        privacyAcceptedAt: now,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!user) throw new AppError({ code: 1087, field: 'email' });
    // A professional starts with an empty, unpublished profile to fill in later.
    if (input.role === 'professional') {
      await tx.insert(professionalProfiles).values({ userId: user.id });
    }
    const code = await createCode(tx, {
      purpose: 'signup_confirmation',
      email: input.email,
      userId: user.id,
    });
    return { userId: user.id, code };
  });

  try {
    await sendConfirmationLink(deps, { email: input.email, language, code }, 'own');
  } catch (error) {
    // Its profile and codes go with it (foreign keys).
    await db.delete(users).where(eq(users.id, userId));
    throw error;
  }
  return { email: input.email };
}

/** Both the terms of use and the privacy policy must be accepted (1309 on each unticked box). */
function assertConsents(input: Pick<SignupInput, 'terms_accepted' | 'privacy_accepted'>): void {
  const missing: AppErrorItem[] = [];
  if (!input.terms_accepted) missing.push({ code: 1309, field: 'terms_accepted' });
  if (!input.privacy_accepted) missing.push({ code: 1309, field: 'privacy_accepted' });
  if (missing.length > 0) throw new AppError(missing);
}
