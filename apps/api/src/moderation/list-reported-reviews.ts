import { pagination, type TPagination } from '@fitmarket/core/api/envelope';
import type { TReportedReview } from '@fitmarket/core/api/reviews';
import { asc, count, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Actor, authorize } from '../access/permissions';
import type { Database } from '../db/client';
import { isListedProfessional, reviews, users } from '../db/schema';
import { personView } from '../shared/person';
import { openReportsOf, openReportsView } from './queries';

const author = alias(users, 'author');
const professional = alias(users, 'professional');

/**
 * The back-office queue of reported reviews still shown, the longest waiting first, each with
 * every open report (reason, time, reporter).
 */
export async function listReportedReviews(
  db: Database,
  actor: Actor,
  page: number,
  perPage: number,
): Promise<{ data: TReportedReview[]; meta: { pagination: TPagination } }> {
  authorize(actor, 'review.moderate', null);
  const open = openReportsOf(db, 'review');
  const shown = isNull(reviews.hiddenAt);
  const [counted] = await db
    .select({ total: count() })
    .from(open)
    .innerJoin(reviews, eq(reviews.id, open.targetId))
    .where(shown);
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
      open: {
        reportCount: open.reportCount,
        firstReportedAt: open.firstReportedAt,
        reports: open.reports,
      },
    })
    .from(open)
    .innerJoin(reviews, eq(reviews.id, open.targetId))
    .innerJoin(professional, eq(professional.id, reviews.professionalId))
    .leftJoin(author, eq(author.id, reviews.authorId))
    .where(shown)
    .orderBy(asc(open.firstReportedAt), asc(reviews.id))
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
    ...openReportsView(row.open),
  }));
  return {
    data,
    meta: { pagination: pagination(counted?.total ?? 0, page, perPage, data.length) },
  };
}
