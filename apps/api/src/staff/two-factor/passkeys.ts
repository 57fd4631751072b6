import type { TAccessToken } from '@fitmarket/core/api/auth';
import {
  type TChallengePasskey,
  type TNewPasskey,
  TOTP_ISSUER,
  type TPasskey,
} from '@fitmarket/core/api/staff-security';
import { PASSKEYS_PER_STAFF_MEMBER } from '@fitmarket/core/limits';
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import { and, asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { recordAudit } from '../../audit/record';
import { consumeCode, createCode } from '../../auth/codes';
import { issueAccessToken } from '../../auth/tokens';
import type { Database } from '../../db/client';
import { staffPasskeys } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { hasSecondFactor } from './second-factor';
import { pendingSignIn, spendChallenge } from './staff-session';

/**
 * Passkeys (WebAuthn) of staff members, an alternative to the TOTP code at the second step of
 * a sign-in (docs/staff-security.md "Passkeys"); only for someone whose TOTP second factor is
 * on, so recovery codes and the owner's reset keep one way back in. Both challenges are
 * one-time codes of ours: adding one signs a `passkey_registration` code; signing in signs the
 * pending sign-in's own challenge, spent with the session, so an answer counts once.
 */

type Deps = Pick<AppDeps, 'config' | 'database'>;

/** The relying party: the back-office's host name and origin, where the browser asks. */
function relyingParty(config: Deps['config']) {
  const url = new URL(config.backofficeUrl);
  return { id: url.hostname, origin: url.origin, name: TOTP_ISSUER };
}

/** Nothing about a failed check leaks to the caller beyond "not verified" (1403). */
const notVerified = () => new AppError({ code: 1403 });

async function passkeyRows(db: Database, userId: number) {
  return db
    .select()
    .from(staffPasskeys)
    .where(eq(staffPasskeys.userId, userId))
    .orderBy(asc(staffPasskeys.id));
}

const transportsOf = (row: { transports: string[] }) => row.transports as AuthenticatorTransport[];

export async function listPasskeys(db: Database, userId: number): Promise<TPasskey[]> {
  return (await passkeyRows(db, userId)).map((row) => ({
    id: row.id,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  }));
}

/**
 * What the browser needs to create a passkey for this staff member. 409 with 1404 without the
 * TOTP second factor on, 1405 at the limit.
 */
export async function passkeyCreationOptions(
  deps: Deps,
  user: { id: number; email: string },
): Promise<Record<string, unknown>> {
  const { db } = deps.database;
  if (!(await hasSecondFactor(db, user.id))) throw new AppError({ code: 1404 });
  const existing = await passkeyRows(db, user.id);
  if (existing.length >= PASSKEYS_PER_STAFF_MEMBER) throw new AppError({ code: 1405 });
  const code = await createCode(db, {
    purpose: 'passkey_registration',
    email: user.email,
    userId: user.id,
  });
  const rp = relyingParty(deps.config);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    // The same handle each time, so an authenticator replaces its own passkey for this person.
    userID: isoUint8Array.fromUTF8String(`staff:${user.id}`),
    challenge: isoUint8Array.fromUTF8String(code),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({
      id: row.credentialId,
      transports: transportsOf(row),
    })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  return { ...options };
}

/**
 * Verifies the authenticator's answer and keeps the passkey; audited (staff.add-passkey).
 * 422 with 1403 when it does not verify (another challenge, origin or person, or one already
 * kept); 1404/1405 as for the options.
 */
export async function addPasskey(
  deps: Deps,
  user: { id: number },
  input: TNewPasskey,
): Promise<TPasskey[]> {
  const rp = relyingParty(deps.config);
  return deps.database.db.transaction(async (tx) => {
    if (!(await hasSecondFactor(tx, user.id))) throw new AppError({ code: 1404 });
    if ((await passkeyRows(tx, user.id)).length >= PASSKEYS_PER_STAFF_MEMBER) {
      throw new AppError({ code: 1405 });
    }
    const verification = await verifyRegistrationResponse({
      response: input.response as unknown as RegistrationResponseJSON,
      // The signed challenge must be an unspent registration code of this person: spent here.
      expectedChallenge: async (challenge) => {
        const row = await consumeCode(
          tx,
          'passkey_registration',
          isoBase64URL.toUTF8String(challenge),
        );
        return row?.userId === user.id;
      },
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    }).catch(() => null);
    if (!verification?.verified) throw notVerified();
    const { credential } = verification.registrationInfo;
    const [added] = await tx
      .insert(staffPasskeys)
      .values({
        userId: user.id,
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: input.name,
      })
      .onConflictDoNothing({ target: staffPasskeys.credentialId })
      .returning({ id: staffPasskeys.id });
    if (!added) throw notVerified();
    await recordAudit(tx, {
      actorId: user.id,
      action: 'staff.add-passkey',
      target: { type: 'user', id: user.id },
      after: { passkey: input.name },
    });
    return listPasskeys(tx, user.id);
  });
}

/** Removes one of one's own passkeys; audited. 404 with 1302 when it is not theirs. */
export async function removePasskey(
  db: Database,
  userId: number,
  passkeyId: number,
): Promise<TPasskey[]> {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(staffPasskeys)
      .where(and(eq(staffPasskeys.id, passkeyId), eq(staffPasskeys.userId, userId)))
      .returning({ name: staffPasskeys.name });
    if (!removed) throw new AppError({ code: 1302 }, 404);
    await recordAudit(tx, {
      actorId: userId,
      action: 'staff.remove-passkey',
      target: { type: 'user', id: userId },
      before: { passkey: removed.name },
    });
    return listPasskeys(tx, userId);
  });
}

/**
 * What the browser needs to sign the pending sign-in's challenge with one of the person's
 * passkeys. 401 with 1393 for an unknown or expired challenge, 422 with 1403 when they have none.
 */
export async function passkeySignInOptions(
  deps: Deps,
  challenge: string,
): Promise<Record<string, unknown>> {
  const { db } = deps.database;
  const pending = await pendingSignIn(db, challenge);
  const keys = await passkeyRows(db, pending.userId);
  if (keys.length === 0) throw notVerified();
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(deps.config).id,
    challenge: isoUint8Array.fromUTF8String(challenge),
    allowCredentials: keys.map((row) => ({ id: row.credentialId, transports: transportsOf(row) })),
    userVerification: 'preferred',
  });
  return { ...options };
}

/**
 * Finishes a pending sign-in with a passkey's signature over its challenge: the session. 401
 * with 1393 unknown or used challenge; 422 with 1403 another person's passkey, a wrong
 * signature, origin or challenge, or a signature count that did not rise (a copied key).
 */
export async function finishWithPasskey(
  deps: Deps,
  input: TChallengePasskey,
): Promise<TAccessToken> {
  const rp = relyingParty(deps.config);
  const response = input.response as unknown as AuthenticationResponseJSON;
  return deps.database.db.transaction(async (tx) => {
    const userId = await spendChallenge(tx, input.challenge);
    const [key] = await tx
      .select()
      .from(staffPasskeys)
      .where(
        and(
          eq(staffPasskeys.userId, userId),
          eq(staffPasskeys.credentialId, String(response.id ?? '')),
        ),
      )
      .limit(1);
    if (!key) throw notVerified();
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: isoBase64URL.fromUTF8String(input.challenge),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: key.credentialId,
        publicKey: isoBase64URL.toBuffer(key.publicKey),
        counter: key.counter,
        transports: transportsOf(key),
      },
      requireUserVerification: false,
    }).catch(() => null);
    if (!verification?.verified) throw notVerified();
    // Conditional on the count read: of two racing answers with one signature only one passes.
    const counted = await tx
      .update(staffPasskeys)
      .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: new Date() })
      .where(and(eq(staffPasskeys.id, key.id), eq(staffPasskeys.counter, key.counter)))
      .returning({ id: staffPasskeys.id });
    if (counted.length === 0) throw notVerified();
    return issueAccessToken(tx, userId, deps.config.TOKEN_TTL_HOURS, 'backoffice');
  });
}
