import { pagination, type TPagination } from '@fitmarket/core/api/envelope';
import type { TReportedMessage } from '@fitmarket/core/api/messaging';
import { asc, count, eq, isNull, sql } from 'drizzle-orm';
import { type Actor, authorize } from '../access/permissions';
import type { Database } from '../db/client';
import { isListedProfessional, messages, users } from '../db/schema';
import { messageView } from '../messaging/message-view';
import { openReportsOf, openReportsView } from './queries';

/**
 * The back-office queue of reported messages still shown, the longest waiting first, each
 * with every open report. A message whose author deleted their account has nobody left to
 * moderate and is left out.
 */
export async function listReportedMessages(
  db: Database,
  actor: Actor,
  page: number,
  perPage: number,
): Promise<{ data: TReportedMessage[]; meta: { pagination: TPagination } }> {
  authorize(actor, 'message.moderate', null);
  const open = openReportsOf(db, 'message');
  const shown = isNull(messages.removedAt);
  const [counted] = await db
    .select({ total: count() })
    .from(open)
    .innerJoin(messages, eq(messages.id, open.targetId))
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(shown);
  const rows = await db
    .select({
      message: messages,
      author: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        image: users.image,
        email: users.email,
        slug: sql<string | null>`case when ${isListedProfessional(users)} then ${users.slug} end`,
      },
      open: {
        reportCount: open.reportCount,
        firstReportedAt: open.firstReportedAt,
        reports: open.reports,
      },
    })
    .from(open)
    .innerJoin(messages, eq(messages.id, open.targetId))
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(shown)
    .orderBy(asc(open.firstReportedAt), asc(messages.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const data = rows.map((row) => ({
    // Staff see the text as written, which is what they judge.
    message: { ...messageView(row.message, row.message.senderId ?? 0), body: row.message.body },
    author: {
      id: row.author.id,
      first_name: row.author.firstName,
      last_name: row.author.lastName,
      image: row.author.image,
      slug: row.author.slug,
      email: row.author.email,
    },
    ...openReportsView(row.open),
  }));
  return {
    data,
    meta: { pagination: pagination(counted?.total ?? 0, page, perPage, data.length) },
  };
}
