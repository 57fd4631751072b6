import { describe, expect, it } from 'vitest';
import {
  canCountImpression,
  FINNISH_VAT_BASIS_POINTS,
  impressionsForBudget,
  netOfGross,
  spentMinor,
  unspentMinor,
  validateBudget,
  vatOfGross,
} from './campaign-pricing';

describe('campaign pricing (integer minor units)', () => {
  it('a budget buys whole impressions at the price of a thousand', () => {
    expect(impressionsForBudget(5000, 2000)).toBe(2500);
    expect(impressionsForBudget(1999, 2000)).toBe(999);
    expect(impressionsForBudget(1, 3000)).toBe(0);
    expect(impressionsForBudget(1000, 0)).toBe(0);
  });

  it('VAT 25.5 % inside a gross price, rounded half up, net + VAT = gross', () => {
    // 100.00 € with VAT: 20.32 € VAT (100 * 25.5 / 125.5 = 20.318…).
    expect(vatOfGross(10000, FINNISH_VAT_BASIS_POINTS)).toBe(2032);
    expect(netOfGross(10000, FINNISH_VAT_BASIS_POINTS)).toBe(7968);
    // 12.55 € = 10.00 € + 2.55 €.
    expect(vatOfGross(1255, FINNISH_VAT_BASIS_POINTS)).toBe(255);
    for (const gross of [1, 99, 1000, 4999, 123457]) {
      const vat = vatOfGross(gross, FINNISH_VAT_BASIS_POINTS);
      expect(Number.isInteger(vat)).toBe(true);
      expect(netOfGross(gross, FINNISH_VAT_BASIS_POINTS) + vat).toBe(gross);
    }
  });

  it('spend follows counted impressions, rounded down; the rest is refundable', () => {
    expect(spentMinor(5000, 0, 2500)).toBe(0);
    expect(spentMinor(5000, 1250, 2500)).toBe(2500);
    expect(spentMinor(1000, 1, 3)).toBe(333);
    expect(unspentMinor(1000, 1, 3)).toBe(667);
    expect(spentMinor(5000, 9999, 2500)).toBe(5000);
    expect(unspentMinor(5000, 2500, 2500)).toBe(0);
    expect(spentMinor(0, 10, 0)).toBe(0);
  });

  it('the impression cap: never past the paid number, a profile ad has none', () => {
    expect(canCountImpression('search', 9, 10)).toBe(true);
    expect(canCountImpression('search', 10, 10)).toBe(false);
    expect(canCountImpression('profile', 10, 0)).toBe(true);
  });

  it('budgets within the price list', () => {
    const limits = { minBudgetMinor: 1000, maxBudgetMinor: 100000, cpmMinor: 2000 };
    expect(validateBudget(5000, limits)).toBeNull();
    expect(validateBudget(999, limits)).toBe(1383);
    expect(validateBudget(100001, limits)).toBe(1383);
    expect(validateBudget(10.5, limits)).toBe(1301);
  });
});
