import type { Language } from '@fitmarket/core/language';
import { namesZone } from '@fitmarket/core/rules/bookings/zoned-time';

/**
 * Session times as people read them, always in the booking's (the professional's) time zone and
 * with the zone named (docs/bookings.md "Time"), whatever zone the browser is in.
 */

const locale = (language: Language) => (language === 'fi' ? 'fi-FI' : 'en-GB');

/** "Wed 10 Jun 2026, 10:00 EEST" (fi "ke 10.6.2026 klo 10.00": no zone for a Finn at home). */
export function formatSessionTime(instant: string, zone: string, language: Language): string {
  return new Intl.DateTimeFormat(locale(language), {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(namesZone(zone, language) ? { timeZoneName: 'short' as const } : {}),
  }).format(new Date(instant));
}

/** "10:15 EEST": a time today. */
export function formatClock(instant: string, zone: string, language: Language): string {
  return new Intl.DateTimeFormat(locale(language), {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    ...(namesZone(zone, language) ? { timeZoneName: 'short' as const } : {}),
  }).format(new Date(instant));
}

/** "10 Jun" (fi "10.6."): a date of the week shown. */
export function formatShortDate(date: string, language: Language): string {
  return new Intl.DateTimeFormat(locale(language), {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
  }).format(new Date(`${date}T12:00:00Z`));
}

export interface SlotChoice {
  start: string;
  /** What the button shows: the time, with the zone's name on a day the clocks change. */
  label: string;
  /** The whole date and time with the zone, for screen readers. */
  fullLabel: string;
}

export interface SlotDay {
  date: string;
  label: string;
  slots: SlotChoice[];
}

/**
 * Open slots grouped by their local day in `zone`, in order. On the night the clocks go back
 * the same hour comes twice; there each time carries its zone name (EEST, EET) so the two can
 * be told apart.
 */
export function slotDays(
  slots: readonly { start: string }[],
  zone: string,
  language: Language,
): SlotDay[] {
  const dateKey = new Intl.DateTimeFormat('en-CA', { timeZone: zone });
  const dayLabel = new Intl.DateTimeFormat(locale(language), {
    timeZone: zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
  const time = (withZone: boolean) =>
    new Intl.DateTimeFormat(locale(language), {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
      ...(withZone ? { timeZoneName: 'short' as const } : {}),
    });
  const zoneName = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'short' });
  const offsetOf = (date: Date) => zoneName.format(date).split(' ').at(-1);

  const days = new Map<string, Date[]>();
  for (const slot of slots) {
    const start = new Date(slot.start);
    const key = dateKey.format(start);
    days.set(key, [...(days.get(key) ?? []), start]);
  }
  return [...days].map(([date, starts]) => {
    const changes = new Set(starts.map(offsetOf)).size > 1;
    return {
      date,
      label: dayLabel.format(starts[0]),
      slots: starts.map((start) => ({
        start: start.toISOString(),
        label: time(changes).format(start),
        fullLabel: formatSessionTime(start.toISOString(), zone, language),
      })),
    };
  });
}
