import type { ErrorCode } from '@fitmarket/core/errors/catalogue';
import { FAST_REGISTRATION_STEPS } from '@fitmarket/core/limits';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { professionalProfiles, users } from '../db/schema';
import { AppError } from '../errors/app-error';
import { refreshSearchDocuments } from '../search/search-document';
import { loadOwnProfile, lockProfile } from './own-profile';

/**
 * Publishes inside the caller's transaction: only a complete profile (rules/profile.ts), else
 * 409 with `incomplete` (1323 to the professional; staff get their own wording). Checked under
 * the profile's lock, so a save running beside it cannot slip in between. A published profile
 * has finished the fast registration.
 */
export async function markPublished(
  tx: Database,
  userId: number,
  incomplete: ErrorCode = 1323,
): Promise<void> {
  await lockProfile(tx, userId);
  const { missing } = await loadOwnProfile(tx, userId);
  if (missing.length > 0) throw new AppError({ code: incomplete });
  await tx
    .update(users)
    .set({ published: true, updatedAt: new Date() })
    .where(eq(users.id, userId));
  await tx
    .update(professionalProfiles)
    .set({ registrationStep: FAST_REGISTRATION_STEPS })
    .where(eq(professionalProfiles.userId, userId));
  await refreshSearchDocuments(tx, [userId]);
}

/** Unpublishes inside the caller's transaction: the public page goes (404 to others). */
export async function markUnpublished(tx: Database, userId: number): Promise<void> {
  await tx
    .update(users)
    .set({ published: false, updatedAt: new Date() })
    .where(eq(users.id, userId));
  await refreshSearchDocuments(tx, [userId]);
}

/** POST /v1/me/professional/publish. */
export async function publishProfile(db: Database, userId: number): Promise<void> {
  await db.transaction((tx) => markPublished(tx, userId));
}

/** POST /v1/me/professional/unpublish: hidden until published again. */
export async function unpublishProfile(db: Database, userId: number): Promise<void> {
  await db.transaction((tx) => markUnpublished(tx, userId));
}
