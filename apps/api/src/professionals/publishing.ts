import { FAST_REGISTRATION_STEPS } from '@fitmarket/core/limits';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { professionalProfiles, users } from '../db/schema';
import { AppError } from '../errors/app-error';
import { refreshSearchDocuments } from '../search/search-document';
import { loadOwnProfile, lockProfile } from './own-profile';

/**
 * POST /v1/me/professional/publish: only a complete profile (rules/profile.ts), else 409 with
 * 1323. Checked under the profile's lock, so a save running beside it cannot slip in between.
 * A published profile has finished the fast registration.
 */
export async function publishProfile(db: Database, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockProfile(tx, userId);
    const { missing } = await loadOwnProfile(tx, userId);
    if (missing.length > 0) throw new AppError({ code: 1323 });
    await tx
      .update(users)
      .set({ published: true, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await tx
      .update(professionalProfiles)
      .set({ registrationStep: FAST_REGISTRATION_STEPS })
      .where(eq(professionalProfiles.userId, userId));
    await refreshSearchDocuments(tx, [userId]);
  });
}

/** POST /v1/me/professional/unpublish: the public page goes (404 to others) until published again. */
export async function unpublishProfile(db: Database, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ published: false, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await refreshSearchDocuments(tx, [userId]);
  });
}
