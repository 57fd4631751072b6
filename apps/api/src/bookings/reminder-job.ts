import { isLanguage, type Language } from '@fitmarket/core/language';
import { BOOKING_REMINDER_LEADS, type BookingReminderLead } from '@fitmarket/core/limits';
import { WEB_LINKS } from '@fitmarket/core/links';
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { bookingReminders, bookings, users } from '../db/schema';
import type { LiveDeps } from '../live/tell-user';
import { announce, type Notice, notify } from '../notifications/notify';
import { countedJob } from '../platform/jobs/counted-job';
import type { JobLog, RecurringJob } from '../platform/jobs/job-scheduler';
import type { MailService } from '../platform/mail/mail-service';
import { bookingMailBody, sessionTime } from './booking-mail';

const EVERY_MS = 60_000;

type ReminderDeps = LiveDeps & {
  db: Database;
  mail: MailService;
  config: Pick<Config, 'webUrl'>;
};

/** Longest lead first; each is due until the next one is. */
const LEADS = (Object.entries(BOOKING_REMINDER_LEADS) as [BookingReminderLead, number][]).sort(
  (a, b) => b[1] - a[1],
);

const letters: Record<
  Language,
  (lead: BookingReminderLead, when: string, other: string) => { subject: string; lines: string[] }
> = {
  en: (lead, when, other) => ({
    subject: `Reminder: your session on ${when}`,
    lines: [
      `Your session with ${other} starts in ${lead === '24h' ? '24 hours' : '2 hours'}, on ${when}.`,
    ],
  }),
  fi: (lead, when, other) => ({
    subject: `Muistutus: tapaaminen ${when}`,
    lines: [
      `Tapaamisesi alkaa ${lead === '24h' ? '24 tunnin' : '2 tunnin'} kuluttua, ${when}.`,
      `Tapaat: ${other}.`,
    ],
  }),
};

/**
 * Claims the reminders due now: confirmed sessions starting within a lead (24 h, 2 h) but not
 * yet within the next shorter one. Inserting the `booking_reminders` row is the claim (its key
 * is booking, lead and start), so with several instances each is claimed once; bookings being
 * changed right now are skipped (their row lock) and looked at on the next run.
 */
async function claimDue(tx: Pick<Database, 'insert' | 'select'>, now: Date) {
  const claimed: { bookingId: number; lead: BookingReminderLead; startsAt: Date }[] = [];
  for (const [index, [lead, ms]] of LEADS.entries()) {
    const nextMs = LEADS[index + 1]?.[1] ?? 0;
    const rows = await tx
      .insert(bookingReminders)
      .select(
        tx
          .select({
            bookingId: bookings.id,
            lead: sql<string>`${lead}`.as('lead'),
            startsAt: bookings.startsAt,
            sentAt: sql<Date>`${now}::timestamptz`.as('sent_at'),
          })
          .from(bookings)
          .where(
            and(
              eq(bookings.status, 'confirmed'),
              lte(bookings.startsAt, new Date(now.getTime() + ms)),
              gt(bookings.startsAt, new Date(now.getTime() + nextMs)),
            ),
          )
          .for('update', { of: bookings, skipLocked: true }),
      )
      .onConflictDoNothing()
      .returning({ bookingId: bookingReminders.bookingId, startsAt: bookingReminders.startsAt });
    claimed.push(...rows.map((row) => ({ ...row, lead })));
  }
  return claimed;
}

/**
 * Reminds both parties of a confirmed session 24 and 2 hours before it (docs/bookings.md): a
 * notification each, and an e-mail each in their language with the time and its zone, whatever
 * their settings (a reminder is transactional; the notification e-mail job never mails it). A
 * session cancelled or moved meanwhile gets nothing: the booking is read again just before
 * sending, and a reminder belongs to the start it was claimed for.
 */
export async function sendDueReminders(deps: ReminderDeps, now = new Date()): Promise<number> {
  let sent = 0;
  // The claims, the notifications and the queued e-mails commit together.
  const notices = await deps.db.transaction(async (tx) => {
    const notices: Notice[] = [];
    for (const reminder of await claimDue(tx, now)) {
      const [booking] = await tx
        .select()
        .from(bookings)
        .where(
          and(
            eq(bookings.id, reminder.bookingId),
            eq(bookings.status, 'confirmed'),
            eq(bookings.startsAt, reminder.startsAt),
          ),
        );
      if (!booking) continue;
      const parties = await tx
        .select({
          id: users.id,
          email: users.email,
          language: users.language,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(users)
        .where(
          inArray(users.id, [booking.professionalId, booking.customerId ?? booking.professionalId]),
        );
      for (const person of parties) {
        const toProfessional = person.id === booking.professionalId;
        const other = parties.find((party) => party.id !== person.id);
        const otherName = other
          ? `${other.firstName} ${other.lastName}`.trim()
          : booking.title || '—';
        notices.push(
          await notify(tx, {
            userId: person.id,
            type: 'booking_reminder',
            actorId: other?.id ?? null,
            data: {
              booking_id: booking.id,
              party: toProfessional ? 'professional' : 'customer',
              lead: reminder.lead,
              starts_at: booking.startsAt.toISOString(),
              time_zone: booking.timeZone,
            },
            mailedElsewhere: true,
          }),
        );
        const lang = isLanguage(person.language) ? person.language : 'en';
        const letter = letters[lang](
          reminder.lead,
          sessionTime(booking.startsAt, booking.timeZone, lang),
          otherName,
        );
        const link = `${deps.config.webUrl}${toProfessional ? WEB_LINKS.bookings : WEB_LINKS.bookingsHistory}`;
        await deps.mail.send(
          { to: person.email, subject: letter.subject, ...bookingMailBody(letter.lines, link) },
          { tx },
        );
        sent += 1;
      }
    }
    return notices;
  });
  await announce(deps, notices);
  return sent;
}

export function bookingReminderJob(deps: ReminderDeps & { log: JobLog }): RecurringJob {
  return countedJob(
    {
      name: 'booking-reminders',
      everyMs: EVERY_MS,
      work: () => sendDueReminders(deps),
      counted: 'sent',
      message: 'session reminders sent',
    },
    deps.log,
  );
}
