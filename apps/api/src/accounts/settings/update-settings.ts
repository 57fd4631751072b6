import type { TSettingsUpdate } from '@fitmarket/core/api/auth';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AuthenticatedUser } from '../../auth/tokens';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { FileStorage } from '../../platform/storage/file-storage';
import { refreshSearchDocuments } from '../../search/search-document';
import { avatarColumns, discardReplacedAvatar } from '../../uploads/avatar';

/**
 * The stored preferences with the types and channels sent changed, in one statement, so two
 * tabs changing different switches at once both keep their change.
 */
function mergedPreferences(update: TSettingsUpdate['notification_preferences']): SQL | undefined {
  const changed = Object.entries(update ?? {}).flatMap(([type, channels]) =>
    channels
      ? [
          sql`${type}::text, coalesce(${users.notificationPreferences} -> ${type}::text, '{}'::jsonb) || ${JSON.stringify(channels)}::jsonb`,
        ]
      : [],
  );
  if (changed.length === 0) return undefined;
  return sql`${users.notificationPreferences} || jsonb_build_object(${sql.join(changed, sql`, `)})`;
}

/** Saves the settings that were sent; the ones left out keep their value. */
export async function updateSettings(
  deps: { db: Database; storage: FileStorage },
  user: AuthenticatedUser,
  input: TSettingsUpdate,
): Promise<AuthenticatedUser> {
  const avatar =
    input.image === undefined ? undefined : await avatarColumns(deps, user, input.image);
  const saved = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        emailNotifications: input.email_notifications,
        notificationPreferences: mergedPreferences(input.notification_preferences),
        language: input.language,
        ...avatar,
        firstName: input.first_name,
        lastName: input.last_name,
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id))
      .returning();
    // A professional's name is in their search document.
    if (row && (input.first_name !== undefined || input.last_name !== undefined)) {
      await refreshSearchDocuments(tx, [user.id]);
    }
    return row;
  });
  if (!saved) throw new Error(`user ${user.id} vanished while signed in`);
  await discardReplacedAvatar(deps, user.imageFileId, saved);
  return saved;
}
