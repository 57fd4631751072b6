import type { TTwoFactorReset } from '@fitmarket/core/api/staff-security';
import { isStaffRole, STAFF_ROLES } from '@fitmarket/core/limits';
import { and, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit/record';
import { revokeAllAccessTokens } from '../../auth/tokens';
import type { Database } from '../../db/client';
import {
  accessTokens,
  staffPasskeys,
  staffRecoveryCodes,
  staffSecondFactors,
  staffSecurityPolicy,
  users,
} from '../../db/schema';
import { AppError } from '../../errors/app-error';

export async function isTwoFactorRequired(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ required: staffSecurityPolicy.requireTwoFactor })
    .from(staffSecurityPolicy)
    .limit(1);
  return row?.required ?? false;
}

/**
 * The owner requires (or stops requiring) a second factor of every staff member, audited. The
 * owner needs one first (409 with 1396), so they cannot lock out everyone, themselves included.
 * Back-office sessions of staff without one end at once: their next sign-in asks them to enrol.
 */
export async function setTwoFactorRequirement(
  db: Database,
  actorId: number,
  required: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await isTwoFactorRequired(tx);
    if (required) {
      const [own] = await tx
        .select({ confirmedAt: staffSecondFactors.confirmedAt })
        .from(staffSecondFactors)
        .where(eq(staffSecondFactors.userId, actorId));
      if (!own?.confirmedAt) throw new AppError({ code: 1396 });
    }
    await tx
      .insert(staffSecurityPolicy)
      .values({ id: 1, requireTwoFactor: required })
      .onConflictDoUpdate({
        target: staffSecurityPolicy.id,
        set: { requireTwoFactor: required, updatedAt: new Date() },
      });
    if (required && !before) await endSessionsWithoutSecondFactor(tx);
    if (required !== before) {
      await recordAudit(tx, {
        actorId,
        action: 'staff.require-two-factor',
        target: { type: 'user', id: actorId },
        before: { required: before },
        after: { required },
      });
    }
  });
}

async function endSessionsWithoutSecondFactor(tx: Database): Promise<void> {
  await tx
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(accessTokens.area, 'backoffice'),
        isNull(accessTokens.revokedAt),
        inArray(
          accessTokens.userId,
          tx
            .select({ id: users.id })
            .from(users)
            .where(
              and(
                inArray(users.role, [...STAFF_ROLES]),
                notExists(
                  tx
                    .select({ one: sql`1` })
                    .from(staffSecondFactors)
                    .where(
                      and(
                        eq(staffSecondFactors.userId, users.id),
                        sql`${staffSecondFactors.confirmedAt} is not null`,
                      ),
                    ),
                ),
              ),
            ),
        ),
      ),
    );
}

/**
 * The owner removes a staff member's second factor (a lost phone), audited. Their sessions end
 * with it: whoever holds them now may be the one who took the phone. Unknown or not staff: 404
 * with 1302; their own: 403 with 1402 (turning it off asks for the password and a code, which
 * a session left open must not skip). Answers whether there was one to remove.
 */
export async function resetStaffSecondFactor(
  db: Database,
  actorId: number,
  targetId: number,
): Promise<TTwoFactorReset> {
  if (targetId === actorId) throw new AppError({ code: 1402 }, 403);
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, targetId))
      .for('update');
    if (!target || !isStaffRole(target.role)) throw new AppError({ code: 1302 }, 404);
    const removed = await removeSecondFactor(tx, actorId, targetId);
    await revokeAllAccessTokens(tx, targetId);
    return { removed };
  });
}

/**
 * Removes a second factor (set up or only started) and its recovery codes, audited as
 * staff.reset-two-factor in the person's history, by the owner or by the person themselves.
 * Answers whether one was on.
 */
export async function removeSecondFactor(
  tx: Database,
  actorId: number,
  targetId: number,
): Promise<boolean> {
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, targetId));
  // Passkeys stand in for the code: they go with it.
  await tx.delete(staffPasskeys).where(eq(staffPasskeys.userId, targetId));
  const [factor] = await tx
    .delete(staffSecondFactors)
    .where(eq(staffSecondFactors.userId, targetId))
    .returning({ confirmedAt: staffSecondFactors.confirmedAt });
  const removed = Boolean(factor?.confirmedAt);
  await recordAudit(tx, {
    actorId,
    action: 'staff.reset-two-factor',
    target: { type: 'user', id: targetId },
    before: { two_factor: removed },
    after: { two_factor: false },
  });
  return removed;
}
