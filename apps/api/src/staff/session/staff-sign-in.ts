import type { TAdminLogin } from '@fitmarket/core/api/auth';
import type { TStaffSignIn } from '@fitmarket/core/api/staff-security';
import { isStaffRole } from '@fitmarket/core/limits';
import type { AppDeps } from '../../app-deps';
import { verifyPasswordSignIn } from '../../auth/passwords';
import { AppError } from '../../errors/app-error';
import { startStaffSession } from '../two-factor/staff-session';

/**
 * Password sign-in to the back-office. The client credentials are the fixed ones the
 * back-office SPA ships with (ADMIN_CLIENT_ID/SECRET): they are not a secret, they only keep
 * other clients off this door. Password refusals are those of every sign-in (1025, 1167,
 * 1311); an account that is not staff is refused after its password checks out (403, 1317).
 * Then a session, or the second-factor step (two-factor/staff-session.ts).
 */
export async function signInStaff(
  deps: Pick<AppDeps, 'config' | 'database' | 'secretBox'>,
  input: TAdminLogin,
): Promise<TStaffSignIn> {
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
  return startStaffSession(deps, db, user);
}
