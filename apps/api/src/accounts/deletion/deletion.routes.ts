import { ZLinkCodeParamsSchema, ZMailQueuedSchema, ZOkSchema } from '@fitmarket/core/api/auth';
import { dataEnvelope } from '@fitmarket/core/api/envelope';
import { WEB_LINKS } from '@fitmarket/core/links';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../access/guard';
import { completeAccountDeletion, requestAccountDeletion } from '../../accounts/account-lifecycle';
import { endSessionSockets } from '../../live/tell-user';

/** Self-deletion in two steps (SPEC §4): ask while signed in, then follow the e-mailed link. */
export const requestDeletionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/me',
    {
      schema: {
        tags: ['marketplace auth'],
        summary: 'Ask to delete the account: mails the link that completes it',
        description:
          'The link (WEB_LINKS.deleteAccount + code) works for 24 hours. 1312 for the only ' +
          'owner, 1007 daily mail limit. docs/accounts.md says what deletion removes and keeps.',
        response: { 200: dataEnvelope(ZMailQueuedSchema) },
      },
    },
    async (request) => {
      await requestAccountDeletion(app.deps, {
        user: currentUser(request),
        linkBase: `${app.deps.config.webUrl}${WEB_LINKS.deleteAccount}`,
      });
      return { data: { sent: true as const } };
    },
  );
};

/** The e-mailed link completes the deletion; public, the code is the proof. */
export const completeDeletionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/account/delete/:code',
    {
      schema: {
        tags: ['marketplace auth'],
        summary: 'Delete the account with the code from the e-mailed link',
        description:
          'No token needed: the link is the proof. All sessions end with the account. 404 with ' +
          '1315 when the link is unknown, used or expired.',
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
