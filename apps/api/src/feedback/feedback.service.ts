import type { TFeedbackRequest, TProfessionalFeedbacks } from '@fitmarket/core/api/feedback';
import type { Language } from '@fitmarket/core/language';
import {
  FEEDBACK_QUESTIONS,
  feedbackQuestionText,
  validateFeedbackAnswer,
  validateFeedbackRating,
} from '@fitmarket/core/rules/feedback';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { feedbackAnswers, feedbacks, users } from '../db/schema';
import { AppError, type AppErrorItem } from '../errors/app-error';
import { refreshSearchDocuments } from '../search/search-document';

/** A tester's reward (SPEC §1): premium, kept for life (staff changes leave it be). */
const PREMIUM_MEMBERSHIP_ID = 3;
/** The admin list is not paged (SPEC §3 has no meta for it); this keeps it bounded. */
export const FEEDBACK_LIST_LIMIT = 500;

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
 * member in the same transaction; customers and staff are thanked and stay as they are.
 */
export async function submitFeedback(
  db: Database,
  userId: number,
  request: TFeedbackRequest,
): Promise<{ created: Date; lifetimePremium: boolean }> {
  const errors = answerErrors(request);
  if (errors.length > 0) throw new AppError(errors);

  return db.transaction(async (tx) => {
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
      // Premium weighs in search ranking.
      await refreshSearchDocuments(tx, [userId]);
    }
    return { created: feedback.createdAt, lifetimePremium };
  });
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * The back-office feedbacks page (SPEC §7 GET /feedbacks/professionals, §3 shape): the average
 * rating of each current question, and the answered questionnaires, newest first.
 */
export async function listFeedbacks(
  db: Database,
  language: Language,
): Promise<TProfessionalFeedbacks> {
  const rows = await db
    .select({
      id: feedbacks.id,
      createdAt: feedbacks.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      image: users.image,
    })
    .from(feedbacks)
    .innerJoin(users, eq(users.id, feedbacks.userId))
    .orderBy(desc(feedbacks.createdAt), desc(feedbacks.id))
    .limit(FEEDBACK_LIST_LIMIT);
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

  const byFeedback = new Map<number, (typeof answers)[number][]>();
  const ratingsByQuestion = new Map<string, number[]>();
  for (const answer of answers) {
    byFeedback.set(answer.feedbackId, [...(byFeedback.get(answer.feedbackId) ?? []), answer]);
    ratingsByQuestion.set(answer.question, [
      ...(ratingsByQuestion.get(answer.question) ?? []),
      answer.rating,
    ]);
  }
  const average = (ratings: number[] | undefined) =>
    ratings && ratings.length > 0
      ? oneDecimal(ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length)
      : 0;

  return {
    avg: {
      questions: FEEDBACK_QUESTIONS.map((question) => question[language]),
      ratings: FEEDBACK_QUESTIONS.map(({ key }) => average(ratingsByQuestion.get(key))),
    },
    data: rows.map((row) => {
      const own = byFeedback.get(row.id) ?? [];
      return {
        created: row.createdAt.toISOString(),
        user_first_name: row.firstName,
        user_last_name: row.lastName,
        user_image: row.image,
        questions: own.map((answer) => feedbackQuestionText(answer.question, language)),
        answers: own.map((answer) => answer.answer),
        ratings: own.map((answer) => answer.rating),
      };
    }),
  };
}
