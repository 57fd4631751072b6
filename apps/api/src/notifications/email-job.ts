import { isLanguage } from '@fitmarket/core/language';
import { MESSAGE_EMAIL_INTERVAL_MS } from '@fitmarket/core/limits';
import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { notifications, users } from '../db/schema';
import { countedJob } from '../platform/jobs/counted-job';
import type { RecurringJob } from '../platform/jobs/job-scheduler';
import type { MailService } from '../platform/mail/mail-service';
import { EMAILED_NOTIFICATION_TYPES, isEmailedType, notificationMail } from './emails';
import { channelOn } from './preferences';

const EVERY_MS = 60_000;
/** Mails taken per run; the next run takes the rest. */
const BATCH = 100;
/** After a long stop nobody wants a day-old "new follower" e-mail: older ones are left. */
const TOO_LATE_MS = 24 * 3_600_000;

interface EmailJobDeps {
  db: Database;
  mail: MailService;
  config: Pick<Config, 'webUrl'>;
}

const actor = alias(users, 'actor');

/**
 * Sends the e-mails notifications are due (EMAILED_NOTIFICATION_TYPES, the optional ones:
 * booking changes, reminders and staff actions send their own), to users who keep that type's
 * e-mails on (core rules/notifications.ts), in their language: each notification once; a conversation's messages at most once per
 * MESSAGE_EMAIL_INTERVAL_MS, and only while they are unread. The rows are claimed (emailed_at
 * set, locked rows skipped) in the transaction that queues their e-mails (send-mail jobs, which
 * retry a failed delivery), so instances running this together never mail one twice. These are
 * the product's own mails: they do not draw on the daily budget of reset and deletion links.
 */
export async function sendDueNotificationEmails(
  deps: EmailJobDeps,
  now = new Date(),
): Promise<number> {
  const { db } = deps;
  const recentlyMailed = db
    .select({ one: sql`1` })
    .from(alias(notifications, 'mailed'))
    .where(
      sql`mailed.user_id = ${notifications.userId}
        and mailed.conversation_id = ${notifications.conversationId}
        and mailed.emailed_at > ${new Date(now.getTime() - MESSAGE_EMAIL_INTERVAL_MS)}`,
    );
  const due = db
    .select({ id: notifications.id })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(
      and(
        eq(users.emailNotifications, true),
        inArray(notifications.type, [...EMAILED_NOTIFICATION_TYPES]),
        channelOn(sql`${users.notificationPreferences}`, 'email'),
        eq(users.blocked, false),
        gt(notifications.createdAt, new Date(now.getTime() - TOO_LATE_MS)),
        or(
          and(isNull(notifications.conversationId), isNull(notifications.emailedAt)),
          and(
            sql`${notifications.conversationId} is not null`,
            isNull(notifications.readAt),
            or(
              isNull(notifications.emailedAt),
              gt(notifications.createdAt, notifications.emailedAt),
            ),
            sql`not exists ${recentlyMailed}`,
          ),
        ),
      ),
    )
    .orderBy(asc(notifications.createdAt))
    .limit(BATCH)
    .for('update', { of: notifications, skipLocked: true });

  // The claim and the queued e-mails commit together: a crash loses neither, nor sends twice.
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(notifications)
      .set({ emailedAt: now })
      .where(inArray(notifications.id, due))
      .returning({ id: notifications.id });
    if (claimed.length === 0) return 0;

    const rows = await tx
      .select({
        type: notifications.type,
        data: notifications.data,
        email: users.email,
        language: users.language,
        actorFirstName: actor.firstName,
        actorLastName: actor.lastName,
      })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .leftJoin(actor, eq(actor.id, notifications.actorId))
      .where(
        inArray(
          notifications.id,
          claimed.map((row) => row.id),
        ),
      );
    let sent = 0;
    for (const row of rows) {
      if (!isEmailedType(row.type)) continue;
      const lang = isLanguage(row.language) ? row.language : 'en';
      const mail = notificationMail(lang, row.email, {
        type: row.type,
        actorName: `${row.actorFirstName ?? ''} ${row.actorLastName ?? ''}`,
        data: row.data,
        webUrl: deps.config.webUrl,
      });
      await deps.mail.send(mail, { tx });
      sent += 1;
    }
    return sent;
  });
}

export function notificationEmailJob(
  deps: EmailJobDeps,
  log: { info(obj: object, msg: string): void },
): RecurringJob {
  return countedJob(
    {
      name: 'notification-emails',
      everyMs: EVERY_MS,
      work: () => sendDueNotificationEmails(deps),
      counted: 'sent',
      message: 'notification e-mails sent',
    },
    log,
  );
}
