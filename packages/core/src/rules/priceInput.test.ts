import { describe, expect, it } from 'vitest';
import { majorPriceText, parseMajorPrice } from './priceInput';

describe('parseMajorPrice', () => {
  it('reads whole and decimal prices with a point or a comma', () => {
    expect(parseMajorPrice('45', 'eur')).toBe(4500);
    expect(parseMajorPrice(' 45.5 ', 'eur')).toBe(4550);
    expect(parseMajorPrice('45,50', 'eur')).toBe(4550);
    expect(parseMajorPrice('1 200', 'eur')).toBe(120000);
    expect(parseMajorPrice('0', 'usd')).toBe(0);
  });

  it('refuses what is not a price in the currency', () => {
    for (const text of ['', '-5', 'abc', '4.555', '4.', '1e3']) {
      expect(parseMajorPrice(text, 'eur')).toBeNull();
    }
    expect(parseMajorPrice('100.5', 'yen')).toBeNull();
    expect(parseMajorPrice('100', 'yen')).toBe(100);
  });
});

describe('majorPriceText', () => {
  it('writes minor units back as the major amount', () => {
    expect(majorPriceText(4500, 'eur')).toBe('45');
    expect(majorPriceText(4550, 'eur')).toBe('45.50');
    expect(majorPriceText(100, 'yen')).toBe('100');
  });

  it('round-trips with parseMajorPrice', () => {
    for (const minor of [0, 1, 99, 4550, 123456]) {
      expect(parseMajorPrice(majorPriceText(minor, 'gbp'), 'gbp')).toBe(minor);
    }
  });
});
