import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayHeading,
  instantOf,
  mondayOf,
  namesZone,
  sentenceCase,
  wallOf,
  weekDates,
  weekSpan,
  zonedTime,
} from './zoned-time';

const ZONE = 'Europe/Helsinki';

describe('wall times in the professional’s zone', () => {
  it('reads a form’s date and time as an instant, on both sides of a clock change', () => {
    expect(instantOf('2026-03-28', '10:00', ZONE)).toBe('2026-03-28T08:00:00Z');
    expect(instantOf('2026-03-30', '10:00', ZONE)).toBe('2026-03-30T07:00:00Z');
    expect(wallOf('2026-03-30T07:00:00Z', ZONE)).toEqual({ date: '2026-03-30', time: '10:00' });
  });

  it('refuses a time that does not exist or is not a time', () => {
    expect(instantOf('2026-03-29', '03:30', ZONE)).toBeNull();
    expect(instantOf('2026-02-30', '10:00', ZONE)).toBeNull();
    expect(instantOf('', '', ZONE)).toBeNull();
  });

  it('spans a local week, an hour shorter in the week the clocks go forward', () => {
    expect(mondayOf('2026-03-29')).toBe('2026-03-23');
    expect(weekDates('2026-03-23')).toHaveLength(7);
    expect(addDays('2026-03-23', -7)).toBe('2026-03-16');
    const span = weekSpan('2026-03-23', ZONE);
    expect(span).toEqual({ from: '2026-03-22T22:00:00Z', to: '2026-03-29T21:00:00Z' });
  });

  it('writes a time with its zone in both languages (a Finnish one in Finnish: without)', () => {
    expect(zonedTime('2026-06-10T07:00:00Z', ZONE, 'en')).toMatch(/10:00.*(EEST|GMT\+3)/);
    expect(zonedTime('2026-06-10T07:00:00Z', 'Europe/Stockholm', 'fi')).toMatch(
      /9\.00.*(UTC|GMT)\+2/,
    );
    expect(zonedTime('2026-06-10T07:00:00Z', ZONE, 'fi')).toMatch(/10\.00$/);
  });
});

describe('a Finn at home', () => {
  it('reads a Finnish time without a zone, any other time with it', () => {
    expect(namesZone('Europe/Helsinki', 'fi')).toBe(false);
    expect(namesZone('Europe/Stockholm', 'fi')).toBe(true);
    expect(namesZone('Europe/Helsinki', 'en')).toBe(true);
    expect(zonedTime('2026-12-02T08:00:00.000Z', 'Europe/Helsinki', 'fi')).not.toMatch(/UTC/);
    expect(zonedTime('2026-12-02T08:00:00.000Z', 'Europe/Helsinki', 'en')).toMatch(/EET/);
  });

  it('sees a day heading capitalised only at its start: "Keskiviikko 2. joulukuuta"', () => {
    expect(sentenceCase(dayHeading('2026-12-02', 'fi'))).toBe('Keskiviikko 2. joulukuuta');
  });
});
