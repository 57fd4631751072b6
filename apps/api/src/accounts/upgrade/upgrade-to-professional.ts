import { and, eq } from 'drizzle-orm';
import { authorize } from '../../access/permissions';
import type { AuthenticatedUser } from '../../auth/tokens';
import type { Database } from '../../db/client';
import { feedbacks, professionalProfiles, users } from '../../db/schema';
import { AppError } from '../../errors/app-error';

/** A tester's reward (SPEC §1): Premium for life. */
const TESTER_MEMBERSHIP_ID = 3;

/**
 * A customer becomes a professional with an empty, unpublished profile (SPEC §6 "A customer
 * may upgrade to professional"). Any other role is refused with 1305 (access/permissions.ts);
 * the role is checked again in the update itself, so two racing requests cannot both pass.
 */
export function upgradeToProfessional(
  db: Database,
  actor: AuthenticatedUser,
): Promise<AuthenticatedUser> {
  authorize(actor, 'account.upgrade', { userId: actor.id, role: actor.role });
  const userId = actor.id;
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ role: 'professional', updatedAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.role, 'customer')))
      .returning();
    if (!user) throw new AppError({ code: 1305 });
    await tx.insert(professionalProfiles).values({ userId }).onConflictDoNothing();
    // A customer who tested the product (SPEC §1) brings the testers' lifetime Premium along.
    const [tested] = await tx
      .select({ id: feedbacks.id })
      .from(feedbacks)
      .where(eq(feedbacks.userId, userId))
      .limit(1);
    if (tested) {
      const [premium] = await tx
        .update(users)
        .set({ membershipId: TESTER_MEMBERSHIP_ID, membershipLifetime: true })
        .where(eq(users.id, userId))
        .returning();
      if (premium) return premium;
    }
    return user;
  });
}
