import { pagination, type TPagination } from '@fitmarket/core/api/envelope';
import type { TReportedMessage } from '@fitmarket/core/api/messaging';
import { isLanguage } from '@fitmarket/core/language';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Actor, authorize } from '../access/permissions';
import { recordAudit } from '../audit/record';
import type { Database } from '../db/client';
import { conversations, isListedProfessional, messageReports, messages, users } from '../db/schema';
import { AppError } from '../errors/app-error';
import { checkedReason } from '../errors/checked-reason';
import type { MailService } from '../platform/mail/mail-service';
import { personView } from '../shared/person';
import { conversationFor } from './conversation-access';
import { tellBoth } from './conversations';
import { messageRemovedMail } from './emails';
import { messageView } from './message-view';
import type { MessagingDeps } from './messages';

/** The message `id` with its conversation, or 404 (1302). */
async function messageWithConversation(db: Database, id: number) {
  const [row] = await db
    .select({ message: messages, conversation: conversations })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(eq(messages.id, id));
  if (!row) throw new AppError({ code: 1302 });
  return row;
}

/**
 * A participant reports the other person's message for staff to look at. Reporting it again
 * changes nothing; one's own message cannot be reported (1373), nor a removed one (1302).
 */
export async function reportMessage(
  db: Database,
  actor: Actor,
  messageId: number,
  reason: string,
): Promise<void> {
  const text = checkedReason(reason);
  const { message } = await messageWithConversation(db, messageId);
  await conversationFor(db, actor, 'message.report', message.conversationId);
  if (message.removedAt) throw new AppError({ code: 1302 });
  if (message.senderId === actor.id) throw new AppError({ code: 1373 });
  if (message.kind === 'booking') throw new AppError({ code: 1376 });
  await db
    .insert(messageReports)
    .values({ messageId, reporterId: actor.id, reason: text })
    .onConflictDoNothing();
}

const openReport = isNull(messageReports.resolvedAt);
const reporter = alias(users, 'reporter');

/** The back-office queue: messages with open reports, the longest waiting first. */
export async function listReportedMessages(
  db: Database,
  actor: Actor,
  page: number,
  perPage: number,
): Promise<{ data: TReportedMessage[]; meta: { pagination: TPagination } }> {
  authorize(actor, 'message.moderate', null);
  const [counted] = await db
    .select({ count: sql<number>`count(distinct ${messageReports.messageId})::int` })
    .from(messageReports)
    .where(openReport);
  const firstReportedAt = sql<Date>`min(${messageReports.createdAt})`;
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
      reportCount: sql<number>`count(*)::int`,
      reports: sql<
        { reason: string; at: string; id: number; first: string; last: string; email: string }[]
      >`json_agg(json_build_object('reason', ${messageReports.reason}, 'at', ${messageReports.createdAt}, 'id', ${reporter.id}, 'first', ${reporter.firstName}, 'last', ${reporter.lastName}, 'email', ${reporter.email}) order by ${messageReports.createdAt})`,
      firstReportedAt: sql<string>`${firstReportedAt}`,
    })
    .from(messageReports)
    .innerJoin(messages, eq(messages.id, messageReports.messageId))
    // A message whose author deleted their account has nobody left to moderate.
    .innerJoin(users, eq(users.id, messages.senderId))
    .innerJoin(reporter, eq(reporter.id, messageReports.reporterId))
    .where(openReport)
    .groupBy(messages.id, users.id)
    .orderBy(asc(firstReportedAt), asc(messages.id))
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
    report_count: row.reportCount,
    reports: row.reports.map((report) => ({
      reason: report.reason,
      reported_at: new Date(report.at).toISOString(),
      reporter: personView({
        id: report.id,
        firstName: report.first,
        lastName: report.last,
        email: report.email,
      }),
    })),
    first_reported_at: new Date(row.firstReportedAt).toISOString(),
  }));
  return {
    data,
    meta: { pagination: pagination(counted?.count ?? 0, page, perPage, data.length) },
  };
}

/** Closes the open reports of a message; false when it had none (already decided). */
async function resolveReports(
  tx: Pick<Database, 'update'>,
  actor: Actor,
  messageId: number,
): Promise<boolean> {
  const resolved = await tx
    .update(messageReports)
    .set({ resolvedAt: new Date(), resolvedBy: actor.id })
    .where(and(eq(messageReports.messageId, messageId), openReport))
    .returning({ reporterId: messageReports.reporterId });
  return resolved.length > 0;
}

/**
 * Staff remove a reported message: its text is no longer shown to anyone, its author sees the
 * reason beside it and gets an e-mail saying why (in their language). Removing one with no
 * open report is 404 (1302): it is not in the queue.
 */
export async function removeReportedMessage(
  deps: MessagingDeps & { mail: MailService },
  actor: Actor,
  messageId: number,
  reason: string,
): Promise<void> {
  authorize(actor, 'message.moderate', null);
  const text = checkedReason(reason);
  const { conversation, message } = await messageWithConversation(deps.db, messageId);
  await deps.db.transaction(async (tx) => {
    if (!(await resolveReports(tx, actor, messageId))) throw new AppError({ code: 1302 });
    await tx
      .update(messages)
      .set({ removedAt: new Date(), removedReason: text, removedBy: actor.id })
      .where(eq(messages.id, messageId));
    // In the author's history: what they wrote and why it went.
    if (message.senderId !== null) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'message.remove',
        target: { type: 'user', id: message.senderId },
        before: { message: message.body },
        after: { message: null },
        reason: text,
      });
      const [author] = await tx
        .select({ email: users.email, language: users.language })
        .from(users)
        .where(eq(users.id, message.senderId));
      if (author) {
        const lang = isLanguage(author.language) ? author.language : 'en';
        await deps.mail.send(messageRemovedMail(lang, author.email, text), { tx });
      }
    }
  });
  await tellBoth(deps, conversation);
}

/** Staff keep a reported message: its reports close, the message stays. */
export async function dismissMessageReports(
  db: Database,
  actor: Actor,
  messageId: number,
): Promise<void> {
  authorize(actor, 'message.moderate', null);
  const [message] = await db
    .select({ senderId: messages.senderId })
    .from(messages)
    .where(eq(messages.id, messageId));
  await db.transaction(async (tx) => {
    if (!(await resolveReports(tx, actor, messageId))) throw new AppError({ code: 1302 });
    if (message?.senderId) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'message.keep',
        target: { type: 'user', id: message.senderId },
      });
    }
  });
}
