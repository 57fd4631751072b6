import { pagination } from '@fitmarket/core/api/envelope';
import type {
  TFeedbackItem,
  TFeedbackRequest,
  TProfessionalFeedbacks,
} from '@fitmarket/core/api/feedback';
import type { Language } from '@fitmarket/core/language';
import {
  FEEDBACK_QUESTIONS,
  feedbackQuestionText,
  validateFeedbackAnswer,
  validateFeedbackRating,
} from '@fitmarket/core/rules/feedback';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps';
import { CSV_BATCH_SIZE, type CsvValue, keysetBatches } from '../csv/csv-export';
import type { Database } from '../db/client';
import { feedbackAnswers, feedbacks, users } from '../db/schema';
import { AppError, type AppErrorItem } from '../errors/app-error';
import { stopPaidMembership } from '../memberships/subscriptions';
import { refreshSearchDocuments } from '../search/search-document';

/** A tester's reward (SPEC §1): premium, kept for life (staff changes leave it be). */
const PREMIUM_MEMBERSHIP_ID = 3;

/** Every rule broken, one error per field, as the form shows them beside each question. */
function answerErrors(request: TFeedbackRequest): AppErrorItem[] {
  return FEEDBACK_QUESTIONS.flatMap(({ key }) => {
    const { answer, rating } = request.answers[key];
    const answerCode = validateFeedbackAnswer(answer);
    const ratingCode = validateFeedbackRating(rating);
    return [
      ...(answerCode ? [{ code: answerCode, field: `answers.${key}.answer` }] : []),
      ...(ratingCode ? [{ code: ratingCode, field: `answers.${key}.rating` }] : []),
    ];
  });
}

/**
 * Stores one user's answers. Once per user (409, 1329): the user's row is locked first, so two
 * racing submissions cannot both pass the check. A professional becomes a lifetime premium
 * member in the same transaction, and a paid membership they had stops now (a tester is never
 * billed); customers and staff are thanked and stay as they are.
 */
export async function submitFeedback(
  deps: Pick<AppDeps, 'jobs'> & { db: Database },
  userId: number,
  request: TFeedbackRequest,
): Promise<{ created: Date; lifetimePremium: boolean }> {
  const errors = answerErrors(request);
  if (errors.length > 0) throw new AppError(errors);

  return deps.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw new AppError({ code: 1302 });
    const [earlier] = await tx
      .select({ id: feedbacks.id })
      .from(feedbacks)
      .where(eq(feedbacks.userId, userId))
      .limit(1);
    if (earlier) throw new AppError({ code: 1329 });

    const [feedback] = await tx.insert(feedbacks).values({ userId }).returning();
    if (!feedback) throw new Error('insert into feedbacks returned nothing');
    await tx.insert(feedbackAnswers).values(
      FEEDBACK_QUESTIONS.map(({ key }, position) => ({
        feedbackId: feedback.id,
        position,
        question: key,
        answer: request.answers[key].answer.trim(),
        rating: request.answers[key].rating as number,
      })),
    );

    const lifetimePremium = user.role === 'professional';
    if (lifetimePremium) {
      await tx
        .update(users)
        .set({
          membershipId: PREMIUM_MEMBERSHIP_ID,
          membershipLifetime: true,
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
      await stopPaidMembership(deps, tx, userId);
      // Premium weighs in search ranking.
      await refreshSearchDocuments(tx, [userId]);
    }
    return { created: feedback.createdAt, lifetimePremium };
  });
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

interface FeedbackRow {
  id: number;
  createdAt: Date;
  /** `created_at` as text, the keyset cursor of the export (a Date drops microseconds). */
  cursor: string;
  firstName: string;
  lastName: string;
  image: string | null;
}

/** Questionnaires with their author, newest first, after `after` (the export's keyset). */
function feedbackRows(db: Database, after: FeedbackRow | null, limit: number, offset = 0) {
  return db
    .select({
      id: feedbacks.id,
      createdAt: feedbacks.createdAt,
      cursor: sql<string>`${feedbacks.createdAt}::text`,
      firstName: users.firstName,
      lastName: users.lastName,
      image: users.image,
    })
    .from(feedbacks)
    .innerJoin(users, eq(users.id, feedbacks.userId))
    .where(
      after
        ? sql`(${feedbacks.createdAt}, ${feedbacks.id}) < (${after.cursor}::timestamptz, ${after.id})`
        : undefined,
    )
    .orderBy(desc(feedbacks.createdAt), desc(feedbacks.id))
    .limit(limit)
    .offset(offset);
}

/** The questionnaires of `rows` with their answers in question order (SPEC §3 item shape). */
async function feedbackItems(
  db: Database,
  rows: FeedbackRow[],
  language: Language,
): Promise<TFeedbackItem[]> {
  const answers =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(feedbackAnswers)
          .where(
            inArray(
              feedbackAnswers.feedbackId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(feedbackAnswers.feedbackId), asc(feedbackAnswers.position));
  const byFeedback = new Map<number, typeof answers>();
  for (const answer of answers) {
    byFeedback.set(answer.feedbackId, [...(byFeedback.get(answer.feedbackId) ?? []), answer]);
  }
  return rows.map((row) => {
    const own = byFeedback.get(row.id) ?? [];
    return {
      id: row.id,
      created: row.createdAt.toISOString(),
      user_first_name: row.firstName,
      user_last_name: row.lastName,
      user_image: row.image,
      questions: own.map((answer) => feedbackQuestionText(answer.question, language)),
      answers: own.map((answer) => answer.answer),
      ratings: own.map((answer) => answer.rating),
    };
  });
}

/**
 * The back-office feedbacks page (SPEC §7 GET /feedbacks/professionals, §3 shape): the average
 * rating of each current question over every questionnaire, and one page of them, newest first.
 */
export async function listFeedbacks(
  db: Database,
  language: Language,
  page: number,
  perPage: number,
): Promise<TProfessionalFeedbacks> {
  const averages = await db
    .select({
      question: feedbackAnswers.question,
      average: sql<number>`avg(${feedbackAnswers.rating})::float8`,
    })
    .from(feedbackAnswers)
    .groupBy(feedbackAnswers.question);
  const averageOf = new Map(averages.map((row) => [row.question, oneDecimal(row.average)]));
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(feedbacks);
  const rows = await feedbackRows(db, null, perPage, (page - 1) * perPage);

  return {
    avg: {
      questions: FEEDBACK_QUESTIONS.map((question) => question[language]),
      ratings: FEEDBACK_QUESTIONS.map(({ key }) => averageOf.get(key) ?? 0),
    },
    data: await feedbackItems(db, rows, language),
    meta: { pagination: pagination(counted?.total ?? 0, page, perPage, rows.length) },
  };
}

/** The CSV export's columns: one row per answered question. */
export const FEEDBACK_CSV_HEADER = [
  'feedback_id',
  'created',
  'user_first_name',
  'user_last_name',
  'question',
  'answer',
  'rating',
];

/** Every questionnaire, newest first, one row per answer, in keyset batches. */
export function feedbackCsvRows(db: Database, language: Language): AsyncIterable<CsvValue[][]> {
  async function* batches() {
    for await (const rows of keysetBatches((after: FeedbackRow | null) =>
      feedbackRows(db, after, CSV_BATCH_SIZE),
    )) {
      const items = await feedbackItems(db, rows, language);
      yield items.flatMap((item) =>
        item.questions.map((question, index) => [
          item.id,
          item.created,
          item.user_first_name,
          item.user_last_name,
          question,
          item.answers[index],
          item.ratings[index],
        ]),
      );
    }
  }
  return batches();
}
