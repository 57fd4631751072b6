import { describe, expect, it } from 'vitest';
import { formatSessionTime, slotDays } from './sessionTime';

const HELSINKI = 'Europe/Helsinki';
const at = (...instants: string[]) => instants.map((start) => ({ start }));

describe('session times', () => {
  it('are written in the booking’s zone with its name, not the browser’s', () => {
    expect(formatSessionTime('2026-06-10T07:00:00Z', HELSINKI, 'en')).toMatch(/10:00.*EEST/);
    expect(formatSessionTime('2026-06-10T07:00:00Z', 'America/New_York', 'en')).toMatch(
      /03:00 GMT-4/,
    );
  });

  it('group slots by their local day', () => {
    // 23:30 UTC is already the next day in Helsinki.
    const days = slotDays(
      at('2026-06-10T06:00:00Z', '2026-06-10T07:00:00Z', '2026-06-10T23:30:00Z'),
      HELSINKI,
      'en',
    );
    expect(days.map((day) => day.date)).toEqual(['2026-06-10', '2026-06-11']);
    expect(days[0]?.slots.map((slot) => slot.label)).toEqual(['09:00', '10:00']);
    expect(days[1]?.label).toBe('Thursday 11 June');
    expect(days[0]?.slots[0]?.fullLabel).toMatch(/EEST/);
  });

  it('tell apart the hour that comes twice when the clocks go back', () => {
    // 25 October 2026: 03:30 EEST (00:30 UTC) and 03:30 EET (01:30 UTC).
    const [day] = slotDays(at('2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z'), HELSINKI, 'en');
    const labels = day?.slots.map((slot) => slot.label) ?? [];
    expect(labels[0]).toMatch(/03:30.*EEST/);
    expect(labels[1]).toMatch(/03:30.*EET/);
    expect(new Set(labels).size).toBe(2);
  });
});
