import type { Language } from '../language';
import { DATE_YEAR_MAX, DATE_YEAR_MIN } from '../limits';

/**
 * Whether an ISO date or instant ("2026-06-10", "2026-06-10T09:00:00+03:00") falls in the years
 * a request may name (1369). Without it "0099-05-01" is a valid ISO date that a JavaScript Date
 * reads as 1999, and a session suggested for the year 9999 is stored.
 */
export function isYearInRange(iso: string): boolean {
  const year = Number(iso.slice(0, 4));
  return year >= DATE_YEAR_MIN && year <= DATE_YEAR_MAX;
}

const MONTHS_EN = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
];

/** The zone a date is written in: the device's own, or UTC. */
export type DateZone = 'local' | 'UTC';

/**
 * The zone of dates in markup the server renders and the browser adopts: the server's zone is
 * not the visitor's, so both draw the UTC day while React hydrates and the browser turns to its
 * own after (else an instant near midnight is another day in Finland and React throws the
 * markup away).
 */
export function dateZoneWhen(hydrated: boolean): DateZone {
  return hydrated ? 'local' : 'UTC';
}

/**
 * A day as ICU's medium date writes it ("5 Sept 2026" in English as en-GB, "5.9.2026" in
 * Finnish), in the local time zone: what lists show beside a review, a post or a follow. Not
 * with Intl: the first DateTimeFormat a page builds reads ICU's calendar data (a long task of
 * its own on a phone when the first reviews arrive). Tested against Intl.
 *
 * `zone: 'UTC'` for markup the server renders and the browser adopts (`dateZoneWhen`).
 */
export function formatMediumDate(
  value: string | Date,
  lang: Language,
  zone: DateZone = 'local',
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const utc = zone === 'UTC';
  const day = utc ? date.getUTCDate() : date.getDate();
  const month = utc ? date.getUTCMonth() : date.getMonth();
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  return lang === 'fi' ? `${day}.${month + 1}.${year}` : `${day} ${MONTHS_EN[month]} ${year}`;
}
