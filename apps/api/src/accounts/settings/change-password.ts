import type { TPasswordChange } from '@fitmarket/core/api/auth';
import { eq } from 'drizzle-orm';
import { assertNewPassword } from '../../auth/passwords';

import { type AuthenticatedUser, revokeOtherAccessTokens } from '../../auth/tokens';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { hashPassword, verifyPassword } from '../../platform/password';

/**
 * Changes the password of the signed-in user, who must know the current one (1033). An account
 * made through social sign-in has none yet and sets its first without it. Every other session
 * (and the calendar feed address) is signed out, so a stolen one does not outlive the change;
 * this session stays.
 */
export async function changePassword(
  db: Database,
  input: {
    user: AuthenticatedUser;
    currentToken: string;
    passwords: TPasswordChange;
  },
): Promise<void> {
  const { user, passwords } = input;
  if (user.passwordHash && !(await verifyPassword(user.passwordHash, passwords.current_password))) {
    throw new AppError({ code: 1033, field: 'current_password' });
  }
  assertNewPassword(passwords.password, passwords.password_repeat);
  const passwordHash = await hashPassword(passwords.password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await revokeOtherAccessTokens(tx, user.id, input.currentToken);
  });
}
