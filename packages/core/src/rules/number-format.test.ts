import { describe, expect, it } from 'vitest';
import { formatNumber } from './number-format';

const LOCALES = { en: 'en-GB', fi: 'fi-FI' } as const;

describe('formatNumber', () => {
  it('writes numbers as Intl.NumberFormat does, in both languages', () => {
    const values = [0, 1, 4, 4.5, 4.75, 4.85, 4.95, 12, 999, 1000, 1234, 12345.678, 1234567.891];
    // Halves and thirds at every scale, where rounding differs if anything does.
    for (let n = 0; n < 400; n += 1) values.push(n / 8, n / 3, n * 1.005, n * 13.37);
    const options = [
      {},
      { maximumFractionDigits: 1 },
      { minimumFractionDigits: 1, maximumFractionDigits: 1 },
      { minimumFractionDigits: 2, maximumFractionDigits: 2 },
    ];
    for (const lang of ['en', 'fi'] as const) {
      for (const digits of options) {
        const intl = new Intl.NumberFormat(LOCALES[lang], digits);
        for (const value of values)
          expect(formatNumber(value, lang, digits)).toBe(intl.format(value));
      }
    }
  });

  it('groups thousands with a comma in English and a no-break space in Finnish', () => {
    expect(formatNumber(12345678.5, 'en', { maximumFractionDigits: 1 })).toBe('12,345,678.5');
    expect(formatNumber(12345678.5, 'fi', { maximumFractionDigits: 1 })).toBe(
      '12\u00a0345\u00a0678,5',
    );
  });
});
