import { SECOND_FACTOR_STEP_MINUTES } from '@fitmarket/core/api/staff-security';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { oneTimeCodes } from '../db/schema';
import { digest, newSecret } from './secrets';

export type CodePurpose = (typeof oneTimeCodes.$inferSelect)['purpose'];
export type OneTimeCode = typeof oneTimeCodes.$inferSelect;

/** How long each kind of e-mailed link works. */
export const CODE_TTL_MS: Record<CodePurpose, number> = {
  staff_registration: 7 * 24 * 3_600_000,
  signup_confirmation: 3 * 24 * 3_600_000,
  password_reset: 3_600_000,
  account_deletion: 24 * 3_600_000,
  social_signup: 30 * 60_000,
  social_login: 10 * 60_000,
  staff_sign_in: SECOND_FACTOR_STEP_MINUTES * 60_000,
  social_connect: 10 * 60_000,
  passkey_registration: SECOND_FACTOR_STEP_MINUTES * 60_000,
};

/** Makes a code and returns the secret for the link; only its digest is kept. */
export async function createCode(
  db: Database,
  input: { purpose: CodePurpose; email: string; userId?: number; payload?: Record<string, string> },
): Promise<string> {
  const code = newSecret();
  await db.insert(oneTimeCodes).values({
    purpose: input.purpose,
    email: input.email.toLowerCase(),
    userId: input.userId,
    payload: input.payload,
    codeHash: digest(code),
    expiresAt: new Date(Date.now() + CODE_TTL_MS[input.purpose]),
  });
  return code;
}

/** The code if it exists for this purpose, is unused and has not expired; else null. */
export async function findUsableCode(
  db: Database,
  purpose: CodePurpose,
  code: string,
): Promise<OneTimeCode | null> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.codeHash, digest(code)),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Marks the code used, atomically: of two requests racing with the same link only one gets the
 * row back. Call inside the transaction that does the work the code allows.
 */
export async function consumeCode(
  db: Database,
  purpose: CodePurpose,
  code: string,
): Promise<OneTimeCode | null> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeCodes.codeHash, digest(code)),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, new Date()),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Deletes codes used or expired before `before`; until then a link that no longer works can
 * still be told apart from one that never existed. Returns how many went.
 */
export async function deleteDeadCodes(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(oneTimeCodes)
    .where(or(lt(oneTimeCodes.usedAt, before), lt(oneTimeCodes.expiresAt, before)))
    .returning({ id: oneTimeCodes.id });
  return deleted.length;
}
