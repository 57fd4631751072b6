import { DateTime } from 'luxon';

/**
 * Local dates and wall times in a professional's time zone, for the booking screens: the week
 * of slots to ask for and the time a customer proposes (docs/bookings.md "Time").
 */

/** The local date ("2026-06-10") of `now` in `zone`. */
export function localDate(now: Date, zone: string): string {
  return DateTime.fromJSDate(now, { zone }).toISODate() ?? '';
}

/** `date` ("2026-06-10") moved by `days` calendar days. */
export function plusDays(date: string, days: number): string {
  return DateTime.fromISO(date, { zone: 'utc' }).plus({ days }).toISODate() ?? date;
}

/**
 * The instant (ISO with offset) of the wall time `time` ("09:30") on `date` in `zone`, or null
 * for a date or time that does not parse or a time the clocks skip that night.
 */
export function localInstant(date: string, time: string, zone: string): string | null {
  const local = DateTime.fromISO(`${date}T${time}`, { zone });
  if (!local.isValid || local.toFormat('HH:mm') !== time) return null;
  return local.toISO({ suppressMilliseconds: true });
}
