import { pagination, type TPagination } from '@fitmarket/core/api/envelope';
import type { TReview, TReviewRequest } from '@fitmarket/core/api/reviews';
import { REVIEW_WINDOW_MS } from '@fitmarket/core/limits';
import { reviewFieldCodes } from '@fitmarket/core/rules/review';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { type Actor, authorize } from '../access/permissions';
import type { Database } from '../db/client';
import { bookings, reviews, users } from '../db/schema';
import { AppError } from '../errors/app-error';
import type { LiveDeps } from '../live/tell-user';
import { fileReport } from '../moderation/file-report';
import { announce, notify } from '../notifications/notify';
import { refreshSearchDocuments } from '../search/search-document';

/**
 * The customer of a passed booking reviews it: once (1361), within 14 days of its end (1362),
 * never their own session (1363). The professional's rating figures move by trigger in the
 * same transaction, and so does their search document (search sorts by rating); the
 * professional is notified (new_review, optional: their settings decide app and e-mail).
 */
export async function writeReview(
  deps: LiveDeps & { db: Database },
  actor: Actor,
  bookingId: number,
  request: TReviewRequest,
  now = new Date(),
): Promise<number> {
  const { db } = deps;
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  authorize(actor, 'review.write', {
    professionalId: booking?.professionalId ?? 0,
    customerId: booking?.customerId ?? null,
  });
  if (!booking) throw new AppError({ code: 1302 });
  const issues = Object.entries(
    reviewFieldCodes({ rating: request.rating, message: request.message }),
  ).flatMap(([field, code]) => (code === null ? [] : [{ code, field }]));
  if (issues.length > 0) throw new AppError(issues);
  // A session the professional marked as missed by the customer never took place for them.
  if (booking.status !== 'confirmed' || booking.endsAt > now) throw new AppError({ code: 1360 });
  if (now.getTime() - booking.endsAt.getTime() > REVIEW_WINDOW_MS) {
    throw new AppError({ code: 1362 });
  }
  const { id, notice } = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(reviews)
      .values({
        professionalId: booking.professionalId,
        authorId: actor.id,
        bookingId: booking.id,
        rating: Number(request.rating),
        message: (request.message ?? '').trim(),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: reviews.id });
    if (!created) throw new AppError({ code: 1361 });
    await refreshSearchDocuments(tx, [booking.professionalId]);
    // The professional hears of it; the link opens the review on their profile's page.
    const [professional] = await tx
      .select({ slug: users.slug })
      .from(users)
      .where(eq(users.id, booking.professionalId));
    const notice = await notify(tx, {
      userId: booking.professionalId,
      type: 'new_review',
      actorId: actor.id,
      data: { review_id: created.id, booking_id: booking.id, slug: professional?.slug ?? null },
    });
    return { id: created.id, notice };
  });
  await announce(deps, [notice]);
  return id;
}

async function reviewResource(db: Database, reviewId: number) {
  const [review] = await db
    .select({
      professionalId: reviews.professionalId,
      authorId: reviews.authorId,
      reply: reviews.reply,
    })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), isNull(reviews.hiddenAt)));
  return review;
}

/** The reviewed professional answers once, publicly (1364 the second time). */
export async function replyToReview(db: Database, actor: Actor, reviewId: number, reply: string) {
  const review = await reviewResource(db, reviewId);
  authorize(actor, 'review.reply', {
    professionalId: review?.professionalId ?? 0,
    authorId: review?.authorId ?? null,
  });
  const [saved] = await db
    .update(reviews)
    .set({ reply, repliedAt: new Date() })
    .where(and(eq(reviews.id, reviewId), isNull(reviews.reply)))
    .returning({ id: reviews.id });
  if (!saved) throw new AppError({ code: 1364 });
}

/**
 * Anyone signed in reports a shown review to staff (moderation/): every reporter's report is
 * kept, and reporting again while one's own is open changes nothing.
 */
export async function reportReview(db: Database, actor: Actor, reviewId: number, reason: string) {
  const review = await reviewResource(db, reviewId);
  if (!review) throw new AppError({ code: 1302 });
  authorize(actor, 'review.report', review);
  await fileReport(db, { type: 'review', id: reviewId }, actor.id, reason);
}

/** A listed professional's visible reviews, newest first. */
export async function listReviews(
  db: Database,
  slug: string,
  page: number,
  perPage: number,
): Promise<{ data: TReview[]; meta: { pagination: TPagination } }> {
  const [professional] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.slug, slug),
        sql`${users.role} = 'professional' and ${users.published} and not ${users.blocked}`,
      ),
    );
  if (!professional) throw new AppError({ code: 1302 });
  const where = and(eq(reviews.professionalId, professional.id), isNull(reviews.hiddenAt));
  const [total] = await db.select({ value: count() }).from(reviews).where(where);
  const rows = await db
    .select({
      review: reviews,
      author: { firstName: users.firstName, lastName: users.lastName, image: users.image },
    })
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.authorId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return {
    data: rows.map(({ review, author }) => ({
      id: review.id,
      rating: review.rating,
      message: review.message,
      author: author
        ? {
            first_name: author.firstName,
            last_initial: author.lastName.slice(0, 1),
            image: author.image,
          }
        : null,
      verified: review.bookingId !== null,
      reply: review.reply,
      replied_at: review.repliedAt?.toISOString() ?? null,
      created_at: review.createdAt.toISOString(),
    })),
    meta: { pagination: pagination(total?.value ?? 0, page, perPage, rows.length) },
  };
}
