import { ZOkSchema } from '@fitmarket/core/api/auth';
import { dataEnvelope, pagedEnvelope } from '@fitmarket/core/api/envelope';
import {
  ZConversationListQuerySchema,
  ZMessageParamsSchema,
  ZReasonSchema,
  ZReportedMessageSchema,
} from '@fitmarket/core/api/messaging';
import {
  ZReportedReviewSchema,
  ZReviewIdParamsSchema,
  ZReviewsQuerySchema,
} from '@fitmarket/core/api/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../access/guard';
import { dismissReports } from './dismiss-reports';
import { hideReportedReview } from './hide-reported-review';
import { listReportedMessages } from './list-reported-messages';
import { listReportedReviews } from './list-reported-reviews';
import { removeReportedMessage } from './remove-reported-message';

const tags = ['back-office'];
const staffOnly = 'Staff only (no token 401 with 1002, not staff 403 with 1317).';
const paged = 'Paged (page from 1, per_page 1-100, default 10).';
const everyReport = 'Each with every open report (reason, time, reporter) and their count.';
const notInQueue = 'Not in the queue (no open report, hidden already, unknown): 404 with 1302.';
const ok = { 200: dataEnvelope(ZOkSchema) };

/**
 * The back-office queues of reported reviews and messages (docs/moderation.md); registered in
 * the staff-only scope. A decision closes every open report of its target.
 */
export const adminModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/review-reports',
    {
      schema: {
        tags,
        summary: 'Reported reviews waiting for a decision, longest waiting first',
        description: `${staffOnly} ${paged} ${everyReport}`,
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
        tags,
        summary: 'Hide a reported review',
        description:
          `${staffOnly} It leaves the profile and the rating; the reason (3-250 characters) ` +
          `is recorded in the author's history and e-mailed to them. ${notInQueue}`,
        params: ZReviewIdParamsSchema,
        body: ZReasonSchema,
        response: ok,
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
        tags,
        summary: 'Keep a reported review',
        description: `${staffOnly} Its reports close; the review stays. ${notInQueue}`,
        params: ZReviewIdParamsSchema,
        response: ok,
      },
    },
    async (request) => {
      await dismissReports(db, currentUser(request), { type: 'review', id: request.params.id });
      return { data: { ok: true as const } };
    },
  );

  app.get(
    '/message-reports',
    {
      schema: {
        tags,
        summary: 'Reported messages waiting for a decision, longest waiting first',
        description: `${staffOnly} ${paged} ${everyReport}`,
        querystring: ZConversationListQuerySchema,
        response: { 200: pagedEnvelope(ZReportedMessageSchema) },
      },
    },
    async (request) =>
      listReportedMessages(db, currentUser(request), request.query.page, request.query.per_page),
  );

  app.post(
    '/message-reports/:id/remove',
    {
      schema: {
        tags,
        summary: 'Remove a reported message',
        description:
          `${staffOnly} The reason (3-250 characters) is shown to the author beside the ` +
          'message and e-mailed to them. Not in the queue: 404 with 1302.',
        params: ZMessageParamsSchema,
        body: ZReasonSchema,
        response: ok,
      },
    },
    async (request) => {
      await removeReportedMessage(
        { db, pubsub: app.deps.pubsub, log: request.log, mail: app.deps.mail },
        currentUser(request),
        request.params.id,
        request.body.reason,
      );
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/message-reports/:id/dismiss',
    {
      schema: {
        tags,
        summary: 'Keep a reported message',
        description: `${staffOnly} Its reports close. Not in the queue: 404 with 1302.`,
        params: ZMessageParamsSchema,
        response: ok,
      },
    },
    async (request) => {
      await dismissReports(db, currentUser(request), { type: 'message', id: request.params.id });
      return { data: { ok: true as const } };
    },
  );
};
