import { dataEnvelope, pagedEnvelope } from '@fitmarket/core/api/envelope';
import {
  ZFollowedProfessionalSchema,
  ZFollowingQuerySchema,
  ZFollowStateSchema,
} from '@fitmarket/core/api/following';
import { ZProfessionalSlugParamsSchema } from '@fitmarket/core/api/public-profile';
import { FOLLOW_CHANGES_PER_MINUTE } from '@fitmarket/core/limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../access/guard';
import { createPerUserLimit } from '../shared/per-user-limit';
import { follow, listFollowing, unfollow } from './following.service';

/** Following professionals; registered inside a signed-in group (1002/1085/1091 without one). */
export const followingRoutes: FastifyPluginAsyncZod = async (app) => {
  // Each follow may notify the professional: toggling in a loop is refused.
  const countFollowChange = createPerUserLimit(app.deps.database.db, {
    name: 'follow',
    points: FOLLOW_CHANGES_PER_MINUTE,
    seconds: 60,
    code: 1151,
  });
  const followSchema = (summary: string, description: string) => ({
    tags: ['marketplace'],
    summary,
    description,
    params: ZProfessionalSlugParamsSchema,
    response: { 200: dataEnvelope(ZFollowStateSchema) },
  });

  app.put(
    '/professionals/:slug/follow',
    {
      schema: followSchema(
        'Follow a professional',
        'Idempotent. Only published, unblocked professionals (404 with 1302 otherwise); ' +
          'following yourself is 422 with 1327; one who blocked a conversation with you 404 with 1302. The professional gets a new_follower ' +
          'notification the first time. Answers the new state and follower count. ' +
          `More than ${FOLLOW_CHANGES_PER_MINUTE} follows and unfollows a minute: 429 with 1151.`,
      ),
    },
    async (request) => {
      await countFollowChange(currentUser(request).id);
      return {
        data: await follow(
          { db: app.deps.database.db, pubsub: app.deps.pubsub, log: request.log },
          currentUser(request),
          request.params.slug,
        ),
      };
    },
  );

  app.delete(
    '/professionals/:slug/follow',
    {
      schema: followSchema(
        'Stop following a professional',
        'Idempotent. Only published, unblocked professionals (404 with 1302 otherwise). ' +
          `More than ${FOLLOW_CHANGES_PER_MINUTE} follows and unfollows a minute: 429 with 1151.`,
      ),
    },
    async (request) => {
      await countFollowChange(currentUser(request).id);
      return {
        data: await unfollow(app.deps.database.db, currentUser(request).id, request.params.slug),
      };
    },
  );

  app.get(
    '/me/following',
    {
      schema: {
        tags: ['marketplace'],
        summary: 'The professionals I follow',
        description:
          'Newest follow first, paged (page from 1, per_page 1-100, default 10; out of range ' +
          'is 422 with 1301). Professionals who unpublished or were blocked are left out. ' +
          'Speciality labels in the Accept-Language language.',
        querystring: ZFollowingQuerySchema,
        response: { 200: pagedEnvelope(ZFollowedProfessionalSchema) },
      },
    },
    async (request) =>
      listFollowing(
        app.deps.database.db,
        currentUser(request).id,
        request.lang,
        request.query.page,
        request.query.per_page,
      ),
  );
};
