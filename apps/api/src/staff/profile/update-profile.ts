import type { TAdminProfileSaved, TAdminProfileUpdate } from '@fitmarket/core/api/auth';
import { eq } from 'drizzle-orm';
import { assertNewPassword } from '../../auth/passwords';

import { type AuthenticatedUser, revokeOtherAccessTokens } from '../../auth/tokens';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { hashPassword, verifyPassword } from '../../platform/password';
import type { FileStorage } from '../../platform/storage/file-storage';
import { avatarColumns, discardReplacedAvatar } from '../../uploads/avatar';

/**
 * Saves the staff member's own profile. Every save needs the current password (1033), so a
 * session left open on someone's desk cannot be used to take over the account. A new password
 * signs out every other session; this one stays.
 */
export async function updateAdminProfile(
  deps: { db: Database; storage: FileStorage },
  input: {
    user: AuthenticatedUser;
    currentToken: string;
    changes: TAdminProfileUpdate;
  },
): Promise<TAdminProfileSaved> {
  const { user, changes } = input;
  // Staff sign up with a password; one without it (none to check) cannot be verified either.
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, changes.password))) {
    throw new AppError({ code: 1033, field: 'password' });
  }
  // The form always sends the field; left empty it means "keep my password".
  const newPassword = changes.password_new || undefined;
  if (newPassword !== undefined) {
    assertNewPassword(newPassword, changes.password_repeat ?? '', {
      password: 'password_new',
      repeat: 'password_repeat',
    });
  }
  const passwordHash = newPassword === undefined ? undefined : await hashPassword(newPassword);
  const avatar =
    changes.image === undefined ? undefined : await avatarColumns(deps, user, changes.image);

  const saved = await deps.db.transaction(async (tx) => {
    const [saved] = await tx
      .update(users)
      .set({
        firstName: changes.first_name,
        lastName: changes.last_name,
        description: changes.description,
        ...avatar,
        passwordHash,
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id))
      .returning();
    if (!saved) throw new AppError({ code: 1091 });
    if (passwordHash) await revokeOtherAccessTokens(tx, user.id, input.currentToken);
    return saved;
  });
  await discardReplacedAvatar(deps, user.imageFileId, saved);
  return {
    first_name: saved.firstName,
    last_name: saved.lastName,
    email_notifications: saved.emailNotifications,
    image: saved.image,
  };
}
