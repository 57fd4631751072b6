import type { TAvailabilityException, TAvailabilityRequest } from '@fitmarket/core/api/bookings';
import {
  type AvailabilityRangeError,
  availabilityRangeErrors,
} from '@fitmarket/core/rules/bookings/availability';

/**
 * How the form names an exception: a day off, hours off that day (both core's `off`, without
 * or with times), or extra hours.
 */
export const EXCEPTION_KINDS = ['dayOff', 'hoursOff', 'extra'] as const;
export type ExceptionKind = (typeof EXCEPTION_KINDS)[number];

export function exceptionKind(exception: TAvailabilityException): ExceptionKind {
  if (exception.kind === 'extra') return 'extra';
  return exception.start === null ? 'dayOff' : 'hoursOff';
}

/** The exception with another kind: a day off has no times, the others keep or get some. */
export function withKind(
  exception: TAvailabilityException,
  kind: ExceptionKind,
): TAvailabilityException {
  if (kind === 'dayOff') return { ...exception, kind: 'off', start: null, end: null };
  return {
    ...exception,
    kind: kind === 'extra' ? 'extra' : 'off',
    start: exception.start ?? '09:00',
    end: exception.end ?? '12:00',
  };
}

/** Each field's error code (`weekly.0.end` → 1301), from core's rules for the ranges. */
export function fieldErrors(
  form: TAvailabilityRequest,
): Map<string, AvailabilityRangeError['code']> {
  return new Map(availabilityRangeErrors(form).map(({ field, code }) => [field, code]));
}

type Weekly = TAvailabilityRequest['weekly'][number];

/**
 * The weekly hours with `row` copied to each of `weekdays`: a day's rows at the same place are
 * replaced by the copy (copying Monday's 9-17 onto Tuesday makes Tuesday 9-17 there), sorted by
 * day and start. At most `max` rows: the days that do not fit are left as they were.
 */
export function copyHoursTo(
  weekly: readonly Weekly[],
  row: Weekly,
  weekdays: readonly number[],
  max: number,
): Weekly[] {
  let next = [...weekly];
  for (const weekday of weekdays) {
    if (weekday === row.weekday) continue;
    const kept = next.filter(
      (other) => other.weekday !== weekday || other.location_id !== row.location_id,
    );
    if (kept.length + 1 > max) continue;
    next = [...kept, { ...row, weekday }];
  }
  return next.sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start));
}

/**
 * Time off from `from` to `until` (dates, both included) as whole days off: one `off`
 * exception a day, replacing that day's other exceptions at every place. Null when the range is
 * backwards or would pass `max` exceptions.
 */
export function withTimeOff(
  exceptions: readonly TAvailabilityException[],
  from: string,
  until: string,
  max: number,
): TAvailabilityException[] | null {
  if (!ISO_DATE.test(from) || !ISO_DATE.test(until) || until < from) return null;
  const days: string[] = [];
  for (let day = from; day <= until; day = nextDate(day)) {
    days.push(day);
    if (days.length > max) return null;
  }
  const kept = exceptions.filter((exception) => !days.includes(exception.date));
  if (kept.length + days.length > max) return null;
  return [
    ...kept,
    ...days.map(
      (date): TAvailabilityException => ({
        date,
        kind: 'off',
        start: null,
        end: null,
        location_id: null,
      }),
    ),
  ].sort((a, b) => a.date.localeCompare(b.date));
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function nextDate(date: string): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
