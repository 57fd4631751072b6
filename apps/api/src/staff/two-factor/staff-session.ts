import type { TAccessToken } from '@fitmarket/core/api/auth';
import {
  SECOND_FACTOR_STEP_MINUTES,
  type TChallengeCode,
  type TRecoveryCodes,
  type TStaffSignIn,
  type TTwoFactorSetup,
} from '@fitmarket/core/api/staff-security';
import type { AppDeps } from '../../app-deps';
import { consumeCode, createCode, findUsableCode, type OneTimeCode } from '../../auth/codes';
import { issueAccessToken } from '../../auth/tokens';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { isTwoFactorRequired } from './policy';
import {
  confirmEnrolment,
  hasPasskey,
  hasSecondFactor,
  startEnrolment,
  verifySecondFactor,
} from './second-factor';

type Deps = Pick<AppDeps, 'config' | 'database' | 'secretBox'>;

/**
 * A staff member whose password (or invitation) checked out: a back-office session at once when
 * no second factor is on or required; otherwise a pending sign-in (a one-time code, 5 minutes,
 * not a session) that only the second-factor step or, when required and missing, the enrolment
 * step finishes.
 */
export async function startStaffSession(
  deps: Deps,
  tx: Database,
  user: { id: number; email: string },
): Promise<TStaffSignIn> {
  if (!(await needsSecondFactor(tx, user.id))) {
    return issueAccessToken(tx, user.id, deps.config.TOKEN_TTL_HOURS, 'backoffice');
  }
  const enrolled = await hasSecondFactor(tx, user.id);
  const challenge = await createCode(tx, {
    purpose: 'staff_sign_in',
    email: user.email,
    userId: user.id,
  });
  return {
    challenge,
    second_factor: enrolled ? 'totp' : 'enrol',
    passkey: enrolled && (await hasPasskey(tx, user.id)),
    expires_in: SECOND_FACTOR_STEP_MINUTES * 60,
  };
}

/** Whether a staff member's sign-in needs the second-factor step (theirs, or the owner's rule). */
export async function needsSecondFactor(db: Database, userId: number): Promise<boolean> {
  return (await hasSecondFactor(db, userId)) || (await isTwoFactorRequired(db));
}

/** The pending sign-in of a challenge, or 401 with 1393 when unknown, used or expired. */
export async function pendingSignIn(db: Database, challenge: string) {
  const row = await findUsableCode(db, 'staff_sign_in', challenge);
  if (!row?.userId) throw new AppError({ code: 1393 });
  return row as OneTimeCode & { userId: number };
}

/** Spends the challenge with the work it allows: of two racing requests only one signs in. */
export async function spendChallenge(tx: Database, challenge: string): Promise<number> {
  const row = await consumeCode(tx, 'staff_sign_in', challenge);
  if (!row?.userId) throw new AppError({ code: 1393 });
  return row.userId;
}

/** Finishes a pending sign-in with a TOTP or recovery code (422 with 1392 when wrong). */
export async function finishWithSecondFactor(
  deps: Deps,
  input: TChallengeCode,
): Promise<TAccessToken> {
  return deps.database.db.transaction(async (tx) => {
    const userId = await spendChallenge(tx, input.challenge);
    await verifySecondFactor(tx, deps.secretBox, userId, input.code);
    return issueAccessToken(tx, userId, deps.config.TOKEN_TTL_HOURS, 'backoffice');
  });
}

/** Setting up during a sign-in the owner's requirement stopped (second_factor "enrol"). */
export async function startSignInEnrolment(
  deps: Deps,
  challenge: string,
): Promise<TTwoFactorSetup> {
  const pending = await pendingSignIn(deps.database.db, challenge);
  return startEnrolment(
    { db: deps.database.db, secretBox: deps.secretBox },
    { id: pending.userId, email: pending.email },
  );
}

/** Confirms that setup with its first code: the session and the recovery codes. */
export async function finishSignInEnrolment(
  deps: Deps,
  input: TChallengeCode,
): Promise<TAccessToken & TRecoveryCodes> {
  return deps.database.db.transaction(async (tx) => {
    const userId = await spendChallenge(tx, input.challenge);
    const codes = await confirmEnrolment({ db: tx, secretBox: deps.secretBox }, userId, input.code);
    const token = await issueAccessToken(tx, userId, deps.config.TOKEN_TTL_HOURS, 'backoffice');
    return { ...token, ...codes };
  });
}
