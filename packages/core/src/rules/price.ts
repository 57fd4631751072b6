import type { Language } from '../language';
import { CURRENCIES, type Currency } from '../limits';
import { formatNumber } from './number-format';

/** Answers type a currency as a plain string; only known ones can be formatted. */
export function isCurrency(value: string): value is Currency {
  return CURRENCIES.some((currency) => currency === value);
}

export const CURRENCY_SYMBOLS: Readonly<Record<Currency, string>> = {
  eur: '€',
  usd: '$',
  gbp: '£',
  aud: 'A$',
  sek: 'kr',
  yen: '¥',
};

/** Minor units per major unit; the yen has no subunit in use. */
export const MINOR_UNITS: Readonly<Record<Currency, number>> = {
  eur: 100,
  usd: 100,
  gbp: 100,
  aud: 100,
  sek: 100,
  yen: 1,
};

const NO_BREAK_SPACE = '\u00a0';

/**
 * A price as people read it (SPEC §9): whole amounts without decimals, others with two.
 * English puts the symbol first ("€45", "kr 45"), Finnish after a space ("45 €", "45,50 €").
 */
export function formatPrice(amountMinor: number, currency: Currency, lang: Language): string {
  const amount = amountMinor / MINOR_UNITS[currency];
  const decimals = Number.isInteger(amount) ? 0 : 2;
  const number = formatNumber(amount, lang, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  const symbol = CURRENCY_SYMBOLS[currency];
  if (lang === 'fi') return `${number}${NO_BREAK_SPACE}${symbol}`;
  // A symbol made of letters would run into the digits ("kr45").
  return /\p{L}$/u.test(symbol) ? `${symbol}${NO_BREAK_SPACE}${number}` : `${symbol}${number}`;
}
