import type { ErrorCode } from '../errors/catalogue';

/**
 * A campaign's money in integer minor units (docs/campaigns.md). Prices include VAT; the price
 * list (the API's configuration) names the price of 1,000 impressions ("CPM").
 */

/** Finland's general VAT rate, 25.5 %, in basis points (hundredths of a percent). */
export const FINNISH_VAT_BASIS_POINTS = 2550;

/** Impressions a budget buys: whole impressions only, never more than were paid for. */
export function impressionsForBudget(budgetMinor: number, cpmMinor: number): number {
  if (!Number.isInteger(budgetMinor) || !Number.isInteger(cpmMinor) || cpmMinor <= 0) return 0;
  return Math.floor((budgetMinor * 1000) / cpmMinor);
}

/** The VAT inside a price that includes it, rounded half up to a minor unit. */
export function vatOfGross(grossMinor: number, vatBasisPoints: number): number {
  const numerator = grossMinor * vatBasisPoints;
  const denominator = 10_000 + vatBasisPoints;
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** The price without its VAT; net + VAT is always the gross price. */
export function netOfGross(grossMinor: number, vatBasisPoints: number): number {
  return grossMinor - vatOfGross(grossMinor, vatBasisPoints);
}

/** What the counted impressions of a campaign cost so far (rounded down: in the buyer's favour). */
export function spentMinor(priceMinor: number, counted: number, paid: number): number {
  if (paid <= 0) return 0;
  return Math.floor((priceMinor * Math.min(counted, paid)) / paid);
}

/** The part of the price not yet used, which a rejection refunds. */
export function unspentMinor(priceMinor: number, counted: number, paid: number): number {
  return priceMinor - spentMinor(priceMinor, counted, paid);
}

/** Whether one more impression may be counted (a free profile ad has no cap). */
export function canCountImpression(
  placement: 'search' | 'profile',
  counted: number,
  paid: number,
): boolean {
  return placement === 'profile' || counted < paid;
}

export interface BudgetLimits {
  minBudgetMinor: number;
  maxBudgetMinor: number;
  cpmMinor: number;
}

/** A budget the price list accepts: whole, within its limits, buying at least one impression. */
export function validateBudget(budgetMinor: number, limits: BudgetLimits): ErrorCode | null {
  if (!Number.isInteger(budgetMinor)) return 1301;
  if (budgetMinor < limits.minBudgetMinor || budgetMinor > limits.maxBudgetMinor) return 1383;
  if (impressionsForBudget(budgetMinor, limits.cpmMinor) < 1) return 1383;
  return null;
}
