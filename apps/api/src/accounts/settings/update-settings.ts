import type { ZSettingsUpdateSchema } from '@fitmarket/core/api/auth';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthenticatedUser } from '../../auth/tokens';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

/** Saves the settings that were sent; the ones left out keep their value. */
export async function updateSettings(
  db: Database,
  userId: number,
  input: z.infer<typeof ZSettingsUpdateSchema>,
): Promise<AuthenticatedUser> {
  const [user] = await db
    .update(users)
    .set({
      emailNotifications: input.email_notifications,
      language: input.language,
      firstName: input.first_name,
      lastName: input.last_name,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new Error(`user ${userId} vanished while signed in`);
  return user;
}
