import type { TAccessToken } from '@fitmarket/core/api/auth';
import type { AppDeps } from '../../app-deps';
import { verifyPasswordSignIn } from '../../auth/passwords';
import { issueAccessToken } from '../../auth/tokens';
import { AppError } from '../../errors/app-error';

/**
 * Password sign-in to the marketplace. The unconfirmed-address refusal (1313) comes only after
 * the password is verified, so it tells nothing to someone guessing addresses.
 */
export async function signInWithPassword(
  deps: Pick<AppDeps, 'config' | 'database'>,
  input: { email: string; password: string },
): Promise<TAccessToken> {
  const { db } = deps.database;
  const user = await verifyPasswordSignIn(db, input.email, input.password);
  if (!user.emailVerifiedAt) throw new AppError({ code: 1313, field: 'email' });
  return issueAccessToken(db, user.id, deps.config.TOKEN_TTL_HOURS);
}
