import { z } from 'zod';
import { PASSWORD_INPUT_MAX_LENGTH } from '../limits';
import { ZAccessTokenSchema } from './auth';

/**
 * Staff two-factor sign-in (docs/staff-security.md): TOTP (RFC 6238, 30-second steps, six
 * digits, SHA-1 as every authenticator app reads it) with one-use recovery codes.
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes one step either side of now are taken, for a phone clock a little off. */
export const TOTP_WINDOW_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;
/** How long the pending sign-in waits for the second factor after the password checked out. */
export const SECOND_FACTOR_STEP_MINUTES = 5;
/** The issuer an authenticator app shows beside the account. */
export const TOTP_ISSUER = 'Fitmarket back-office';

/** A six-digit code or a recovery code (xxxxx-xxxxx); spaces a person types are dropped. */
const code = z
  .string()
  .max(64)
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().min(1));

/** POST /v1/admin/login when a second factor is needed: the pending sign-in to finish. */
export const ZSecondFactorChallengeSchema = z.object({
  /** Opaque; only the next step takes it. */
  challenge: z.string(),
  /** `totp`: give a code; `enrol`: the owner requires it and it is not set up yet. */
  second_factor: z.enum(['totp', 'enrol']),
  expires_in: z.number().int(),
});
export type TSecondFactorChallenge = z.infer<typeof ZSecondFactorChallengeSchema>;

/** POST /v1/admin/login answers a session, or the step that finishes signing in. */
export const ZStaffSignInSchema = z.union([ZAccessTokenSchema, ZSecondFactorChallengeSchema]);
export type TStaffSignIn = z.infer<typeof ZStaffSignInSchema>;

export function needsSecondFactor(answer: TStaffSignIn): answer is TSecondFactorChallenge {
  return 'challenge' in answer;
}

export const ZChallengeSchema = z.object({ challenge: z.string().min(1).max(64) });
export const ZChallengeCodeSchema = z.object({ challenge: z.string().min(1).max(64), code });
export type TChallengeCode = z.infer<typeof ZChallengeCodeSchema>;
export const ZCodeSchema = z.object({ code });
export type TCode = z.infer<typeof ZCodeSchema>;

/**
 * POST /v1/admin/two-factor/turn-off: one's password and a current code (from the app, or a
 * recovery code), so a session left open cannot remove the second factor.
 */
export const ZTurnOffTwoFactorSchema = z.object({
  password: z.string().max(PASSWORD_INPUT_MAX_LENGTH),
  code,
});
export type TTurnOffTwoFactor = z.infer<typeof ZTurnOffTwoFactorSchema>;

/** What an authenticator app needs: the QR code (an SVG data URL) or the key typed by hand. */
export const ZTwoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  qr_code: z.string(),
});
export type TTwoFactorSetup = z.infer<typeof ZTwoFactorSetupSchema>;

/** Shown once, when a second factor is confirmed; only their digests are kept. */
export const ZRecoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export type TRecoveryCodes = z.infer<typeof ZRecoveryCodesSchema>;

/** Enrolment finished during sign-in: the session and the recovery codes. */
export const ZEnrolledSignInSchema = ZAccessTokenSchema.extend(ZRecoveryCodesSchema.shape);

export const ZTwoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** The owners require it of every staff member. */
  required: z.boolean(),
  recovery_codes_left: z.number().int(),
});
export type TTwoFactorStatus = z.infer<typeof ZTwoFactorStatusSchema>;

/** DELETE /v1/admin/users/{id}/two-factor: whether a second factor was on to remove. */
export const ZTwoFactorResetSchema = z.object({ removed: z.boolean() });
export type TTwoFactorReset = z.infer<typeof ZTwoFactorResetSchema>;

export const ZTwoFactorPolicySchema = z.object({ required: z.boolean() });
export type TTwoFactorPolicy = z.infer<typeof ZTwoFactorPolicySchema>;
