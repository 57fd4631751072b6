import type { ReportResolution, ReportTargetType, TOpenReports } from '@fitmarket/core/api/reports';
import { isLanguage, type Language } from '@fitmarket/core/language';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor } from '../access/permissions';
import type { Database } from '../db/client';
import { messages, reports, reviews, users } from '../db/schema';
import { personView } from '../shared/person';

/** What people report: its type and its id. */
export interface ReportTarget {
  type: ReportTargetType;
  id: number;
}

/** The targets staff decide on today and who may; an ad joins with the ads' back-office. */
export const MODERATED = {
  review: { permission: 'review.moderate', keep: 'review.keep' },
  message: { permission: 'message.moderate', keep: 'message.keep' },
} as const satisfies Partial<Record<ReportTargetType, object>>;
export type ModeratedType = keyof typeof MODERATED;

const isOpen = isNull(reports.resolvedAt);
const reporter = alias(users, 'reporter');

interface RawReport {
  reason: string;
  at: string;
  id: number | null;
  first: string | null;
  last: string | null;
  email: string | null;
}

/**
 * The open reports of one type grouped per target, as a subquery a queue joins with its
 * targets' table (so the page and its count leave out targets gone meanwhile): how many, the
 * first one's time, and every report with its reporter, oldest first.
 */
export function openReportsOf(db: Database, type: ReportTargetType) {
  return db
    .select({
      targetId: reports.targetId,
      reportCount: sql<number>`count(*)::int`.as('report_count'),
      firstReportedAt: sql<string>`min(${reports.createdAt})`.as('first_reported_at'),
      reports: sql<
        RawReport[]
      >`json_agg(json_build_object('reason', ${reports.reason}, 'at', ${reports.createdAt}, 'id', ${reporter.id}, 'first', ${reporter.firstName}, 'last', ${reporter.lastName}, 'email', ${reporter.email}) order by ${reports.createdAt}, ${reports.id})`.as(
        'reports',
      ),
    })
    .from(reports)
    .leftJoin(reporter, eq(reporter.id, reports.reporterId))
    .where(and(eq(reports.targetType, type), isOpen))
    .groupBy(reports.targetId)
    .as('open_reports');
}

/** A row of `openReportsOf` as the queues answer it. */
export function openReportsView(row: {
  reportCount: number;
  firstReportedAt: string | Date;
  reports: RawReport[];
}): TOpenReports {
  return {
    report_count: row.reportCount,
    reports: row.reports.map((report) => ({
      reason: report.reason,
      reported_at: new Date(report.at).toISOString(),
      // The reporter deleted their account: the report stands, without a name.
      reporter:
        report.id === null
          ? null
          : personView({
              id: report.id,
              firstName: report.first ?? '',
              lastName: report.last ?? '',
              email: report.email ?? '',
            }),
    })),
    first_reported_at: new Date(row.firstReportedAt).toISOString(),
  };
}

/**
 * Closes every open report of the target with staff's decision; false when there was none
 * (decided already, or never reported): the target is not in the queue.
 */
export async function resolveOpenReports(
  tx: Pick<Database, 'update'>,
  actor: Actor,
  target: ReportTarget,
  resolution: ReportResolution,
): Promise<boolean> {
  const resolved = await tx
    .update(reports)
    .set({ resolvedAt: new Date(), resolvedBy: actor.id, resolution })
    .where(and(eq(reports.targetType, target.type), eq(reports.targetId, target.id), isOpen))
    .returning({ id: reports.id });
  return resolved.length > 0;
}

/** Who wrote the target (their history records the decision); null once they left. */
export async function authorOf(
  tx: Pick<Database, 'select'>,
  target: ReportTarget & { type: ModeratedType },
): Promise<number | null> {
  const [row] =
    target.type === 'review'
      ? await tx
          .select({ authorId: reviews.authorId })
          .from(reviews)
          .where(eq(reviews.id, target.id))
      : await tx
          .select({ authorId: messages.senderId })
          .from(messages)
          .where(eq(messages.id, target.id));
  return row?.authorId ?? null;
}

/** Where and in which language to tell an author of a decision; undefined once they left. */
export async function mailboxOf(
  tx: Pick<Database, 'select'>,
  userId: number,
): Promise<{ email: string; lang: Language } | undefined> {
  const [row] = await tx
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row && { email: row.email, lang: isLanguage(row.language) ? row.language : 'en' };
}
