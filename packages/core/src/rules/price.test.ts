import { describe, expect, it } from 'vitest';
import { formatPrice } from './price';

const nbsp = '\u00a0';

describe('formatPrice', () => {
  it('shows whole prices without decimals', () => {
    expect(formatPrice(4500, 'eur', 'en')).toBe('€45');
    expect(formatPrice(4500, 'eur', 'fi')).toBe(`45${nbsp}€`);
  });

  it('shows other prices with two decimals in the language’s own way', () => {
    expect(formatPrice(4550, 'eur', 'en')).toBe('€45.50');
    expect(formatPrice(4505, 'eur', 'fi')).toBe(`45,05${nbsp}€`);
  });

  it('groups thousands', () => {
    expect(formatPrice(125_000, 'gbp', 'en')).toBe('£1,250');
    expect(formatPrice(125_000, 'gbp', 'fi')).toBe(`1${nbsp}250${nbsp}£`);
  });

  it('uses the symbol of each currency', () => {
    expect(formatPrice(1000, 'usd', 'en')).toBe('$10');
    expect(formatPrice(1000, 'aud', 'en')).toBe('A$10');
    expect(formatPrice(1000, 'sek', 'en')).toBe(`kr${nbsp}10`);
    expect(formatPrice(1000, 'sek', 'fi')).toBe(`10${nbsp}kr`);
  });

  it('counts yen in whole yen', () => {
    expect(formatPrice(1500, 'yen', 'en')).toBe('¥1,500');
  });

  it('shows a free price as zero', () => {
    expect(formatPrice(0, 'eur', 'fi')).toBe(`0${nbsp}€`);
  });
});
