import type { TAccessToken, TAdminLogin } from '@fitmarket/core/api/auth';
import { isStaffRole } from '@fitmarket/core/limits';
import type { AppDeps } from '../../app-deps';
import { verifyPasswordSignIn } from '../../auth/passwords';
import { issueAccessToken } from '../../auth/tokens';
import { AppError } from '../../errors/app-error';

/**
 * Password sign-in to the back-office. The client credentials are the fixed ones the
 * back-office SPA ships with (ADMIN_CLIENT_ID/SECRET): they are not a secret, they only keep
 * other clients off this door. Password refusals are those of every sign-in (1025, 1167,
 * 1311); an account that is not staff is refused after its password checks out (403, 1317).
 */
export async function signInStaff(
  deps: Pick<AppDeps, 'config' | 'database'>,
  input: TAdminLogin,
): Promise<TAccessToken> {
  const { config } = deps;
  if (
    input.client_id !== config.ADMIN_CLIENT_ID ||
    input.client_secret !== config.ADMIN_CLIENT_SECRET ||
    input.grant_type !== 'password'
  ) {
    throw new AppError({ code: 1152 });
  }
  const { db } = deps.database;
  const user = await verifyPasswordSignIn(db, input.email, input.password);
  if (!isStaffRole(user.role)) throw new AppError({ code: 1317 }, 403);
  return issueAccessToken(db, user.id, config.TOKEN_TTL_HOURS);
}
