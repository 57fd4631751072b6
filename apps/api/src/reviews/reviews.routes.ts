import { dataEnvelope, pagedEnvelope } from '@fitmarket/core/api/envelope';
import { ZProfessionalSlugParamsSchema } from '@fitmarket/core/api/public-profile';
import {
  ZReviewIdParamsSchema,
  ZReviewReplyRequestSchema,
  ZReviewReportRequestSchema,
  ZReviewRequestSchema,
  ZReviewSchema,
  ZReviewsQuerySchema,
} from '@fitmarket/core/api/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../access/guard';
import { listReviews, replyToReview, reportReview, writeReview } from './reviews';

const tags = ['reviews'];
const done = { 200: dataEnvelope(z.null()) };

/** Reviews (issue 10): the public list; writing, replying and reporting are signed in (below). */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/professionals/:slug/reviews',
    {
      schema: {
        tags,
        summary: "A professional's reviews",
        description:
          'Public, listed professionals only (404 with 1302). Newest first, paged; hidden ' +
          'reviews are left out. The author shows as first name and initial.',
        params: ZProfessionalSlugParamsSchema,
        querystring: ZReviewsQuerySchema,
        response: { 200: pagedEnvelope(ZReviewSchema) },
      },
    },
    async (request) =>
      listReviews(
        app.deps.database.db,
        request.params.slug,
        request.query.page,
        request.query.per_page,
      ),
  );
};

/** Writing, replying and reporting; registered in app.ts's signed-in scope. */
export const signedInReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.post(
    '/me/bookings/:id/review',
    {
      schema: {
        tags,
        summary: 'Review a passed session',
        description:
          "The booking's customer only (404 with 1302 for anyone else; its professional 1363). " +
          'Rating 1-5 (1254 missing, 1253 invalid), message at least 10 characters (1252, ' +
          '1251). Only after the session (1360), within 14 days of it (1362), once (1361).',
        params: ZReviewIdParamsSchema,
        body: ZReviewRequestSchema,
        response: { 201: dataEnvelope(z.object({ id: z.number().int() })) },
      },
    },
    async (request, reply) => {
      const id = await writeReview(
        { db, pubsub: app.deps.pubsub, log: request.log },
        currentUser(request),
        request.params.id,
        request.body,
      );
      reply.code(201);
      return { data: { id } };
    },
  );

  app.post(
    '/me/reviews/:id/reply',
    {
      schema: {
        tags,
        summary: 'Reply to a review of me',
        description: 'The reviewed professional only (404 with 1302 for anyone else); once (1364).',
        params: ZReviewIdParamsSchema,
        body: ZReviewReplyRequestSchema,
        response: done,
      },
    },
    async (request) => {
      await replyToReview(db, currentUser(request), request.params.id, request.body.reply);
      return { data: null };
    },
  );

  app.post(
    '/reviews/:id/report',
    {
      schema: {
        tags,
        summary: 'Report a review to staff',
        description: 'Anyone signed in; a hidden or unknown review is 404 with 1302.',
        params: ZReviewIdParamsSchema,
        body: ZReviewReportRequestSchema,
        response: done,
      },
    },
    async (request) => {
      await reportReview(db, currentUser(request), request.params.id, request.body.reason);
      return { data: null };
    },
  );
};
