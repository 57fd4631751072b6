import { DateTime } from 'luxon';
import { SLOT_STEP_MINUTES } from '../../limits';

/**
 * Open slots (issue 10, docs/bookings.md). Hours are wall-clock times in the professional's
 * time zone; everything computed from them is an instant (a Date), so a slot never slips an
 * hour when the clocks change: on the March night an hour that does not exist has no slots,
 * on the October night the hour that happens twice has slots twice, each with its own offset.
 */

/** "HH:MM", 00:00 to 24:00 (24:00 ends a range at midnight). */
export type WallTime = string;

/** A weekly range of working hours; ISO weekday, Monday 1 to Sunday 7. */
export interface WeeklyHours {
  weekday: number;
  start: WallTime;
  end: WallTime;
  /** Where these hours are worked; null: at any of the professional's locations. */
  locationId: number | null;
}

/**
 * A dated change to the week: `off` removes hours (the whole day without times), `extra`
 * adds hours on that date.
 */
/** An exception takes time off or adds extra hours (the request's `kind`). */
export const AVAILABILITY_EXCEPTION_KINDS = ['off', 'extra'] as const;
export type AvailabilityExceptionKind = (typeof AVAILABILITY_EXCEPTION_KINDS)[number];

export interface AvailabilityException {
  /** ISO date "YYYY-MM-DD" in the professional's time zone. */
  date: string;
  kind: AvailabilityExceptionKind;
  start: WallTime | null;
  end: WallTime | null;
  locationId: number | null;
}

export interface AvailabilityRules {
  timeZone: string;
  minNoticeMinutes: number;
  horizonDays: number;
  /** Kept free before and after every session (travel, setting up, a shower). */
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  weekly: readonly WeeklyHours[];
  exceptions: readonly AvailabilityException[];
}

/**
 * Time already taken: a confirmed session, a live hold or a busy time from the professional's
 * own calendar (the time itself, no buffers). Its own buffers, when it has them (a session of a
 * service with buffers of its own; 0 for a calendar's busy time), else the professional's.
 */
export interface BusyRange {
  start: Date;
  end: Date;
  bufferBeforeMinutes?: number;
  bufferAfterMinutes?: number;
}

/** Buffers around one session: a service's own, else the professional's (issue 18). */
export interface SessionBuffers {
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
}

/** The buffers a session of `service` keeps: its own where set, else the professional's. */
export function serviceBuffers(
  rules: SessionBuffers,
  service: { bufferBeforeMinutes: number | null; bufferAfterMinutes: number | null } | null,
): SessionBuffers {
  return {
    bufferBeforeMinutes: service?.bufferBeforeMinutes ?? rules.bufferBeforeMinutes,
    bufferAfterMinutes: service?.bufferAfterMinutes ?? rules.bufferAfterMinutes,
  };
}

export interface Slot {
  start: Date;
  end: Date;
}

export interface SlotQuery {
  durationMinutes: number;
  /** Only hours at this location (and hours at any location); null: every hour. */
  locationId: number | null;
  now: Date;
  /** Look from here (default now) to here (default the horizon), cut to notice and horizon. */
  from?: Date;
  until?: Date;
  /** The new session's buffers (its service's); default the professional's. */
  buffers?: SessionBuffers;
}

const MINUTE_MS = 60_000;
const WALL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;

export function isWallTime(value: string): boolean {
  return WALL_TIME.test(value);
}

/** Minutes since midnight of a wall time. */
export function wallMinutes(value: WallTime): number {
  const [hours, minutes] = value.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** Whether the time zone is one the runtime knows (IANA name). */
export function isTimeZone(zone: string): boolean {
  return DateTime.local().setZone(zone).isValid;
}

type Range = [number, number];

/** Ranges in minutes of the day, merged and sorted. */
function merge(ranges: Range[]): Range[] {
  const sorted = ranges.filter(([a, b]) => b > a).sort((x, y) => x[0] - y[0]);
  const out: Range[] = [];
  for (const [a, b] of sorted) {
    const last = out.at(-1);
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

function subtract(ranges: Range[], cut: Range): Range[] {
  return ranges.flatMap(([a, b]): Range[] => {
    if (cut[1] <= a || cut[0] >= b) return [[a, b]];
    return [
      [a, Math.max(a, cut[0])],
      [Math.min(b, cut[1]), b],
    ].filter(([x, y]) => (y ?? 0) > (x ?? 0)) as Range[];
  });
}

const atLocation = (wanted: number | null, of: number | null) =>
  wanted === null || of === null || of === wanted;

/** The working ranges of one local date, in minutes of that day. */
export function workingRanges(
  rules: Pick<AvailabilityRules, 'weekly' | 'exceptions'>,
  date: DateTime,
  locationId: number | null,
): Range[] {
  const iso = date.toISODate();
  const todays = rules.exceptions.filter((exception) => exception.date === iso);
  let ranges = merge([
    ...rules.weekly
      .filter((hours) => hours.weekday === date.weekday && atLocation(locationId, hours.locationId))
      .map((hours): Range => [wallMinutes(hours.start), wallMinutes(hours.end)]),
    ...todays
      .filter((exception) => exception.kind === 'extra' && exception.start && exception.end)
      .filter((exception) => atLocation(locationId, exception.locationId))
      .map(
        (exception): Range => [
          wallMinutes(exception.start ?? ''),
          wallMinutes(exception.end ?? ''),
        ],
      ),
  ]);
  for (const off of todays.filter((exception) => exception.kind === 'off')) {
    const cut: Range =
      off.start && off.end ? [wallMinutes(off.start), wallMinutes(off.end)] : [0, 24 * 60];
    ranges = subtract(ranges, cut);
  }
  return ranges;
}

/**
 * The instant of a wall time on a local date. Set, not added: adding six hours to midnight on
 * the March night would land on 07:00. A time the clocks skip is moved forward by luxon.
 */
function instant(date: DateTime, minutes: number): number {
  if (minutes >= 24 * 60) return date.plus({ days: 1 }).startOf('day').toMillis();
  return date
    .set({ hour: Math.floor(minutes / 60), minute: minutes % 60, second: 0, millisecond: 0 })
    .toMillis();
}

const overlaps = (a0: number, a1: number, b0: number, b1: number) => a0 < b1 && b0 < a1;

/** The earliest and latest start a booking may have at `now`. */
export function bookingWindow(
  rules: Pick<AvailabilityRules, 'minNoticeMinutes' | 'horizonDays'>,
  now: Date,
): { earliest: Date; latest: Date } {
  return {
    earliest: new Date(now.getTime() + rules.minNoticeMinutes * MINUTE_MS),
    latest: new Date(now.getTime() + rules.horizonDays * 24 * 60 * MINUTE_MS),
  };
}

/**
 * Whether a session at `start` of `durationMinutes` keeps its buffers clear of every busy range
 * (whose own buffers count too: two sessions are apart by at least the earlier one's after and
 * the later one's before). `own` are the new session's buffers (its service's), default the
 * professional's, as are a busy range's unless it carries its own.
 */
export function isClearOf(
  rules: Pick<AvailabilityRules, 'bufferBeforeMinutes' | 'bufferAfterMinutes'>,
  start: Date,
  durationMinutes: number,
  busy: readonly BusyRange[],
  own: SessionBuffers = rules,
): boolean {
  const s = start.getTime() - own.bufferBeforeMinutes * MINUTE_MS;
  const e = start.getTime() + (durationMinutes + own.bufferAfterMinutes) * MINUTE_MS;
  return !busy.some((range) => {
    const before = (range.bufferBeforeMinutes ?? rules.bufferBeforeMinutes) * MINUTE_MS;
    const after = (range.bufferAfterMinutes ?? rules.bufferAfterMinutes) * MINUTE_MS;
    return overlaps(s, e, range.start.getTime() - before, range.end.getTime() + after);
  });
}

/**
 * The open slots for a session of `durationMinutes`: inside working hours (buffers may reach
 * outside them), on the 15-minute grid counted from each range's start, no sooner than the
 * minimum notice, no later than the horizon, and clear of busy time with the buffers.
 */
export function openSlots(
  rules: AvailabilityRules,
  busy: readonly BusyRange[],
  query: SlotQuery,
): Slot[] {
  const window = bookingWindow(rules, query.now);
  const earliest = Math.max(window.earliest.getTime(), query.from?.getTime() ?? 0);
  const latest = Math.min(
    window.latest.getTime(),
    query.until?.getTime() ?? Number.POSITIVE_INFINITY,
  );
  if (latest < earliest) return [];
  const duration = query.durationMinutes * MINUTE_MS;
  const step = SLOT_STEP_MINUTES * MINUTE_MS;
  const slots: Slot[] = [];
  const lastDay = DateTime.fromMillis(latest, { zone: rules.timeZone }).startOf('day');
  for (
    let day = DateTime.fromMillis(earliest, { zone: rules.timeZone }).startOf('day');
    day <= lastDay;
    day = day.plus({ days: 1 }).startOf('day')
  ) {
    for (const [from, to] of workingRanges(rules, day, query.locationId)) {
      const end = instant(day, to);
      // Counting real minutes from the range's start keeps the grid through a clock change.
      for (let start = instant(day, from); start + duration <= end; start += step) {
        if (start < earliest || start > latest) continue;
        if (!isClearOf(rules, new Date(start), query.durationMinutes, busy, query.buffers)) {
          continue;
        }
        slots.push({ start: new Date(start), end: new Date(start + duration) });
      }
    }
  }
  return slots;
}

/** Whether `start` is one of the open slots (a request at a fixed slot is checked with it). */
export function isOpenSlot(
  rules: AvailabilityRules,
  busy: readonly BusyRange[],
  query: Omit<SlotQuery, 'from' | 'until'> & { start: Date },
): boolean {
  return openSlots(rules, busy, { ...query, from: query.start, until: query.start }).some(
    (slot) => slot.start.getTime() === query.start.getTime(),
  );
}

export interface AvailabilityRangeError {
  code: 1301 | 1307;
  /** The form's field: `weekly.2.end`, `exceptions.0.start`. */
  field: string;
}

/**
 * What is wrong with a set of availability ranges, field by field (the settings form shows it,
 * the API refuses it): every range ends after it starts; an exception's times come both or
 * neither, and `extra` hours need them.
 */
export function availabilityRangeErrors(request: {
  weekly: readonly { start: WallTime; end: WallTime }[];
  exceptions: readonly {
    kind: AvailabilityExceptionKind;
    start: WallTime | null;
    end: WallTime | null;
  }[];
}): AvailabilityRangeError[] {
  const errors: AvailabilityRangeError[] = [];
  request.weekly.forEach((hours, index) => {
    if (wallMinutes(hours.end) <= wallMinutes(hours.start)) {
      errors.push({ code: 1301, field: `weekly.${index}.end` });
    }
  });
  request.exceptions.forEach((exception, index) => {
    if ((exception.start === null) !== (exception.end === null)) {
      errors.push({
        code: 1307,
        field: `exceptions.${index}.${exception.start ? 'end' : 'start'}`,
      });
    } else if (exception.start === null && exception.kind === 'extra') {
      errors.push({ code: 1307, field: `exceptions.${index}.start` });
    } else if (
      exception.start !== null &&
      exception.end !== null &&
      wallMinutes(exception.end) <= wallMinutes(exception.start)
    ) {
      errors.push({ code: 1301, field: `exceptions.${index}.end` });
    }
  });
  return errors;
}
