import {
  TOTP_DIGITS,
  TOTP_ISSUER,
  TOTP_PERIOD_SECONDS,
  TOTP_WINDOW_STEPS,
} from '@fitmarket/core/api/staff-security';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** A staff member's authenticator entry for a base32 secret (RFC 6238 as the apps read it). */
function totpFor(secret: string, account: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: account,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new secret of 160 random bits (RFC 4226's recommendation), base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address and its QR code as an SVG data URL, for the enrolment step. */
export async function enrolmentCode(secret: string, account: string) {
  const otpauthUrl = totpFor(secret, account).toString();
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 });
  return {
    otpauthUrl,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * The time step (seconds since 1970 / 30) of the code if it is right now or one step either
 * side, else null. The caller refuses a step not after the last one taken (replay).
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret, '').validate({
    token: code,
    timestamp: now,
    window: TOTP_WINDOW_STEPS,
  });
  if (delta === null) return null;
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}
