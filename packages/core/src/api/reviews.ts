import { z } from 'zod';
import { REASON_MAX, REVIEW_MESSAGE_MAX_LENGTH, REVIEW_REPLY_MAX_LENGTH } from '../limits';
import { pageQueryShape } from './envelope';
import { ZOpenReportsSchema } from './reports';

/**
 * Reviews (issue 10): written by the customer of a passed booking, one per booking, within 14
 * days. Rating and message are checked by rules/review.ts (1254/1253, 1252/1251), so they are
 * loose here and the answer carries the catalogue codes.
 */
export const ZReviewRequestSchema = z.object({
  rating: z.number().nullable().optional(),
  message: z.string().max(REVIEW_MESSAGE_MAX_LENGTH).nullable().optional(),
});
export type TReviewRequest = z.infer<typeof ZReviewRequestSchema>;

export const ZReviewReplyRequestSchema = z.object({
  reply: z.string().trim().min(1).max(REVIEW_REPLY_MAX_LENGTH),
});
export const ZReviewReportRequestSchema = z.object({
  reason: z.string().trim().min(1).max(REASON_MAX),
});
export const ZReviewIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const ZReviewsQuerySchema = z.object({
  ...pageQueryShape,
});

export const ZReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  message: z.string(),
  /** The author's first name and initial only; null once they deleted their account. */
  author: z
    .object({ first_name: z.string(), last_initial: z.string(), image: z.string().nullable() })
    .nullable(),
  /** Written after a booking on Fitmarket. */
  verified: z.boolean(),
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  created_at: z.string(),
});
export type TReview = z.infer<typeof ZReviewSchema>;

/** Back-office: a reported review waiting for a decision, with every open report of it. */
export const ZReportedReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  /** As written: staff judge the text itself (shown as plain text). */
  message: z.string(),
  created_at: z.iso.datetime(),
  /** Null once the author deleted their account. */
  author: z
    .object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      image: z.string().nullable(),
    })
    .nullable(),
  /** Whom it is about; `slug` only while their profile is listed. */
  professional: z.object({ id: z.number().int(), name: z.string(), slug: z.string().nullable() }),
  ...ZOpenReportsSchema.shape,
});
export type TReportedReview = z.infer<typeof ZReportedReviewSchema>;
