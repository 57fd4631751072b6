import type { TBooking } from '@fitmarket/core/api/bookings';
import { describe, expect, it } from 'vitest';
import { gridHours, minutesOnDay, placeDay } from './week';

const ZONE = 'Europe/Helsinki';
const booking = (id: number, starts: string, ends: string) =>
  ({ id, starts_at: starts, ends_at: ends }) as TBooking;

describe('the week grid', () => {
  it('places a session by its wall time in the zone, cut at midnight', () => {
    // 10:00 UTC is 13:00 in Helsinki in summer.
    expect(minutesOnDay('2026-06-10T10:00:00Z', '2026-06-10', ZONE)).toBe(13 * 60);
    expect(minutesOnDay('2026-06-10T22:30:00Z', '2026-06-10', ZONE)).toBe(24 * 60);
    expect(minutesOnDay('2026-06-09T22:30:00Z', '2026-06-10', ZONE)).toBe(90);
  });

  it('shows 07-21, widened to the sessions of the week', () => {
    const dates = ['2026-06-08', '2026-06-09'];
    expect(gridHours([], dates, ZONE)).toEqual({ first: 7, last: 21 });
    // Late in the evening (or early in the morning) of a day of the week, its line for now shows.
    expect(gridHours([], dates, ZONE, 21 * 60 + 5)).toEqual({ first: 7, last: 22 });
    expect(gridHours([], dates, ZONE, 23 * 60 + 30)).toEqual({ first: 7, last: 24 });
    expect(gridHours([], dates, ZONE, 5 * 60)).toEqual({ first: 5, last: 21 });
    expect(
      gridHours([booking(1, '2026-06-09T03:00:00Z', '2026-06-09T04:00:00Z')], dates, ZONE),
    ).toEqual({ first: 6, last: 21 });
    expect(
      gridHours([booking(1, '2026-06-09T19:00:00Z', '2026-06-09T20:30:00Z')], dates, ZONE),
    ).toEqual({ first: 7, last: 24 });
  });

  it('puts sessions at the same time side by side', () => {
    const placed = placeDay(
      [
        booking(1, '2026-06-10T07:00:00Z', '2026-06-10T08:00:00Z'),
        booking(2, '2026-06-10T07:30:00Z', '2026-06-10T08:30:00Z'),
        booking(3, '2026-06-10T09:00:00Z', '2026-06-10T10:00:00Z'),
      ],
      '2026-06-10',
      ZONE,
    );
    expect(placed.map(({ booking: b, lane, lanes }) => [b.id, lane, lanes])).toEqual([
      [1, 0, 2],
      [2, 1, 2],
      [3, 0, 1],
    ]);
    expect(placed[0]).toMatchObject({ start: 10 * 60, end: 11 * 60 });
  });
});
