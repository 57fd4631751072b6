import { pagination, type TPagination } from '@fitmarket/core/api/envelope';
import type { TReportedReview } from '@fitmarket/core/api/reviews';
import { isLanguage } from '@fitmarket/core/language';
import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Actor, authorize } from '../access/permissions';
import { recordAudit } from '../audit/record';
import type { Database } from '../db/client';
import { isListedProfessional, reviews, users } from '../db/schema';
import { AppError } from '../errors/app-error';
import { checkedReason } from '../errors/checked-reason';
import type { MailService } from '../platform/mail/mail-service';
import { refreshSearchDocuments } from '../search/search-document';
import { personView } from '../shared/person';
import { reviewHiddenMail } from './emails';

const author = alias(users, 'author');
const professional = alias(users, 'professional');
const reporter = alias(users, 'reporter');

/** In the queue: a visible review with an open report. */
const inQueue = (reviewId?: number) =>
  and(
    isNotNull(reviews.reportedAt),
    isNull(reviews.hiddenAt),
    reviewId === undefined ? undefined : eq(reviews.id, reviewId),
  );

/** The back-office queue: reported reviews still shown, the longest waiting first. */
export async function listReportedReviews(
  db: Database,
  actor: Actor,
  page: number,
  perPage: number,
): Promise<{ data: TReportedReview[]; meta: { pagination: TPagination } }> {
  authorize(actor, 'review.moderate', null);
  const [counted] = await db.select({ total: count() }).from(reviews).where(inQueue());
  const rows = await db
    .select({
      review: reviews,
      author,
      professional: {
        id: professional.id,
        firstName: professional.firstName,
        lastName: professional.lastName,
        email: professional.email,
        slug: sql<
          string | null
        >`case when ${isListedProfessional(professional)} then ${professional.slug} end`,
      },
      reporter,
    })
    .from(reviews)
    .innerJoin(professional, eq(professional.id, reviews.professionalId))
    .leftJoin(author, eq(author.id, reviews.authorId))
    .leftJoin(reporter, eq(reporter.id, reviews.reportedBy))
    .where(inQueue())
    .orderBy(asc(reviews.reportedAt), asc(reviews.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const data = rows.map((row) => ({
    id: row.review.id,
    rating: row.review.rating,
    message: row.review.message,
    created_at: row.review.createdAt.toISOString(),
    author: row.author ? { ...personView(row.author), image: row.author.image } : null,
    professional: {
      id: row.professional.id,
      name: personView(row.professional).name,
      slug: row.professional.slug,
    },
    report: {
      reason: row.review.reportReason ?? '',
      reported_at: (row.review.reportedAt ?? row.review.createdAt).toISOString(),
      reporter: row.reporter ? personView(row.reporter) : null,
    },
  }));
  return {
    data,
    meta: { pagination: pagination(counted?.total ?? 0, page, perPage, data.length) },
  };
}

/**
 * Staff hide a reported review: it leaves the profile's list and the professional's rating
 * figures (by trigger) and search document in the same transaction, the author's history
 * records it with the text and the reason, and the author is e-mailed why in their language.
 * A review that is not in the queue (no open report, already hidden, unknown) is 404 (1302).
 */
export async function hideReportedReview(
  deps: { db: Database; mail: MailService },
  actor: Actor,
  reviewId: number,
  reason: string,
): Promise<void> {
  authorize(actor, 'review.moderate', null);
  const text = checkedReason(reason);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(reviews)
      .set({ hiddenAt: new Date(), hiddenReason: text })
      .where(inQueue(reviewId))
      .returning({
        professionalId: reviews.professionalId,
        authorId: reviews.authorId,
        message: reviews.message,
      });
    if (!row) throw new AppError({ code: 1302 });
    await refreshSearchDocuments(tx, [row.professionalId]);
    if (row.authorId !== null) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'review.hide',
        target: { type: 'user', id: row.authorId },
        before: { review: row.message },
        after: { review: null },
        reason: text,
      });
      const [writer] = await tx
        .select({ email: users.email, language: users.language })
        .from(users)
        .where(eq(users.id, row.authorId));
      if (!writer) return;
      const lang = isLanguage(writer.language) ? writer.language : 'en';
      await deps.mail.send(reviewHiddenMail(lang, writer.email, text), { tx });
    }
  });
}

/** Staff keep a reported review: its report closes (a new report queues it again). */
export async function dismissReviewReport(
  db: Database,
  actor: Actor,
  reviewId: number,
): Promise<void> {
  authorize(actor, 'review.moderate', null);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(reviews)
      .set({ reportedAt: null, reportReason: null, reportedBy: null })
      .where(inQueue(reviewId))
      .returning({ authorId: reviews.authorId });
    if (!row) throw new AppError({ code: 1302 });
    if (row.authorId !== null) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'review.keep',
        target: { type: 'user', id: row.authorId },
      });
    }
  });
}
