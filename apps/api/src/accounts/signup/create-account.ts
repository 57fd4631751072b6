import type { TSignup } from '@fitmarket/core/api/auth';
import { isLanguage, type Language } from '@fitmarket/core/language';
import { WEB_LINKS } from '@fitmarket/core/links';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { createCode } from '../../auth/codes';
import { accountMail } from '../../auth/emails';
import { sendWithinDailyLimit, withinDailyLimit } from '../../auth/mail-quota';
import { assertNewPassword } from '../../auth/passwords';
import { professionalProfiles, users } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { hashPassword } from '../../platform/password';
import { assertEmailAddress } from '../../shared/email-address';
import { assertConsents } from '../consents';
import { confirmationMail } from './confirmation-mail';

type SignupInput = TSignup;

/**
 * Creates a customer or professional account that cannot sign in until its address is
 * confirmed through the e-mailed link. The account and the queued mail commit together, so
 * neither exists without the other. An address that already has an account is answered the
 * same way (nobody learns who is registered); its owner is told by e-mail instead.
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
  const created = await withinDailyLimit(deps.mailQuota, input.email, 'own', () =>
    db.transaction(async (tx) => {
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
      if (!user) return false;
      // A professional starts with an empty, unpublished profile to fill in later.
      if (input.role === 'professional') {
        await tx.insert(professionalProfiles).values({ userId: user.id });
      }
      const code = await createCode(tx, {
        purpose: 'signup_confirmation',
        email: input.email,
        userId: user.id,
      });
      await deps.mail.send(confirmationMail(deps.config, { email: input.email, language, code }), {
        tx,
      });
      return true;
    }),
  );
  if (!created) {
    await deps.mailQuota.giveBack(input.email, 'own');
    await tellOwnerOfSignupAttempt(deps, input.email);
  }
  return { email: input.email };
}

/**
 * Someone signed up with an address that has an account: its owner hears of it in their
 * language, with the way back in. Anyone can cause this mail, so it draws on the public budget,
 * and a spent budget drops it quietly (the answer must not differ).
 */
async function tellOwnerOfSignupAttempt(
  deps: Pick<AppDeps, 'config' | 'database' | 'mail' | 'mailQuota'>,
  email: string,
): Promise<void> {
  const [owner] = await deps.database.db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.email, email));
  if (!owner) return;
  const language = isLanguage(owner.language) ? owner.language : 'en';
  const link = `${deps.config.webUrl}${WEB_LINKS.requestPasswordReset}`;
  try {
    await sendWithinDailyLimit(
      deps,
      accountMail('signupExisting', language, email, link),
      'public',
    );
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
}
