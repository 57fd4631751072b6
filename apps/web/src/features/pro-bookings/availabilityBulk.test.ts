import { describe, expect, it } from 'vitest';
import { copyHoursTo, withTimeOff } from './availabilityForm';

const monday = { weekday: 1, start: '09:00', end: '17:00', location_id: null };

describe('weekly hours copied to several days', () => {
  it("replaces each chosen day's hours at that place and keeps the rest", () => {
    const weekly = [
      monday,
      { weekday: 2, start: '12:00', end: '14:00', location_id: null },
      { weekday: 2, start: '18:00', end: '20:00', location_id: 5 },
    ];
    expect(copyHoursTo(weekly, monday, [1, 2, 4], 70)).toEqual([
      monday,
      { weekday: 2, start: '09:00', end: '17:00', location_id: null },
      { weekday: 2, start: '18:00', end: '20:00', location_id: 5 },
      { weekday: 4, start: '09:00', end: '17:00', location_id: null },
    ]);
  });

  it('leaves out the days that would pass the limit', () => {
    expect(copyHoursTo([monday], monday, [2, 3], 2)).toHaveLength(2);
  });
});

describe('time off as a date range', () => {
  it('makes each day of the range a day off, both ends included, across a month', () => {
    const extra = {
      date: '2026-07-01',
      kind: 'extra',
      start: '08:00',
      end: '10:00',
      location_id: null,
    } as const;
    const later = { ...extra, date: '2026-08-01' };
    const next = withTimeOff([extra, later], '2026-06-29', '2026-07-02', 200);
    expect(next?.map((exception) => [exception.date, exception.kind])).toEqual([
      ['2026-06-29', 'off'],
      ['2026-06-30', 'off'],
      ['2026-07-01', 'off'],
      ['2026-07-02', 'off'],
      ['2026-08-01', 'extra'],
    ]);
  });

  it('refuses a backwards range or one past the limit', () => {
    expect(withTimeOff([], '2026-07-02', '2026-07-01', 200)).toBeNull();
    expect(withTimeOff([], '2026-01-01', '2026-12-31', 200)).toBeNull();
    expect(withTimeOff([], '', '2026-07-01', 200)).toBeNull();
  });
});
