import { describe, expect, it } from 'vitest';
import { localDate, localInstant, plusDays } from './local-time';

const HELSINKI = 'Europe/Helsinki';

describe('local time of a booking', () => {
  it('takes the date in the zone, not in UTC', () => {
    expect(localDate(new Date('2026-06-09T22:30:00Z'), HELSINKI)).toBe('2026-06-10');
    expect(localDate(new Date('2026-06-09T20:30:00Z'), HELSINKI)).toBe('2026-06-09');
  });

  it('moves dates by calendar days across months and the clock change', () => {
    expect(plusDays('2026-03-27', 7)).toBe('2026-04-03');
    expect(plusDays('2026-12-29', 7)).toBe('2027-01-05');
  });

  it('turns a proposed wall time into an instant with its offset', () => {
    expect(localInstant('2026-06-10', '10:00', HELSINKI)).toBe('2026-06-10T10:00:00+03:00');
    expect(localInstant('2026-01-10', '10:00', HELSINKI)).toBe('2026-01-10T10:00:00+02:00');
  });

  it('refuses a time the clocks skip and what does not parse', () => {
    expect(localInstant('2026-03-29', '03:30', HELSINKI)).toBeNull();
    expect(localInstant('2026-02-30', '10:00', HELSINKI)).toBeNull();
    expect(localInstant('', '', HELSINKI)).toBeNull();
  });
});
