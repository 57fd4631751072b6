import { ZAdminUserIdParamsSchema } from '@fitmarket/core/api/admin-users';
import { ZAccessTokenSchema } from '@fitmarket/core/api/auth';
import { dataEnvelope } from '@fitmarket/core/api/envelope';
import {
  ZChallengeCodeSchema,
  ZChallengePasskeySchema,
  ZChallengeSchema,
  ZCodeSchema,
  ZEnrolledSignInSchema,
  ZNewPasskeySchema,
  ZPasskeyListSchema,
  ZPasskeyOptionsSchema,
  ZRecoveryCodesSchema,
  ZTurnOffTwoFactorSchema,
  ZTwoFactorPolicySchema,
  ZTwoFactorResetSchema,
  ZTwoFactorSetupSchema,
  ZTwoFactorStatusSchema,
} from '@fitmarket/core/api/staff-security';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../access/guard';
import { findUsableCode } from '../../auth/codes';
import {
  addPasskey,
  finishWithPasskey,
  listPasskeys,
  passkeyCreationOptions,
  passkeySignInOptions,
  removePasskey,
} from './passkeys';
import { resetStaffSecondFactor, setTwoFactorRequirement } from './policy';
import {
  confirmEnrolment,
  renewRecoveryCodes,
  startEnrolment,
  turnOffSecondFactor,
  twoFactorStatus,
} from './second-factor';
import {
  finishSignInEnrolment,
  finishWithSecondFactor,
  startSignInEnrolment,
} from './staff-session';

const tags = ['back-office two-factor'];
const LIMITS = '1151 too many attempts (the limits of the password sign-in, per address).';

/** POST /login/...: the second step of a staff sign-in, public (the challenge is the proof). */
export const secondFactorSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Counts the attempt against the pending sign-in's address, as a password attempt is. */
  async function limit(request: FastifyRequest, challenge: string) {
    const pending = await findUsableCode(app.deps.database.db, 'staff_sign_in', challenge);
    await app.deps.authLimiter.consume(request.ip, pending?.email);
    return pending?.email;
  }
  async function remember(request: FastifyRequest, email: string | undefined) {
    if (email) await app.deps.authLimiter.rememberClient(request.ip, email);
  }

  app.post(
    '/login/second-factor',
    {
      schema: {
        tags,
        summary: 'Finish a staff sign-in with an authenticator or recovery code',
        description:
          '`challenge` is what POST /login answered (second_factor "totp"); `code` the six ' +
          'digits of the app now, or an unused recovery code (then spent). 401 with 1393 when ' +
          'the challenge is unknown, used or older than 5 minutes; 422 with 1392 a wrong code or ' +
          `one used already (the same 30-second step twice). ${LIMITS}`,
        body: ZChallengeCodeSchema,
        response: { 200: dataEnvelope(ZAccessTokenSchema) },
      },
    },
    async (request) => {
      const email = await limit(request, request.body.challenge);
      const token = await finishWithSecondFactor(app.deps, request.body);
      await remember(request, email);
      return { data: token };
    },
  );

  app.post(
    '/login/passkey/options',
    {
      schema: {
        tags,
        summary: 'What the browser needs to sign this sign-in with a passkey',
        description:
          'For a challenge with `passkey: true`: WebAuthn request options (its JSON form) to ' +
          'pass to navigator.credentials.get, e.g. with @simplewebauthn/browser. 401 with 1393 ' +
          `unknown or expired challenge; 422 with 1403 no passkey to use. ${LIMITS}`,
        body: ZChallengeSchema,
        response: { 200: dataEnvelope(ZPasskeyOptionsSchema) },
      },
    },
    async (request) => {
      await limit(request, request.body.challenge);
      return { data: await passkeySignInOptions(app.deps, request.body.challenge) };
    },
  );

  app.post(
    '/login/passkey',
    {
      schema: {
        tags,
        summary: 'Finish a staff sign-in with a passkey instead of a code',
        description:
          "`response`: the authenticator's answer (WebAuthn's AuthenticationResponseJSON). 401 " +
          'with 1393 unknown, used or expired challenge; 422 with 1403 an answer that does not ' +
          `verify (another passkey, origin or challenge, or a replay). ${LIMITS}`,
        body: ZChallengePasskeySchema,
        response: { 200: dataEnvelope(ZAccessTokenSchema) },
      },
    },
    async (request) => {
      const email = await limit(request, request.body.challenge);
      const token = await finishWithPasskey(app.deps, request.body);
      await remember(request, email);
      return { data: token };
    },
  );

  app.post(
    '/login/enrol',
    {
      schema: {
        tags,
        summary: 'Set up two-factor sign-in during a sign-in the owners require it for',
        description:
          'For a challenge with second_factor "enrol": a new secret with its QR code (an SVG ' +
          'data URL) for an authenticator app. 401 with 1393 unknown or expired challenge, 409 ' +
          `with 1394 already set up. ${LIMITS}`,
        body: ZChallengeSchema,
        response: { 200: dataEnvelope(ZTwoFactorSetupSchema) },
      },
    },
    async (request) => {
      await limit(request, request.body.challenge);
      return { data: await startSignInEnrolment(app.deps, request.body.challenge) };
    },
  );

  app.post(
    '/login/enrol/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm that setup with a first code: signed in, with the recovery codes',
        description:
          'The recovery codes are shown this once. 401 with 1393 unknown or expired challenge, ' +
          `409 with 1395 no setup started, 422 with 1392 wrong code. ${LIMITS}`,
        body: ZChallengeCodeSchema,
        response: { 200: dataEnvelope(ZEnrolledSignInSchema) },
      },
    },
    async (request) => {
      const email = await limit(request, request.body.challenge);
      const signedIn = await finishSignInEnrolment(app.deps, request.body);
      await remember(request, email);
      return { data: signedIn };
    },
  );
};

/** The signed-in staff member's own second factor, and the owners' rules; in the staff scope. */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.deps.database.db, secretBox: app.deps.secretBox });

  app.get(
    '/two-factor',
    {
      schema: {
        tags,
        summary: 'Whether your two-factor sign-in is on, and whether the owners require it',
        response: { 200: dataEnvelope(ZTwoFactorStatusSchema) },
      },
    },
    async (request) => ({
      data: await twoFactorStatus(app.deps.database.db, currentUser(request).id),
    }),
  );

  app.post(
    '/two-factor/setup',
    {
      schema: {
        tags,
        summary: 'Start setting up two-factor sign-in: a secret and its QR code',
        description:
          'Starting again replaces a setup not yet confirmed. 409 with 1394 when it is on ' +
          'already (an owner resets a lost one).',
        response: { 200: dataEnvelope(ZTwoFactorSetupSchema) },
      },
    },
    async (request) => ({ data: await startEnrolment(deps(), currentUser(request)) }),
  );

  app.post(
    '/two-factor/confirm',
    {
      schema: {
        tags,
        summary: 'Turn two-factor sign-in on with a first code from the app',
        description:
          'Answers the recovery codes, shown this once. 409 with 1395 no setup started, 1394 ' +
          `on already; 422 with 1392 wrong code. ${LIMITS}`,
        body: ZCodeSchema,
        response: { 200: dataEnvelope(ZRecoveryCodesSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await app.deps.authLimiter.consume(request.ip, user.email);
      return { data: await confirmEnrolment(deps(), user.id, request.body.code) };
    },
  );

  app.post(
    '/two-factor/turn-off',
    {
      schema: {
        tags,
        summary: 'Turn your two-factor sign-in off, with your password and a current code',
        description:
          '`code` from the app, or a recovery code (then spent). Audited (staff.reset-two-factor ' +
          'by yourself). 409 with 1400 while the owners require it of all staff, 1401 when it is ' +
          `not on; 422 with 1033 wrong password, 1392 wrong code. ${LIMITS}`,
        body: ZTurnOffTwoFactorSchema,
        response: { 200: dataEnvelope(ZTwoFactorStatusSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await app.deps.authLimiter.consume(request.ip, user.email);
      return { data: await turnOffSecondFactor(deps(), user, request.body) };
    },
  );

  app.post(
    '/two-factor/recovery-codes',
    {
      schema: {
        tags,
        summary: 'New recovery codes for your two-factor sign-in; the old ones stop working',
        description:
          'Needs a current code from the app (or a recovery code). The new codes are shown this ' +
          `once. 409 with 1401 when it is not on; 422 with 1392 wrong code. ${LIMITS}`,
        body: ZCodeSchema,
        response: { 200: dataEnvelope(ZRecoveryCodesSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await app.deps.authLimiter.consume(request.ip, user.email);
      return { data: await renewRecoveryCodes(deps(), user.id, request.body.code) };
    },
  );

  app.get(
    '/two-factor/passkeys',
    {
      schema: {
        tags,
        summary: 'Your passkeys, the oldest first',
        response: { 200: dataEnvelope(ZPasskeyListSchema) },
      },
    },
    async (request) => ({
      data: await listPasskeys(app.deps.database.db, currentUser(request).id),
    }),
  );

  app.post(
    '/two-factor/passkeys/options',
    {
      schema: {
        tags,
        summary: 'What the browser needs to create a passkey (valid 5 minutes, once)',
        description:
          'WebAuthn creation options (their JSON form) for navigator.credentials.create. 409 ' +
          'with 1404 when two-factor sign-in with an app is not on, 1405 at 10 passkeys.',
        response: { 200: dataEnvelope(ZPasskeyOptionsSchema) },
      },
    },
    async (request) => ({
      data: await passkeyCreationOptions(app.deps, currentUser(request)),
    }),
  );

  app.post(
    '/two-factor/passkeys',
    {
      schema: {
        tags,
        summary: 'Keep a new passkey: its name and the authenticator’s answer',
        description:
          "`response`: the authenticator's answer (WebAuthn's RegistrationResponseJSON) to the " +
          'options above. Audited (staff.add-passkey). Answers the passkeys. 422 with 1403 an ' +
          'answer that does not verify (another challenge, origin or person, or a passkey kept ' +
          `already); 409 with 1404, 1405 as above. ${LIMITS}`,
        body: ZNewPasskeySchema,
        response: { 200: dataEnvelope(ZPasskeyListSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await app.deps.authLimiter.consume(request.ip, user.email);
      return { data: await addPasskey(app.deps, user, request.body) };
    },
  );

  app.delete(
    '/two-factor/passkeys/:passkeyId',
    {
      schema: {
        tags,
        summary: 'Remove one of your passkeys',
        description: 'Audited (staff.remove-passkey). 404 with 1302 when it is not yours.',
        params: z.object({ passkeyId: z.coerce.number().int().positive() }),
        response: { 200: dataEnvelope(ZPasskeyListSchema) },
      },
    },
    async (request) => ({
      data: await removePasskey(
        app.deps.database.db,
        currentUser(request).id,
        request.params.passkeyId,
      ),
    }),
  );

  app.put(
    '/two-factor/policy',
    {
      schema: {
        tags,
        summary: 'Require two-factor sign-in of every staff member, or stop (owner only)',
        description:
          'Audited. Requiring it ends the back-office sessions of staff without it; they set ' +
          'it up at their next sign-in. 409 with 1396 when you have not turned it on yourself.',
        body: ZTwoFactorPolicySchema,
        response: { 200: dataEnvelope(ZTwoFactorStatusSchema) },
      },
    },
    async (request) => {
      const owner = currentUser(request);
      await setTwoFactorRequirement(app.deps.database.db, owner.id, request.body.required);
      return { data: await twoFactorStatus(app.deps.database.db, owner.id) };
    },
  );

  app.delete(
    '/users/:id/two-factor',
    {
      schema: {
        tags,
        summary: "Reset a staff member's two-factor sign-in, e.g. a lost phone (owner only)",
        description:
          'Audited (staff.reset-two-factor); their sessions end and they set it up again at ' +
          'their next sign-in if it is required. 404 with 1302 unknown or not staff; 403 with ' +
          '1402 your own (POST /two-factor/turn-off asks for your password and a code).',
        params: ZAdminUserIdParamsSchema,
        response: { 200: dataEnvelope(ZTwoFactorResetSchema) },
      },
    },
    async (request) => ({
      data: await resetStaffSecondFactor(
        app.deps.database.db,
        currentUser(request).id,
        request.params.id,
      ),
    }),
  );
};
