import type { TAccessToken } from '@fitmarket/core/api/auth';
import { and, eq, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accessTokens, calendarFeeds, users } from '../db/schema';
import { AppError } from '../errors/app-error';
import { digest, newSecret } from './secrets';

export type AuthenticatedUser = typeof users.$inferSelect;
/** The listener a session belongs to (app.ts): a back-office session only after staff sign-in. */
export type TokenArea = (typeof accessTokens.$inferSelect)['area'];

/** Starts a session in an area: a new opaque token, and the user's last_login. */
export async function issueAccessToken(
  db: Database,
  userId: number,
  ttlHours: number,
  area: TokenArea = 'marketplace',
): Promise<TAccessToken> {
  const token = newSecret();
  const now = new Date();
  await db.insert(accessTokens).values({
    userId,
    tokenHash: digest(token),
    area,
    expiresAt: new Date(now.getTime() + ttlHours * 3_600_000),
  });
  await db.update(users).set({ lastLogin: now }).where(eq(users.id, userId));
  return { access_token: token, token_type: 'Bearer', expires_in: ttlHours * 3600 };
}

/**
 * The user behind a bearer token, and the area it was started in. Unknown or revoked: 1091;
 * expired: 1085; a user blocked since signing in is signed out at once (1311 carries the
 * reason). Blocking also revokes the user's tokens (so activating does not bring old sessions
 * back); the block is told first, so their next request still says why rather than "token
 * invalid".
 */
export async function resolveSession(
  db: Database,
  token: string,
): Promise<{ user: AuthenticatedUser; area: TokenArea }> {
  const [row] = await db
    .select({ token: accessTokens, user: users })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(eq(accessTokens.tokenHash, digest(token)))
    .limit(1);
  if (!row) throw new AppError({ code: 1091 });
  if (row.user.blocked) {
    throw new AppError({ code: 1311, vars: { reason: row.user.blockReason ?? '' } });
  }
  if (row.token.revokedAt) throw new AppError({ code: 1091 });
  if (row.token.expiresAt.getTime() <= Date.now()) throw new AppError({ code: 1085 });
  return { user: row.user, area: row.token.area };
}

/** The user behind a bearer token (resolveSession's refusals). */
export async function resolveAccessToken(db: Database, token: string): Promise<AuthenticatedUser> {
  return (await resolveSession(db, token)).user;
}

/** Ends one session; answers whose, or null when it had ended already. */
export async function revokeAccessToken(db: Database, token: string): Promise<number | null> {
  const [revoked] = await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(accessTokens.tokenHash, digest(token)), isNull(accessTokens.revokedAt)))
    .returning({ userId: accessTokens.userId });
  return revoked?.userId ?? null;
}

/**
 * Signs a user out everywhere (password reset, blocking). The private calendar feed address
 * ends too: it is a way in like a session, and the person makes a new one when signed in.
 */
export async function revokeAllAccessTokens(db: Database, userId: number): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)));
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** Signs a user out everywhere but in the session making the change (a new password). */
export async function revokeOtherAccessTokens(
  db: Database,
  userId: number,
  keepToken: string,
): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(accessTokens.userId, userId),
        ne(accessTokens.tokenHash, digest(keepToken)),
        isNull(accessTokens.revokedAt),
      ),
    );
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/**
 * Deletes tokens nobody can use any more: revoked ones, and those expired before `expiredBefore`.
 * Expired tokens stay a while so that a returning client hears "session expired" (1085) rather
 * than "unknown token" (1091). Returns how many went.
 */
export async function deleteDeadAccessTokens(db: Database, expiredBefore: Date): Promise<number> {
  const deleted = await db
    .delete(accessTokens)
    .where(or(isNotNull(accessTokens.revokedAt), lt(accessTokens.expiresAt, expiredBefore)))
    .returning({ id: accessTokens.id });
  return deleted.length;
}
