import {
  ZMeSchema,
  ZOkSchema,
  ZPasswordChangeSchema,
  ZSettingsUpdateSchema,
} from '@fitmarket/core/api/auth';
import { dataEnvelope } from '@fitmarket/core/api/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../access/guard';
import { AppError } from '../../errors/app-error';
import { endSessionSockets } from '../../live/tell-user';
import { toMe } from '../me';
import { changePassword } from './change-password';
import { updateSettings } from './update-settings';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/me/settings',
    {
      schema: {
        tags: ['marketplace auth'],
        summary: 'Change the name, language, e-mail notifications and avatar',
        description:
          'Fields left out keep their value; an empty name clears it. `image`: the id of an ' +
          'avatar you uploaded (POST /v1/uploads?kind=avatar), or null to remove it; anything ' +
          'else is 422 with 1301. Answers the updated user.',
        body: ZSettingsUpdateSchema,
        response: { 200: dataEnvelope(ZMeSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { database, storage } = app.deps;
      const saved = await updateSettings({ db: database.db, storage }, user, request.body);
      return { data: toMe(saved) };
    },
  );

  app.put(
    '/me/password',
    {
      schema: {
        tags: ['marketplace auth'],
        summary: 'Change the password',
        description:
          'current_password must match (1033); it is ignored for an account made through social ' +
          'sign-in that has no password yet. New password: 8–128 characters with a letter and a ' +
          'digit (1308), repeated exactly (1083). Other sessions are signed out, this one stays. ' +
          '1151 too many attempts.',
        body: ZPasswordChangeSchema,
        response: { 200: dataEnvelope(ZOkSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const currentToken = request.accessToken;
      if (!currentToken) throw new AppError({ code: 1002 });
      // Guessing the current password with a stolen session is a sign-in attempt too.
      await app.deps.authLimiter.consume(request.ip, user.email);
      await changePassword(app.deps.database.db, {
        user,
        currentToken,
        passwords: request.body,
      });
      await endSessionSockets({ pubsub: app.deps.pubsub, log: request.log }, user.id);
      return { data: { ok: true as const } };
    },
  );
};
