import type { Language } from '@fitmarket/core/language';
import { formatPrice, isCurrency } from '@fitmarket/core/rules/price';

/** A price in minor units as SPEC shows prices (the currency's symbol from core). */
export function money(amountMinor: number, currency: string, language: Language): string {
  return isCurrency(currency)
    ? formatPrice(amountMinor, currency, language)
    : `${(amountMinor / 100).toFixed(2)} ${currency.toUpperCase()}`;
}

/** Clicks per impression as a percentage with one decimal; 0 without impressions. */
export function clickThroughRate(clicks: number, impressions: number): number {
  return impressions > 0 ? Math.round((clicks / impressions) * 1000) / 10 : 0;
}
