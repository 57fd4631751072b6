import { passwordIssues } from '@fitmarket/core/rules/password';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../errors/app-error';
import { hashPassword, verifyPassword } from '../platform/password';
import type { AuthenticatedUser } from './tokens';

/**
 * Refuses a new password that breaks the rules of packages/core (1307, 1308) or does not
 * match its repeat (1083), naming the field each error belongs to.
 */
export function assertNewPassword(
  password: string,
  repeat: string | undefined,
  fields: { password: string; repeat: string } = {
    password: 'password',
    repeat: 'password_repeat',
  },
): void {
  const issues = passwordIssues(password, repeat);
  if (issues.length > 0) {
    throw new AppError(
      issues.map((code) => ({ code, field: code === 1083 ? fields.repeat : fields.password })),
    );
  }
}

// Compared against when the address is unknown, so a wrong address costs as long as a wrong
// password and response times do not reveal which addresses have accounts.
const decoyHash = hashPassword('decoy-password-never-matches-1');

/**
 * The user for an e-mail and password: unknown address or wrong password 1025 (the same, on
 * purpose), social-only account 1167, blocked 1311 with the reason staff gave.
 */
export async function verifyPasswordSignIn(
  db: Database,
  email: string,
  password: string,
): Promise<AuthenticatedUser> {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  if (!user) {
    await verifyPassword(await decoyHash, password);
    throw new AppError({ code: 1025, field: 'email' });
  }
  if (!user.passwordHash) throw new AppError({ code: 1167, field: 'password' });
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError({ code: 1025, field: 'email' });
  }
  if (user.blocked) {
    throw new AppError({ code: 1311, vars: { reason: user.blockReason || '–' } });
  }
  return user;
}
