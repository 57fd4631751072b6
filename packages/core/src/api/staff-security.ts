import { z } from 'zod';
import { PASSKEY_NAME_MAX_LENGTH, PASSWORD_INPUT_MAX_LENGTH } from '../limits';
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
  /** A passkey of theirs may be used instead of the code (POST /login/passkey). */
  passkey: z.boolean(),
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

/**
 * Passkeys (WebAuthn), an alternative to the app's code at sign-in for a staff member who has
 * two-factor sign-in on (docs/staff-security.md "Passkeys"). The options and the authenticator's
 * answers are WebAuthn's own JSON (PublicKeyCredentialCreationOptionsJSON and friends), passed
 * between the browser's API and the server as they are.
 */
const webAuthnJson = z.record(z.string(), z.unknown());

export const ZPasskeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type TPasskey = z.infer<typeof ZPasskeySchema>;
export const ZPasskeyListSchema = z.array(ZPasskeySchema);

/** What the browser's navigator.credentials needs (the server's challenge inside). */
export const ZPasskeyOptionsSchema = webAuthnJson;

/** POST /v1/admin/two-factor/passkeys: the new passkey's name and the authenticator's answer. */
export const ZNewPasskeySchema = z.object({
  name: z.string().trim().min(1).max(PASSKEY_NAME_MAX_LENGTH),
  response: webAuthnJson,
});
export type TNewPasskey = z.infer<typeof ZNewPasskeySchema>;

/** POST /v1/admin/login/passkey: the pending sign-in and the authenticator's answer. */
export const ZChallengePasskeySchema = z.object({
  challenge: z.string().min(1).max(64),
  response: webAuthnJson,
});
export type TChallengePasskey = z.infer<typeof ZChallengePasskeySchema>;
