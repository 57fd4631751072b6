import { describe, expect, it } from 'vitest';
import { DATE_YEAR_MAX, DATE_YEAR_MIN } from '../limits';
import { formatMediumDate, isYearInRange } from './dates';

describe('the years a request may name', () => {
  it('takes dates and instants from DATE_YEAR_MIN to DATE_YEAR_MAX', () => {
    expect(isYearInRange(`${DATE_YEAR_MIN}-01-01`)).toBe(true);
    expect(isYearInRange('2026-06-10T09:00:00+03:00')).toBe(true);
    expect(isYearInRange(`${DATE_YEAR_MAX}-12-31T23:59:59Z`)).toBe(true);
  });

  it('refuses the typos that parse as dates', () => {
    expect(isYearInRange('0099-05-01')).toBe(false);
    expect(isYearInRange(`${DATE_YEAR_MIN - 1}-12-31`)).toBe(false);
    expect(isYearInRange('9999-01-01T10:00:00Z')).toBe(false);
  });
});

describe('formatMediumDate', () => {
  it("writes a day as Intl's medium date does, in both languages", () => {
    for (const [lang, locale] of [
      ['en', 'en-GB'],
      ['fi', 'fi-FI'],
    ] as const) {
      const intl = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
      for (let month = 0; month < 12; month += 1) {
        for (const day of [1, 9, 10, 28]) {
          const date = new Date(2026, month, day, 13, 30);
          expect(formatMediumDate(date, lang)).toBe(intl.format(date));
          expect(formatMediumDate(date.toISOString(), lang)).toBe(intl.format(date));
        }
      }
    }
  });

  it('writes the UTC day when asked, whatever the local zone', () => {
    const nearMidnight = '2026-12-01T23:30:00Z';
    expect(formatMediumDate(nearMidnight, 'en', 'UTC')).toBe('1 Dec 2026');
    expect(formatMediumDate(nearMidnight, 'fi', 'UTC')).toBe('1.12.2026');
    expect(formatMediumDate(new Date(nearMidnight), 'fi', 'UTC')).toBe(
      new Intl.DateTimeFormat('fi-FI', { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(nearMidnight),
      ),
    );
  });
});
