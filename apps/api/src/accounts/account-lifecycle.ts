import type { Language } from '@fitmarket/core/language';
import { and, count, eq, ne } from 'drizzle-orm';
import type { AppDeps } from '../app-deps';
import { consumeCode, createCode, findUsableCode } from '../auth/codes';
import { accountMail } from '../auth/emails';
import { type MailBudget, sendWithinDailyLimit } from '../auth/mail-quota';
import { assertNewPassword } from '../auth/passwords';
import { revokeAllAccessTokens } from '../auth/tokens';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../errors/app-error';
import { hashPassword } from '../platform/password';
import { copiesOwnedBy, removeCopies } from '../uploads/stored-images';

/**
 * Password reset and self-deletion, shared by the back-office and the marketplace: only the
 * page the e-mailed link opens differs (`linkBase` + code).
 *
 * Mail goes out after the database work is committed: a failed send (1028) never undoes it,
 * and PGlite cannot run the outbox insert while a transaction holds the connection.
 */

type Deps = Pick<AppDeps, 'database' | 'mail' | 'mailQuota'>;

function userLanguage(language: string): Language {
  return language === 'fi' ? 'fi' : 'en';
}

/**
 * Mails a reset link when the address has an account; says nothing either way. `budget` is
 * `own` when the client asking signed in to the account lately, `public` otherwise.
 */
export async function requestPasswordReset(
  deps: Deps,
  input: { email: string; linkBase: string; budget: MailBudget },
): Promise<void> {
  const { db } = deps.database;
  const email = input.email.toLowerCase();
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user || user.blocked) return;
  const code = await createCode(db, { purpose: 'password_reset', email, userId: user.id });
  await sendWithinDailyLimit(
    deps,
    accountMail('passwordReset', userLanguage(user.language), email, `${input.linkBase}${code}`),
    input.budget,
  );
}

/** The address a reset link is for; 1014 (404) when the link is unknown, used or expired. */
export async function lookUpPasswordReset(deps: Deps, code: string): Promise<{ email: string }> {
  const row = await findUsableCode(deps.database.db, 'password_reset', code);
  if (!row) throw new AppError({ code: 1014 });
  return { email: row.email };
}

/**
 * Sets the new password and signs the user out everywhere. The rules are checked before the
 * link is spent, so a refused password does not burn it.
 */
export async function completePasswordReset(
  deps: Deps,
  input: { code: string; email?: string; password: string; passwordRepeat: string },
): Promise<{ userId: number }> {
  assertNewPassword(input.password, input.passwordRepeat);
  const passwordHash = await hashPassword(input.password);
  const { db } = deps.database;
  return db.transaction(async (tx) => {
    const row = await consumeCode(tx, 'password_reset', input.code);
    if (!row?.userId || (input.email && input.email.toLowerCase() !== row.email)) {
      throw new AppError({ code: 1040 });
    }
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, row.userId));
    await revokeAllAccessTokens(tx, row.userId);
    return { userId: row.userId };
  });
}

/** Mails the link that completes self-deletion (SPEC §4 "Account deletion"). */
export async function requestAccountDeletion(
  deps: Deps,
  input: { user: { id: number; email: string; language: string; role: string }; linkBase: string },
): Promise<void> {
  const { db } = deps.database;
  await assertNotLastOwner(db, input.user);
  const code = await createCode(db, {
    purpose: 'account_deletion',
    email: input.user.email,
    userId: input.user.id,
  });
  await sendWithinDailyLimit(
    deps,
    accountMail(
      'accountDeletion',
      userLanguage(input.user.language),
      input.user.email,
      `${input.linkBase}${code}`,
    ),
    'own',
  );
}

/**
 * Deletes the account the link was made for. What goes with it (foreign keys decide, see the
 * schema): its tokens, codes, social identities, professional profile, services, locations and
 * the reviews it received and its uploads; reviews it wrote stay, anonymised (author set to
 * null). The uploads' stored copies are removed once the deletion is committed.
 */
export async function completeAccountDeletion(
  deps: Pick<AppDeps, 'database' | 'storage'>,
  code: string,
): Promise<{ userId: number }> {
  const { userId, copies } = await deps.database.db.transaction(async (tx) => {
    const row = await consumeCode(tx, 'account_deletion', code);
    if (!row?.userId) throw new AppError({ code: 1315 });
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId)).limit(1);
    if (!user) throw new AppError({ code: 1315 });
    await assertNotLastOwner(tx, user);
    const owned = await copiesOwnedBy(tx, user.id);
    await tx.delete(users).where(eq(users.id, user.id));
    return { userId: user.id, copies: owned };
  });
  await removeCopies(deps.storage, copies);
  return { userId };
}

/** The product must keep an owner: the only one cannot delete themselves (1312). */
async function assertNotLastOwner(db: Database, user: { id: number; role: string }): Promise<void> {
  if (user.role !== 'owner') return;
  const [row] = await db
    .select({ owners: count() })
    .from(users)
    .where(and(eq(users.role, 'owner'), ne(users.id, user.id)));
  if (!row || row.owners === 0) throw new AppError({ code: 1312 });
}
