import type { TPasswordChange } from '@fitmarket/core/api/auth';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { assertNewPassword } from '../../auth/passwords';
import { digest } from '../../auth/secrets';
import type { AuthenticatedUser } from '../../auth/tokens';
import type { Database } from '../../db/client';
import { accessTokens, users } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { hashPassword, verifyPassword } from '../../platform/password';

/**
 * Changes the password of the signed-in user, who must know the current one (1033). An account
 * made through social sign-in has none yet and sets its first without it. Every other session
 * is signed out, so a stolen session does not outlive the change; this one stays.
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
    await tx
      .update(accessTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(accessTokens.userId, user.id),
          ne(accessTokens.tokenHash, digest(input.currentToken)),
          isNull(accessTokens.revokedAt),
        ),
      );
  });
}
