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
