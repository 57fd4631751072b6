import { isStaffRole } from '@fitmarket/core/limits';
import { BACKOFFICE_LINKS } from '@fitmarket/core/links';
import { eq } from 'drizzle-orm';
import { requestPasswordReset } from '../../accounts/account-lifecycle';
import type { AppDeps } from '../../app-deps';
import type { MailBudget } from '../../auth/mail-quota';
import { users } from '../../db/schema';
import { assertEmailAddress } from '../../shared/email-address';

/**
 * The back-office mails a reset link only to staff: the link opens a back-office page, and
 * marketplace users reset their password on the marketplace. Says nothing either way.
 */
export async function requestStaffPasswordReset(
  deps: Pick<AppDeps, 'config' | 'database' | 'mail' | 'mailQuota'>,
  email: string,
  budget: MailBudget,
): Promise<void> {
  assertEmailAddress(email);
  const [user] = await deps.database.db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  if (!user || !isStaffRole(user.role)) return;
  await requestPasswordReset(deps, {
    email,
    linkBase: `${deps.config.backofficeUrl}${BACKOFFICE_LINKS.forgot}`,
    budget,
  });
}
