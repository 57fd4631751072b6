import { describe, expect, it } from 'vitest';
import {
  formatReceiptNumber,
  formatVatRate,
  isValidBusinessId,
  splitVat,
  VAT_RATE_FI_BASIS_POINTS,
} from './receipts';

describe('splitVat', () => {
  it('takes the VAT out of a VAT-inclusive price at 25.5 %', () => {
    // 19.90 € with 25.5 % VAT: 1990 × 2550 / 12550 = 404.34 → 404
    expect(splitVat(1990)).toEqual({
      grossMinor: 1990,
      netMinor: 1586,
      vatMinor: 404,
      rateBasisPoints: VAT_RATE_FI_BASIS_POINTS,
    });
    // 125.50 € is exactly 100 € + 25.50 €
    expect(splitVat(12550)).toMatchObject({ netMinor: 10000, vatMinor: 2550 });
  });

  it('rounds half up, in integers only', () => {
    // 10 % of an inclusive 11: 1 exactly; of 0.55 at 10 %: 0.05 → 5 (not 4.999…)
    expect(splitVat(55, 1000).vatMinor).toBe(5);
    // 2 at 25 %: 0.4 → 0; 3 at 25 %: 0.6 → 1; 25 at 25 %: 5 exactly
    expect(splitVat(2, 2500).vatMinor).toBe(0);
    expect(splitVat(3, 2500).vatMinor).toBe(1);
    expect(splitVat(25, 2500).vatMinor).toBe(5);
    // 0.5 exactly rounds up: 1 at 100 % holds 0.5 of VAT → 1
    expect(splitVat(1, 10000).vatMinor).toBe(1);
  });

  it('always adds up to what was paid, also for large and zero amounts', () => {
    for (const gross of [0, 1, 99, 990, 1990, 123_456_789, Number.MAX_SAFE_INTEGER]) {
      const { netMinor, vatMinor } = splitVat(gross);
      expect(netMinor + vatMinor).toBe(gross);
      expect(Number.isInteger(vatMinor)).toBe(true);
    }
  });

  it('refuses fractions and negative amounts', () => {
    expect(() => splitVat(1.5)).toThrow(RangeError);
    expect(() => splitVat(-1)).toThrow(RangeError);
    expect(() => splitVat(100, 25.5)).toThrow(RangeError);
  });
});

describe('formatVatRate', () => {
  it('prints basis points as a percentage', () => {
    expect(formatVatRate(2550)).toBe('25.5');
    expect(formatVatRate(2400)).toBe('24');
    expect(formatVatRate(1405)).toBe('14.05');
  });
});

describe('isValidBusinessId', () => {
  it('accepts real Finnish business IDs and refuses a wrong check digit or form', () => {
    expect(isValidBusinessId('0112038-9')).toBe(true);
    expect(isValidBusinessId('2617416-4')).toBe(true);
    expect(isValidBusinessId('2617416-5')).toBe(false);
    expect(isValidBusinessId('2617416')).toBe(false);
    expect(isValidBusinessId('FI26174164')).toBe(false);
  });
});

describe('formatReceiptNumber', () => {
  it('pads the sequence number', () => {
    expect(formatReceiptNumber(42)).toBe('FM-000042');
  });
});
