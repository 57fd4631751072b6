import { DEFAULT_LANGUAGE, isLanguage } from '@fitmarket/core/language';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { createCode } from '../../auth/codes';
import { sendWithinDailyLimit } from '../../auth/mail-quota';
import { users } from '../../db/schema';
import { assertEmailAddress } from '../../shared/email-address';
import { confirmationMail } from './confirmation-mail';

/**
 * Mails a fresh confirmation link to an account still waiting for one. Unknown, confirmed and
 * blocked addresses get nothing, and the caller answers the same either way.
 */
export async function resendConfirmation(
  deps: Pick<AppDeps, 'config' | 'database' | 'mail' | 'mailQuota'>,
  email: string,
): Promise<void> {
  assertEmailAddress(email);
  const { db } = deps.database;
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.emailVerifiedAt), eq(users.blocked, false)))
    .limit(1);
  if (!user) return;
  const code = await createCode(db, { purpose: 'signup_confirmation', email, userId: user.id });
  const language = isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE;
  await sendWithinDailyLimit(
    deps,
    confirmationMail(deps.config, { email, language, code }),
    'public',
  );
}
