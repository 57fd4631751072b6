import { ZOkSchema } from '@fitmarket/core/api/auth';
import { dataEnvelope, pagedEnvelope } from '@fitmarket/core/api/envelope';
import { ZReasonSchema } from '@fitmarket/core/api/messaging';
import { ZProfessionalSlugParamsSchema } from '@fitmarket/core/api/public-profile';
import {
  ZReportedReviewSchema,
  ZReviewIdParamsSchema,
  ZReviewReplyRequestSchema,
  ZReviewReportRequestSchema,
  ZReviewRequestSchema,
  ZReviewSchema,
  ZReviewsQuerySchema,
} from '@fitmarket/core/api/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireSignIn } from '../access/guard';
import { dismissReviewReport, hideReportedReview, listReportedReviews } from './moderation';
import { listReviews, replyToReview, reportReview, writeReview } from './reviews';

const tags = ['reviews'];
const done = { 200: dataEnvelope(z.null()) };

/** Reviews (issue 10): the public list, then writing, replying and reporting, signed in. */
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
  await app.register(signedInReviewRoutes);
};

const signedInReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignIn(app);
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
      const id = await writeReview(db, currentUser(request), request.params.id, request.body);
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

/** The back-office queue of reported reviews; registered in the staff-only scope. */
export const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const staffOnly = 'Staff only (no token 401 with 1002, not staff 403 with 1317).';
  const notInQueue = 'Not in the queue (no open report, hidden already, unknown): 404 with 1302.';

  app.get(
    '/review-reports',
    {
      schema: {
        tags: ['back-office'],
        summary: 'Reported reviews waiting for a decision, longest waiting first',
        description: `${staffOnly} Paged (page from 1, per_page 1-100, default 10).`,
        querystring: ZReviewsQuerySchema,
        response: { 200: pagedEnvelope(ZReportedReviewSchema) },
      },
    },
    async (request) =>
      listReportedReviews(db, currentUser(request), request.query.page, request.query.per_page),
  );

  app.post(
    '/review-reports/:id/hide',
    {
      schema: {
        tags: ['back-office'],
        summary: 'Hide a reported review',
        description:
          `${staffOnly} It leaves the profile and the rating; the reason (3-250 characters) ` +
          `is recorded in the author's history and e-mailed to them. ${notInQueue}`,
        params: ZReviewIdParamsSchema,
        body: ZReasonSchema,
        response: { 200: dataEnvelope(ZOkSchema) },
      },
    },
    async (request) => {
      await hideReportedReview(
        { db, mail: app.deps.mail },
        currentUser(request),
        request.params.id,
        request.body.reason,
      );
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/review-reports/:id/dismiss',
    {
      schema: {
        tags: ['back-office'],
        summary: 'Keep a reported review',
        description: `${staffOnly} Its report closes; the review stays. ${notInQueue}`,
        params: ZReviewIdParamsSchema,
        response: { 200: dataEnvelope(ZOkSchema) },
      },
    },
    async (request) => {
      await dismissReviewReport(db, currentUser(request), request.params.id);
      return { data: { ok: true as const } };
    },
  );
};
