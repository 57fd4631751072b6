import {
  ZAdminProfileSavedSchema,
  ZAdminProfileUpdateSchema,
  ZLinkCodeParamsSchema,
  ZMailQueuedSchema,
  ZOkSchema,
} from '@fitmarket/core/api/auth';
import { dataEnvelope } from '@fitmarket/core/api/envelope';
import { BACKOFFICE_LINKS } from '@fitmarket/core/links';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../access/guard';
import { completeAccountDeletion, requestAccountDeletion } from '../../accounts/account-lifecycle';
import { AppError } from '../../errors/app-error';
import { endSessionSockets } from '../../live/tell-user';
import { PASSWORD_RULES } from '../password-rules';
import { updateAdminProfile } from './update-profile';

const tags = ['back-office auth'];

/** The staff member's own profile and self-deletion; registered inside the staff-only scope. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/profile',
    {
      schema: {
        tags,
        summary: 'Save your own profile, and optionally a new password',
        description:
          '`password` is the current password, needed for every save (422 with 1033). ' +
          `\`password_new\` (empty or left out: unchanged) with \`password_repeat\`: ${PASSWORD_RULES} ` +
          '1308 too weak, 1083 repeat differs. A new password signs out every other session. ' +
          '`image` (left out: unchanged): the id of an avatar you uploaded (POST ' +
          '/v1/uploads?kind=avatar) or the address the API gave for it, null removes it; ' +
          'anything else is 422 with 1301. 1151 too many attempts.',
        body: ZAdminProfileUpdateSchema,
        response: { 200: dataEnvelope(ZAdminProfileSavedSchema) },
      },
    },
    async (request) => {
      if (!request.accessToken) throw new AppError({ code: 1002 });
      const user = currentUser(request);
      // Every save checks the current password: guessing it with a stolen session is a sign-in
      // attempt too, limited as on the marketplace (PUT /v1/me/password).
      await app.deps.authLimiter.consume(request.ip, user.email);
      const { database, storage } = app.deps;
      const saved = await updateAdminProfile(
        { db: database.db, storage },
        { user, currentToken: request.accessToken, changes: request.body },
      );
      if (request.body.password_new) {
        await endSessionSockets({ pubsub: app.deps.pubsub, log: request.log }, user.id);
      }
      return { data: saved };
    },
  );

  app.delete(
    '/profile',
    {
      schema: {
        tags,
        summary: 'Ask to delete your account: mails the link that completes it',
        description:
          'The link (BACKOFFICE_LINKS.deleteProfile + code) works for 24 hours. 409 with 1312 ' +
          'for the only owner, 1007 daily mail limit.',
        response: { 200: dataEnvelope(ZMailQueuedSchema) },
      },
    },
    async (request) => {
      await requestAccountDeletion(app.deps, {
        user: currentUser(request),
        linkBase: `${app.deps.config.backofficeUrl}${BACKOFFICE_LINKS.deleteProfile}`,
      });
      return { data: { sent: true as const } };
    },
  );
};

/** POST /profile/:code: public, because the e-mailed link itself is the proof. */
export const profileDeletionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/profile/:code',
    {
      schema: {
        tags,
        summary: 'Delete your account with the code from the e-mailed link',
        description:
          'No token needed. All sessions end with the account. 404 with 1315 when the link is ' +
          'unknown, used or expired; 409 with 1312 if you became the only owner meanwhile.',
        params: ZLinkCodeParamsSchema,
        response: { 200: dataEnvelope(ZOkSchema) },
      },
    },
    async (request) => {
      const { userId } = await completeAccountDeletion(app.deps, request.params.code);
      await endSessionSockets({ pubsub: app.deps.pubsub, log: request.log }, userId);
      return { data: { ok: true as const } };
    },
  );
};
