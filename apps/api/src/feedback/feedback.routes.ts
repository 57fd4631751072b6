import { dataEnvelope } from '@fitmarket/core/api/envelope';
import {
  ZFeedbackQuestionsSchema,
  ZFeedbackRequestSchema,
  ZFeedbackResultSchema,
  ZFeedbacksQuerySchema,
  ZProfessionalFeedbacksSchema,
} from '@fitmarket/core/api/feedback';
import { FEEDBACK_QUESTIONS } from '@fitmarket/core/rules/feedback';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../access/guard';
import { authorize } from '../access/permissions';
import { sendCsv } from '../csv/csv-export';
import {
  FEEDBACK_CSV_HEADER,
  feedbackCsvRows,
  listFeedbacks,
  submitFeedback,
} from './feedback.service';

/** The testers' questionnaire on the marketplace (SPEC §1, §2 "feedback", "tester landing"). */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/feedback/questions',
    {
      schema: {
        tags: ['feedback'],
        summary: "The testers' feedback questionnaire",
        description:
          'Public. The questions in the Accept-Language language, in the order to ask them; ' +
          'each is answered in words and rated 1-5.',
        response: { 200: dataEnvelope(ZFeedbackQuestionsSchema) },
      },
    },
    async (request, reply) => {
      reply.header('vary', 'accept-language');
      return {
        data: FEEDBACK_QUESTIONS.map((question) => ({
          key: question.key,
          question: question[request.lang],
        })),
      };
    },
  );
};

/** Answering the questionnaire; registered in app.ts's signed-in scope. */
export const signedInFeedbackRoutes: FastifyPluginAsyncZod = async (signedIn) => {
  signedIn.post(
    '/feedback',
    {
      schema: {
        tags: ['feedback'],
        summary: 'Answer the feedback questionnaire (once per user)',
        description:
          'Every question needs a written answer (empty 1307, too long 1301) and a rating ' +
          '(missing 1254, not a whole number 1-5 1253), each error naming its field ' +
          '`answers.<key>.answer` or `.rating`. A second questionnaire is refused with 409, ' +
          '1329. A professional becomes a lifetime premium member in the same transaction ' +
          '(`lifetime_premium: true`). No token 401 with 1002.',
        body: ZFeedbackRequestSchema,
        response: { 201: dataEnvelope(ZFeedbackResultSchema) },
      },
    },
    async (request, reply) => {
      const result = await submitFeedback(
        { db: signedIn.deps.database.db, jobs: signedIn.deps.jobs },
        currentUser(request).id,
        request.body,
      );
      return reply.status(201).send({
        data: { created: result.created.toISOString(), lifetime_premium: result.lifetimePremium },
      });
    },
  );
};

/** The back-office feedbacks page; registered in the staff-only scope of admin.routes.ts. */
export const adminFeedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;

  app.get(
    '/feedbacks/professionals',
    {
      schema: {
        tags: ['back-office'],
        summary: 'Answered feedback questionnaires with the average rating per question',
        description:
          'Staff only (no token 401 with 1002, not staff 403 with 1317). SPEC §3 "Professional ' +
          'feedbacks": `{ avg: { ratings, questions }, data }` plus the paging `meta` of SPEC ' +
          '"Paged table data"; averages over every questionnaire, the items one page of them, ' +
          'newest first, questions in the Accept-Language language. page from 1, per_page ' +
          '1-100 (default 10); bad values 422 with 1301.',
        querystring: ZFeedbacksQuerySchema,
        response: { 200: ZProfessionalFeedbacksSchema },
      },
    },
    async (request) => {
      authorize(currentUser(request), 'feedback.read', null);
      return listFeedbacks(db, request.lang, request.query.page, request.query.per_page);
    },
  );

  app.get(
    '/feedbacks/professionals/export.csv',
    {
      schema: {
        tags: ['back-office'],
        summary: 'Every answered questionnaire as a CSV file, one row per answer',
        description:
          'Staff only (401 with 1002, 403 with 1317). Newest first, questions in the ' +
          'Accept-Language language; streamed in batches (UTF-8 with a byte order mark, ' +
          'RFC 4180, a header row of the column names).',
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      authorize(currentUser(request), 'feedback.read', null);
      return sendCsv(
        reply,
        'feedbacks.csv',
        FEEDBACK_CSV_HEADER,
        feedbackCsvRows(db, request.lang),
      );
    },
  );
};
