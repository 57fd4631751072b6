import { z } from 'zod';
import { FEEDBACK_ANSWER_MAX_LENGTH } from '../limits';
import { FEEDBACK_QUESTION_KEYS, type FeedbackQuestionKey } from '../rules/feedback';
import { pageQueryShape, ZPaginationSchema } from './envelope';

/**
 * The testers' feedback questionnaire (rules/feedback.ts has the questions and the rules).
 * GET /v1/feedback/questions is public; POST /v1/feedback needs a signed-in user, once per user
 * (409, 1329); a professional who answers becomes a lifetime premium member.
 */

/** One question in the request's language (Accept-Language). */
export const ZFeedbackQuestionSchema = z.object({
  key: z.enum(FEEDBACK_QUESTION_KEYS),
  question: z.string(),
});
export type TFeedbackQuestion = z.infer<typeof ZFeedbackQuestionSchema>;
export const ZFeedbackQuestionsSchema = z.array(ZFeedbackQuestionSchema);

/**
 * One answered question. The schema bounds sizes only; an empty answer (1307), a missing
 * rating (1254) and one outside 1-5 (1253) come back from the server with their own codes,
 * checked with the same rules the form uses.
 */
export const ZFeedbackAnswerInputSchema = z.object({
  answer: z.string().max(FEEDBACK_ANSWER_MAX_LENGTH),
  /** 1-5; null until the person picks one. */
  rating: z.number().nullable(),
});
export type TFeedbackAnswerInput = z.infer<typeof ZFeedbackAnswerInputSchema>;

/** Every question answered, by its key (a missing one is 1307 on `answers.<key>`). */
export const ZFeedbackRequestSchema = z.object({
  answers: z.object(
    Object.fromEntries(FEEDBACK_QUESTION_KEYS.map((key) => [key, ZFeedbackAnswerInputSchema])) as {
      [K in FeedbackQuestionKey]: typeof ZFeedbackAnswerInputSchema;
    },
  ),
});
export type TFeedbackRequest = z.infer<typeof ZFeedbackRequestSchema>;

export const ZFeedbackResultSchema = z.object({
  created: z.iso.datetime(),
  /** True when the answer made the person a lifetime premium member (professionals). */
  lifetime_premium: z.boolean(),
});
export type TFeedbackResult = z.infer<typeof ZFeedbackResultSchema>;

/**
 * GET /v1/admin/feedbacks/professionals (staff): SPEC §3 "Professional feedbacks" (`avg` and
 * `data`, not inside the usual `{ data }`), paged like SPEC "Paged table data" (`meta`).
 * Questions are in the request's language; the lists of an item run parallel (the n-th answer
 * and rating belong to the n-th question).
 */
export const ZFeedbacksQuerySchema = z.object({
  ...pageQueryShape,
});
export type TFeedbacksQuery = z.input<typeof ZFeedbacksQuerySchema>;

export const ZFeedbackItemSchema = z.object({
  /** The questionnaire's number. */
  id: z.number().int(),
  created: z.iso.datetime(),
  user_first_name: z.string(),
  user_last_name: z.string(),
  user_image: z.string().nullable(),
  questions: z.array(z.string()),
  answers: z.array(z.string()),
  ratings: z.array(z.number().int()),
});
export type TFeedbackItem = z.infer<typeof ZFeedbackItemSchema>;

export const ZProfessionalFeedbacksSchema = z.object({
  /** The average rating of each current question over every questionnaire (one decimal; 0 before any answer). */
  avg: z.object({ ratings: z.array(z.number()), questions: z.array(z.string()) }),
  /** One page, newest first. */
  data: z.array(ZFeedbackItemSchema),
  meta: z.object({ pagination: ZPaginationSchema }),
});
export type TProfessionalFeedbacks = z.infer<typeof ZProfessionalFeedbacksSchema>;
