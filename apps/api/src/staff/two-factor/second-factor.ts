import type {
  TRecoveryCodes,
  TTurnOffTwoFactor,
  TTwoFactorSetup,
  TTwoFactorStatus,
} from '@fitmarket/core/api/staff-security';
import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { AuthenticatedUser } from '../../auth/tokens';
import type { Database } from '../../db/client';
import { staffPasskeys, staffRecoveryCodes, staffSecondFactors } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { verifyPassword } from '../../platform/password';
import type { SecretBox } from '../../platform/secret-box';
import { isTwoFactorRequired, removeSecondFactor } from './policy';
import { replaceRecoveryCodes, useRecoveryCode } from './recovery-codes';
import { enrolmentCode, newTotpSecret, totpStep } from './totp';

/**
 * A staff member's TOTP second factor: set up (an unconfirmed secret), confirmed by a first
 * code (then the recovery codes are made), checked at sign-in. The secret is sealed at rest and
 * bound to its owner's id, so a sealed value moved to another row does not open.
 */

const sealContext = (userId: number) => `staff-totp:${userId}`;

async function factorOf(db: Database, userId: number) {
  const [row] = await db
    .select()
    .from(staffSecondFactors)
    .where(eq(staffSecondFactors.userId, userId))
    .limit(1);
  return row ?? null;
}

export async function hasSecondFactor(db: Database, userId: number): Promise<boolean> {
  return Boolean((await factorOf(db, userId))?.confirmedAt);
}

/** Whether a passkey may stand in for the code at sign-in (passkeys.ts). */
export async function hasPasskey(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.userId, userId));
  return (row?.n ?? 0) > 0;
}

export async function twoFactorStatus(db: Database, userId: number): Promise<TTwoFactorStatus> {
  const [codes] = await db
    .select({ left: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
  return {
    enabled: await hasSecondFactor(db, userId),
    required: await isTwoFactorRequired(db),
    recovery_codes_left: codes?.left ?? 0,
  };
}

/**
 * Starts (or starts again) setting up: a new secret, unconfirmed until a code from it is given.
 * 409 with 1394 when one is on already (the owner resets a lost one).
 */
export async function startEnrolment(
  deps: { db: Database; secretBox: SecretBox },
  user: { id: number; email: string },
): Promise<TTwoFactorSetup> {
  const { db, secretBox } = deps;
  if (await hasSecondFactor(db, user.id)) throw new AppError({ code: 1394 });
  const secret = newTotpSecret();
  const sealedSecret = secretBox.seal(secret, sealContext(user.id));
  await db
    .insert(staffSecondFactors)
    .values({ userId: user.id, sealedSecret })
    .onConflictDoUpdate({
      target: staffSecondFactors.userId,
      set: { sealedSecret, createdAt: new Date() },
      // Never over a confirmed one, even if it was confirmed a moment ago by another request.
      where: isNull(staffSecondFactors.confirmedAt),
    });
  const { otpauthUrl, qrCode } = await enrolmentCode(secret, user.email);
  return { secret, otpauth_url: otpauthUrl, qr_code: qrCode };
}

/**
 * Accepts a TOTP code for `userId` at most once per time step: the step must be after the last
 * one taken, and the row's update is conditional on that, so two requests racing with the same
 * code cannot both pass. `confirming` takes the unconfirmed secret of a setup instead.
 */
async function acceptTotp(
  tx: Database,
  secretBox: SecretBox,
  userId: number,
  code: string,
  confirming: boolean,
): Promise<boolean> {
  const factor = await factorOf(tx, userId);
  if (!factor || Boolean(factor.confirmedAt) === confirming) return false;
  const step = totpStep(secretBox.open(factor.sealedSecret, sealContext(userId)), code);
  if (step === null) return false;
  const now = new Date();
  const taken = await tx
    .update(staffSecondFactors)
    .set({ lastStep: step, ...(confirming ? { confirmedAt: now } : {}) })
    .where(
      and(
        eq(staffSecondFactors.userId, userId),
        or(isNull(staffSecondFactors.lastStep), lt(staffSecondFactors.lastStep, step)),
        confirming
          ? isNull(staffSecondFactors.confirmedAt)
          : isNotNull(staffSecondFactors.confirmedAt),
      ),
    )
    .returning({ userId: staffSecondFactors.userId });
  return taken.length > 0;
}

/**
 * Finishes setting up with the first code from the app; answers the recovery codes, shown once.
 * 409 with 1395 when no setup is waiting (1394 when it is on already), 422 with 1392 wrong code.
 */
export async function confirmEnrolment(
  deps: { db: Database; secretBox: SecretBox },
  userId: number,
  code: string,
): Promise<TRecoveryCodes> {
  return deps.db.transaction(async (tx) => {
    const factor = await factorOf(tx, userId);
    if (!factor) throw new AppError({ code: 1395 });
    if (factor.confirmedAt) throw new AppError({ code: 1394 });
    if (!(await acceptTotp(tx, deps.secretBox, userId, code, true))) {
      throw new AppError({ code: 1392, field: 'code' });
    }
    return { recovery_codes: await replaceRecoveryCodes(tx, userId) };
  });
}

/**
 * The second factor at sign-in: a current TOTP code not used before, or an unused recovery
 * code (then spent). 422 with 1392 otherwise. Call inside the transaction that signs in.
 */
export async function verifySecondFactor(
  tx: Database,
  secretBox: SecretBox,
  userId: number,
  code: string,
): Promise<void> {
  const accepted = /^\d+$/.test(code)
    ? await acceptTotp(tx, secretBox, userId, code, false)
    : await useRecoveryCode(tx, userId, code);
  if (!accepted) throw new AppError({ code: 1392, field: 'code' });
}

/**
 * Turns one's own second factor off: needs the password and a current code (or a recovery
 * code), so a session left open cannot do it. 409 with 1400 while the owners require it, 1401
 * when it is not on; 422 with 1033 a wrong password, 1392 a wrong code. Audited like a reset.
 */
export async function turnOffSecondFactor(
  deps: { db: Database; secretBox: SecretBox },
  user: AuthenticatedUser,
  input: TTurnOffTwoFactor,
): Promise<TTwoFactorStatus> {
  // Before the transaction: argon2 takes a while, and a connection should not wait on it.
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.password))) {
    throw new AppError({ code: 1033, field: 'password' });
  }
  await deps.db.transaction(async (tx) => {
    if (await isTwoFactorRequired(tx)) throw new AppError({ code: 1400 });
    if (!(await hasSecondFactor(tx, user.id))) throw new AppError({ code: 1401 });
    await verifySecondFactor(tx, deps.secretBox, user.id, input.code);
    await removeSecondFactor(tx, user.id, user.id);
  });
  return twoFactorStatus(deps.db, user.id);
}

/**
 * New recovery codes for one's own second factor, given a current code (or a recovery code):
 * the old ones stop working, the new ones are shown this once. 409 with 1401 when it is not on,
 * 422 with 1392 a wrong code.
 */
export async function renewRecoveryCodes(
  deps: { db: Database; secretBox: SecretBox },
  userId: number,
  code: string,
): Promise<TRecoveryCodes> {
  return deps.db.transaction(async (tx) => {
    if (!(await hasSecondFactor(tx, userId))) throw new AppError({ code: 1401 });
    await verifySecondFactor(tx, deps.secretBox, userId, code);
    return { recovery_codes: await replaceRecoveryCodes(tx, userId) };
  });
}

/**
 * Seals every stored TOTP secret again with the current key (`npm run reseal-secrets`); answers
 * how many moved. A row changes only if its secret is still the one read (a new setup wins).
 */
export async function resealSecondFactors(db: Database, secretBox: SecretBox): Promise<number> {
  const rows = await db
    .select({ userId: staffSecondFactors.userId, sealedSecret: staffSecondFactors.sealedSecret })
    .from(staffSecondFactors);
  let moved = 0;
  for (const { userId, sealedSecret } of rows) {
    if (!secretBox.isStale(sealedSecret)) continue;
    const context = sealContext(userId);
    const updated = await db
      .update(staffSecondFactors)
      .set({ sealedSecret: secretBox.seal(secretBox.open(sealedSecret, context), context) })
      .where(
        and(
          eq(staffSecondFactors.userId, userId),
          eq(staffSecondFactors.sealedSecret, sealedSecret),
        ),
      )
      .returning({ userId: staffSecondFactors.userId });
    moved += updated.length;
  }
  return moved;
}
