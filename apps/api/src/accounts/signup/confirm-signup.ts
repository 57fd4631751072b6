import type { TAccessToken } from '@fitmarket/core/api/auth';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { consumeCode } from '../../auth/codes';
import { issueAccessToken } from '../../auth/tokens';
import { users } from '../../db/schema';
import { AppError } from '../../errors/app-error';

/**
 * Spends a confirmation link: the address is proven, so the account is unlocked and signed in
 * at once. Unknown, used or expired links are 1314; a blocked account stays out (1311).
 */
export function confirmSignup(
  deps: Pick<AppDeps, 'config' | 'database'>,
  code: string,
): Promise<TAccessToken> {
  return deps.database.db.transaction(async (tx) => {
    const row = await consumeCode(tx, 'signup_confirmation', code);
    if (!row?.userId) throw new AppError({ code: 1314 });
    const [user] = await tx
      .update(users)
      .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, row.userId))
      .returning();
    if (!user) throw new AppError({ code: 1314 });
    if (user.blocked) {
      throw new AppError({ code: 1311, vars: { reason: user.blockReason || '–' } });
    }
    return issueAccessToken(tx, user.id, deps.config.TOKEN_TTL_HOURS);
  });
}
