import { DateTime } from 'luxon';
import type { Language } from '../../language';

/**
 * Wall times in a professional's time zone for the booking screens (docs/bookings.md): what a
 * form's date and time mean as an instant, a week's span, and a time written with its zone.
 */

const LOCALES: Readonly<Record<Language, string>> = { en: 'en-GB', fi: 'fi' };

/** Where readers of a language are at home: Finns write no zone there ("klo 10.00"). */
const HOME_ZONES: Readonly<Record<Language, string | null>> = { en: null, fi: 'Europe/Helsinki' };

/**
 * Whether a time in `zone` is written with its zone for a reader of `lang`: always, except for a
 * Finnish reader and a Finnish time ("klo 10.00", not "klo 10.00 UTC+2"). Every formatter of
 * session times (screens and e-mails) asks this.
 */
export function namesZone(zone: string, lang: Language): boolean {
  return HOME_ZONES[lang] !== zone;
}

/** "Wednesday 10 June" → "Wednesday 10 June", "keskiviikko 1. joulukuuta" → "Keskiviikko 1. joulukuuta". */
export function sentenceCase(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/**
 * A local date ("2026-06-10") and wall time ("09:30") in `zone` as an ISO instant; null when the
 * fields are not a date and time, or the time does not exist there (the skipped hour in March).
 */
export function instantOf(date: string, time: string, zone: string): string | null {
  const local = DateTime.fromISO(`${date}T${time}`, { zone });
  if (!local.isValid || local.toFormat('yyyy-MM-dd HH:mm') !== `${date} ${time}`) return null;
  return local.toUTC().toISO({ suppressMilliseconds: true });
}

/** The local date and wall time of an instant in `zone` (a form's starting values). */
export function wallOf(instant: string | Date, zone: string): { date: string; time: string } {
  const local = DateTime.fromJSDate(new Date(instant), { zone });
  return { date: local.toFormat('yyyy-MM-dd'), time: local.toFormat('HH:mm') };
}

/** The Monday of the local week that `date` (yyyy-MM-dd) is in. */
export function mondayOf(date: string): string {
  return DateTime.fromISO(date).startOf('week').toFormat('yyyy-MM-dd');
}

/** `date` moved by `days` (negative goes back). */
export function addDays(date: string, days: number): string {
  return DateTime.fromISO(date).plus({ days }).toFormat('yyyy-MM-dd');
}

/** The seven local dates of the week starting `monday`. */
export function weekDates(monday: string): string[] {
  return Array.from({ length: 7 }, (_, day) => addDays(monday, day));
}

/**
 * The instants a local week spans in `zone`: midnight to midnight, so the week of a clock change
 * is an hour shorter or longer.
 */
export function weekSpan(monday: string, zone: string): { from: string; to: string } {
  const start = DateTime.fromISO(monday, { zone }).startOf('day');
  const iso = (time: DateTime) => time.toUTC().toISO({ suppressMilliseconds: true }) ?? '';
  return { from: iso(start), to: iso(start.plus({ days: 7 })) };
}

/** "Wed 10 Jun, 10:00 EEST" (fi "ke 10.6. klo 10.00"): with its zone unless at home (`namesZone`). */
export function zonedTime(instant: string | Date, zone: string, lang: Language): string {
  return DateTime.fromJSDate(new Date(instant), { zone })
    .setLocale(LOCALES[lang])
    .toLocaleString({
      weekday: 'short',
      day: 'numeric',
      month: lang === 'fi' ? 'numeric' : 'short',
      hour: '2-digit',
      minute: '2-digit',
      ...(namesZone(zone, lang) ? { timeZoneName: 'short' as const } : {}),
    });
}

/** "10:00" (fi "10.00"): a time of day, for blocks under a heading that names the zone. */
export function clockTime(instant: string | Date, zone: string, lang: Language): string {
  return DateTime.fromJSDate(new Date(instant), { zone })
    .setLocale(LOCALES[lang])
    .toLocaleString(DateTime.TIME_24_SIMPLE);
}

/** "Wednesday 10 June" (fi "keskiviikko 10. kesäkuuta"): a day's heading. */
export function dayHeading(date: string, lang: Language): string {
  return DateTime.fromISO(date)
    .setLocale(LOCALES[lang])
    .toLocaleString({ weekday: 'long', day: 'numeric', month: 'long' });
}

/** The zone's short name at an instant ("EEST", or "UTC+3" where the locale has no name). */
export function zoneName(instant: string | Date, zone: string, lang: Language): string {
  return (
    DateTime.fromJSDate(new Date(instant), { zone }).setLocale(LOCALES[lang]).offsetNameShort ??
    zone
  );
}
