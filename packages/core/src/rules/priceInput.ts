import type { Currency } from '../limits';
import { MINOR_UNITS } from './price';

/**
 * Prices are typed in major units ("45", "45.50", Finnish "45,50") and stored in minor units.
 * Null when the text is not a price: negative, not a number, or finer than the currency's
 * smallest unit.
 */
export function parseMajorPrice(text: string, currency: Currency): number | null {
  const normalised = text.trim().replace(/\s/g, '').replace(',', '.');
  const decimals = MINOR_UNITS[currency] === 1 ? 0 : 2;
  const pattern = decimals === 0 ? /^\d+$/ : /^\d+(\.\d{1,2})?$/;
  if (!pattern.test(normalised)) return null;
  return Math.round(Number(normalised) * MINOR_UNITS[currency]);
}

/** A stored price as the text to edit: 4550 eur → "45.50", 4500 → "45". */
export function majorPriceText(amountMinor: number, currency: Currency): string {
  const amount = amountMinor / MINOR_UNITS[currency];
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}
