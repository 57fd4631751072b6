import { BACKOFFICE_LINKS } from '@fitmarket/core/links';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../../app';
import { requestPasswordReset } from '../../../auth/account-lifecycle';
import { isStaff } from '../../../auth/guard';
import { users } from '../../../db/schema';
import { assertEmailAddress } from '../../account/email-address';

/**
 * The back-office mails a reset link only to staff: the link opens a back-office page, and
 * marketplace users reset their password on the marketplace. Says nothing either way.
 */
export async function requestStaffPasswordReset(
  deps: Pick<AppDeps, 'config' | 'database' | 'mail'>,
  email: string,
): Promise<void> {
  assertEmailAddress(email);
  const [user] = await deps.database.db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  if (!user || !isStaff(user)) return;
  await requestPasswordReset(deps, {
    email,
    linkBase: `${deps.config.backofficeUrl}${BACKOFFICE_LINKS.forgot}`,
  });
}
