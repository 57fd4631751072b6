import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  type AvailabilityRules,
  isClearOf,
  isOpenSlot,
  isTimeZone,
  isWallTime,
  openSlots,
  type WeeklyHours,
} from './availability';

const zone = 'Europe/Helsinki';
const every = (start: string, end: string, locationId: number | null = null): WeeklyHours[] =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start, end, locationId }));

function rules(overrides: Partial<AvailabilityRules> = {}): AvailabilityRules {
  return {
    timeZone: zone,
    minNoticeMinutes: 0,
    horizonDays: 365,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    weekly: every('09:00', '12:00'),
    exceptions: [],
    ...overrides,
  };
}

/** Slots as the professional reads them: local wall time with the offset. */
const local = (date: Date) => DateTime.fromJSDate(date, { zone }).toFormat('yyyy-MM-dd HH:mm ZZ');
const oneDay = (day: string) => ({
  from: DateTime.fromISO(day, { zone }).startOf('day').toJSDate(),
  until: DateTime.fromISO(day, { zone }).endOf('day').toJSDate(),
});
const now = new Date('2026-03-01T00:00:00Z');

describe('open slots across the clock changes in Europe/Helsinki', () => {
  it('keeps 09:00 at 09:00 local on both sides of the March change', () => {
    const friday = openSlots(rules(), [], {
      durationMinutes: 60,
      locationId: null,
      now,
      ...oneDay('2026-03-27'),
    });
    const monday = openSlots(rules(), [], {
      durationMinutes: 60,
      locationId: null,
      now,
      ...oneDay('2026-03-30'),
    });
    expect(friday.map((slot) => local(slot.start))[0]).toBe('2026-03-27 09:00 +02:00');
    expect(monday.map((slot) => local(slot.start))[0]).toBe('2026-03-30 09:00 +03:00');
    expect(friday[0]?.start.toISOString()).toBe('2026-03-27T07:00:00.000Z');
    expect(monday[0]?.start.toISOString()).toBe('2026-03-30T06:00:00.000Z');
  });

  it('has no slot in the hour the March night skips, and the range is an hour shorter', () => {
    const night = rules({ weekly: every('02:00', '06:00') });
    const slots = openSlots(night, [], {
      durationMinutes: 60,
      locationId: null,
      now,
      ...oneDay('2026-03-29'),
    });
    const starts = slots.map((slot) => local(slot.start));
    expect(starts).not.toContain('2026-03-29 03:00 +02:00');
    expect(starts.some((start) => start.includes(' 03:'))).toBe(false);
    expect(starts[0]).toBe('2026-03-29 02:00 +02:00');
    expect(starts.at(-1)).toBe('2026-03-29 05:00 +03:00');
    // 02:00-06:00 lasts three real hours that night: starts from 02:00 to 05:00, every 15 min.
    expect(slots).toHaveLength(9);
    for (const slot of slots) expect(slot.end.getTime() - slot.start.getTime()).toBe(3_600_000);
  });

  it('offers the October hour that happens twice twice, each with its own offset', () => {
    const night = rules({ weekly: every('02:00', '06:00') });
    const slots = openSlots(night, [], {
      durationMinutes: 60,
      locationId: null,
      now,
      ...oneDay('2026-10-25'),
    });
    const starts = slots.map((slot) => local(slot.start));
    expect(starts).toContain('2026-10-25 03:00 +03:00');
    expect(starts).toContain('2026-10-25 03:00 +02:00');
    expect(starts.at(-1)).toBe('2026-10-25 05:00 +02:00');
    // Five real hours: starts from 02:00 +03:00 to 05:00 +02:00, every 15 min.
    expect(slots).toHaveLength(17);
  });

  it('keeps 09:00 at 09:00 local on both sides of the October change', () => {
    const before = openSlots(rules(), [], {
      durationMinutes: 30,
      locationId: null,
      now,
      ...oneDay('2026-10-24'),
    });
    const after = openSlots(rules(), [], {
      durationMinutes: 30,
      locationId: null,
      now,
      ...oneDay('2026-10-26'),
    });
    expect(before[0]?.start.toISOString()).toBe('2026-10-24T06:00:00.000Z');
    expect(after[0]?.start.toISOString()).toBe('2026-10-26T07:00:00.000Z');
  });
});

describe('open slots: hours, exceptions, notice, horizon, buffers', () => {
  const day = oneDay('2026-06-10'); // a Wednesday
  const at = (time: string) => DateTime.fromISO(`2026-06-10T${time}`, { zone }).toJSDate();
  const starts = (r: AvailabilityRules, busy = [] as { start: Date; end: Date }[], duration = 60) =>
    openSlots(r, busy, { durationMinutes: duration, locationId: null, now, ...day }).map((slot) =>
      DateTime.fromJSDate(slot.start, { zone }).toFormat('HH:mm'),
    );

  it('fits the whole session inside the hours, on the 15-minute grid', () => {
    expect(starts(rules())).toEqual([
      '09:00',
      '09:15',
      '09:30',
      '09:45',
      '10:00',
      '10:15',
      '10:30',
      '10:45',
      '11:00',
    ]);
    expect(starts(rules(), [], 180)).toEqual(['09:00']);
    expect(starts(rules(), [], 240)).toEqual([]);
  });

  it('keeps hours per location: hours at any location count for every one', () => {
    const r = rules({
      weekly: [
        { weekday: 3, start: '09:00', end: '10:00', locationId: 1 },
        { weekday: 3, start: '14:00', end: '15:00', locationId: 2 },
        { weekday: 3, start: '18:00', end: '19:00', locationId: null },
      ],
    });
    const at1 = openSlots(r, [], { durationMinutes: 60, locationId: 1, now, ...day });
    expect(at1.map((slot) => DateTime.fromJSDate(slot.start, { zone }).toFormat('HH:mm'))).toEqual([
      '09:00',
      '18:00',
    ]);
  });

  it('takes a day off, hours off, and extra hours from the exceptions', () => {
    const off = {
      date: '2026-06-10',
      kind: 'off' as const,
      start: null,
      end: null,
      locationId: null,
    };
    expect(starts(rules({ exceptions: [off] }))).toEqual([]);
    const morningOff = { ...off, start: '09:00', end: '11:00' };
    expect(starts(rules({ exceptions: [morningOff] }))).toEqual(['11:00']);
    const extra = { ...off, kind: 'extra' as const, start: '12:00', end: '13:00' };
    // Joins the weekly 09-12 into one 09-13 range.
    expect(starts(rules({ exceptions: [extra] })).at(-1)).toBe('12:00');
    const otherDay = { ...off, date: '2026-06-11' };
    expect(starts(rules({ exceptions: [otherDay] }))).toHaveLength(9);
  });

  it('leaves out time already taken, with the buffers on both sides', () => {
    const busy = [{ start: at('10:00'), end: at('10:30') }];
    expect(starts(rules(), busy)).toEqual(['09:00', '10:30', '10:45', '11:00']);
    const buffered = rules({ bufferBeforeMinutes: 15, bufferAfterMinutes: 15 });
    // 30 min apart from the busy session at least: before 09:00 + 60 + 15 + 15 = 10:30 > 10:00.
    expect(starts(buffered, busy)).toEqual(['11:00']);
    expect(isClearOf(buffered, at('09:00'), 30, busy)).toBe(true);
    expect(isClearOf(buffered, at('09:15'), 30, busy)).toBe(false);
  });

  it('starts no sooner than the minimum notice and no later than the horizon', () => {
    const morning = at('08:00');
    const withNotice = rules({ minNoticeMinutes: 120 });
    const slots = openSlots(withNotice, [], {
      durationMinutes: 60,
      locationId: null,
      now: morning,
      ...day,
    });
    expect(DateTime.fromJSDate(slots[0]?.start ?? new Date(0), { zone }).toFormat('HH:mm')).toBe(
      '10:00',
    );
    const all = openSlots(rules({ horizonDays: 2 }), [], {
      durationMinutes: 60,
      locationId: null,
      now: morning,
    });
    const lastDay = DateTime.fromJSDate(all.at(-1)?.start ?? new Date(0), { zone }).toISODate();
    expect(lastDay).toBe('2026-06-11');
    expect(all.every((slot) => slot.start >= morning)).toBe(true);
  });

  it('tells whether one time is open', () => {
    const r = rules();
    const query = { durationMinutes: 60, locationId: null, now };
    expect(isOpenSlot(r, [], { ...query, start: at('09:15') })).toBe(true);
    expect(isOpenSlot(r, [], { ...query, start: at('09:10') })).toBe(false);
    expect(isOpenSlot(r, [], { ...query, start: at('11:15') })).toBe(false);
  });

  it('checks wall times and zone names', () => {
    expect(isWallTime('09:30')).toBe(true);
    expect(isWallTime('24:00')).toBe(true);
    expect(isWallTime('24:15')).toBe(false);
    expect(isWallTime('9:30')).toBe(false);
    expect(isTimeZone('Europe/Helsinki')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
