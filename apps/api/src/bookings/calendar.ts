import type { Language } from '@fitmarket/core/language';
import { and, desc, eq, gt, or } from 'drizzle-orm';
import { type Actor, authorize } from '../access/permissions';
import { digest, newSecret } from '../auth/secrets';
import type { Database } from '../db/client';
import { bookings, calendarFeeds, users } from '../db/schema';
import { AppError } from '../errors/app-error';
import { type BookingRow, selectBookings } from './booking-view';

/**
 * Bookings in calendar apps (RFC 5545). Each booking is one event with a stable UID; its
 * SEQUENCE is the booking's version, so a change or a cancellation updates the event the app
 * already has instead of adding another. Times are written in UTC ("Z"), which every app shows
 * in its own zone, so no clock change can move them.
 */

const escapeText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Lines longer than 75 octets continue on the next line after a space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + char, 'utf8') > limit) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export const bookingUid = (bookingId: number) => `booking-${bookingId}@fitmarket`;

const labels = {
  en: { session: 'Session', with: 'with', canceled: 'Cancelled' },
  fi: { session: 'Tapaaminen', with: 'kanssa', canceled: 'Peruttu' },
} as const;

/** The event of one booking as `userId` sees it (the other party's name in the title). */
function event(row: BookingRow, userId: number, lang: Language): string[] {
  const { booking } = row;
  const text = labels[lang];
  const forProfessional = booking.professionalId === userId;
  const otherName = forProfessional
    ? booking.title || `${row.customer?.first_name ?? ''} ${row.customer?.last_name ?? ''}`.trim()
    : `${row.professional.first_name} ${row.professional.last_name}`.trim();
  const service = (lang === 'fi' ? row.serviceFi : row.serviceEn) ?? text.session;
  const summary =
    lang === 'fi' ? `${service}: ${otherName}` : `${service} ${text.with} ${otherName}`;
  const canceled = booking.status === 'canceled' || booking.status === 'declined';
  const place = booking.preferredLocation ?? row.locationFormatted;
  return [
    'BEGIN:VEVENT',
    `UID:${bookingUid(booking.id)}`,
    `SEQUENCE:${booking.version}`,
    `DTSTAMP:${utc(booking.updatedAt)}`,
    `DTSTART:${utc(booking.startsAt)}`,
    `DTEND:${utc(booking.endsAt)}`,
    `SUMMARY:${escapeText(canceled ? `${text.canceled}: ${summary}` : summary)}`,
    ...(place ? [`LOCATION:${escapeText(place)}`] : []),
    ...(booking.cancelReason ? [`DESCRIPTION:${escapeText(booking.cancelReason)}`] : []),
    `STATUS:${canceled ? 'CANCELLED' : booking.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED'}`,
    'END:VEVENT',
  ];
}

/**
 * A calendar file: `PUBLISH` for a feed, `REQUEST` to add or update one event, `CANCEL` to
 * remove it (an e-mail's attachment).
 */
export function calendarFile(
  rows: readonly BookingRow[],
  userId: number,
  lang: Language,
  method: 'PUBLISH' | 'REQUEST' | 'CANCEL',
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Fitmarket//Bookings//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...rows.flatMap((row) => event(row, userId, lang)),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** Makes (or replaces) the user's feed token; the address works until the next one is made. */
export async function newCalendarFeed(db: Database, userId: number): Promise<string> {
  const token = newSecret();
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash: digest(token) })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { tokenHash: digest(token), createdAt: new Date() },
    });
  return token;
}

/** Days of past bookings a feed keeps, so last month's sessions stay in the calendar. */
const FEED_PAST_DAYS = 90;

/**
 * The feed of a token: the person's bookings from 90 days back, except those they deleted from
 * their list and requests that never became sessions. Null for an unknown or ended token (a
 * password change or reset, a block) and for a blocked person.
 */
export async function calendarFeed(
  db: Database,
  token: string,
  lang: Language,
  now = new Date(),
): Promise<string | null> {
  const [feed] = await db
    .select({ userId: calendarFeeds.userId, blocked: users.blocked })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, digest(token)));
  // Blocking ends the address (auth/tokens.ts); a blocked person's feed is refused regardless.
  if (!feed || feed.blocked) return null;
  const { userId } = feed;
  const rows = await selectBookings(
    db,
    and(
      or(
        and(eq(bookings.professionalId, userId), eq(bookings.hiddenForProfessional, false)),
        and(eq(bookings.customerId, userId), eq(bookings.hiddenForCustomer, false)),
      ),
      gt(bookings.endsAt, new Date(now.getTime() - FEED_PAST_DAYS * 24 * 3_600_000)),
      or(
        eq(bookings.status, 'confirmed'),
        eq(bookings.status, 'canceled'),
        eq(bookings.status, 'pending'),
        eq(bookings.status, 'no_show'),
      ),
    ),
  )
    .orderBy(desc(bookings.startsAt))
    .limit(1000);
  return calendarFile(rows, userId, lang, 'PUBLISH');
}

/**
 * One booking's calendar file ("Add to calendar", issue 18), for its customer or professional
 * only (anyone else 404 with 1302, as for a missing one): the same event as the feed's and the
 * e-mails', so adding it twice keeps one event, and a later file (higher SEQUENCE) updates it.
 */
export async function bookingCalendarFile(
  db: Database,
  actor: Actor,
  bookingId: number,
  lang: Language,
): Promise<string> {
  const [row] = await selectBookings(db, eq(bookings.id, bookingId));
  authorize(actor, 'booking.read', {
    professionalId: row?.booking.professionalId ?? 0,
    customerId: row?.booking.customerId ?? null,
  });
  if (!row) throw new AppError({ code: 1302 });
  return calendarFile([row], actor.id, lang, 'PUBLISH');
}
