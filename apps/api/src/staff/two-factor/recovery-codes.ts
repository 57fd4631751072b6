import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@fitmarket/core/api/staff-security';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffRecoveryCodes } from '../../db/schema';

/** Letters and digits that cannot be mistaken for each other when read off paper. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** xxxxx-xxxxx: 10 characters of 31, about 50 bits, with the sign-in attempt limits in front. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** A person may type it in capitals or without the dash. */
function normalise(code: string): string {
  return code.toLowerCase().replace(/-/g, '');
}

/**
 * `salt.sha256(salt + code)`: a salt of its own per code (ASVS 2.6.2), since 50 bits alone
 * would fall to an offline search of a leaked database's plain digests.
 */
function hashCode(code: string, salt = randomBytes(8).toString('hex')): string {
  return `${salt}.${createHash('sha256')
    .update(salt + normalise(code))
    .digest('hex')}`;
}

function matches(stored: string, code: string): boolean {
  const [salt = ''] = stored.split('.');
  return timingSafeEqual(Buffer.from(stored), Buffer.from(hashCode(code, salt)));
}

/** Replaces a staff member's recovery codes with new ones; answers them (shown once). */
export async function replaceRecoveryCodes(tx: Database, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  await tx
    .insert(staffRecoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashCode(code) })));
  return codes;
}

/**
 * Marks the matching unused recovery code used; false when none matches. The update is
 * conditional on `used_at` still being empty, so of two racing requests only one wins.
 */
export async function useRecoveryCode(tx: Database, userId: number, code: string) {
  const unused = await tx
    .select({ id: staffRecoveryCodes.id, codeHash: staffRecoveryCodes.codeHash })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
  const found = unused.find((row) => matches(row.codeHash, code));
  if (!found) return false;
  const used = await tx
    .update(staffRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(staffRecoveryCodes.id, found.id), isNull(staffRecoveryCodes.usedAt)))
    .returning({ id: staffRecoveryCodes.id });
  return used.length > 0;
}
