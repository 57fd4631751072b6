/**
 * Receipts' VAT (issue 19): every price is stated with VAT included; a receipt shows the part
 * that is VAT separately at Finland's general rate. Integer minor units throughout; the rate is
 * in basis points (hundredths of a per cent) so no floating point touches money.
 */

/** Finland's general VAT rate, 25.5 % since 1 September 2024, in basis points. */
export const VAT_RATE_FI_BASIS_POINTS = 2550;

/**
 * A receipt of a payment, or a credit note of a refund of it: both numbered from the one gapless
 * sequence, a credit note naming the receipt it credits (docs/payments.md "Credit notes").
 */
export const RECEIPT_KINDS = ['receipt', 'credit_note'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

/** 2550 → "25.5", 2400 → "24" (for the receipt's "VAT 25.5 %"). */
export function formatVatRate(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const rest = basisPoints % 100;
  if (rest === 0) return String(whole);
  return `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

export interface VatSplit {
  /** What the buyer paid, VAT included. */
  grossMinor: number;
  /** The price without VAT: gross − vat, so the two always add up to what was paid. */
  netMinor: number;
  vatMinor: number;
  rateBasisPoints: number;
}

/**
 * The VAT inside a VAT-inclusive price: vat = gross × rate / (10000 + rate), rounded half up to
 * the minor unit (half away from zero; prices are never negative), and net = gross − vat.
 * Computed with integers only: `(2 × gross × rate + d) div (2 × d)` with d = 10000 + rate.
 */
export function splitVat(grossMinor: number, rateBasisPoints = VAT_RATE_FI_BASIS_POINTS): VatSplit {
  if (!Number.isSafeInteger(grossMinor) || grossMinor < 0) {
    throw new RangeError(`A receipt's amount is a whole number of minor units, not ${grossMinor}`);
  }
  if (!Number.isInteger(rateBasisPoints) || rateBasisPoints < 0) {
    throw new RangeError(`A VAT rate is whole basis points, not ${rateBasisPoints}`);
  }
  const divisor = 10_000n + BigInt(rateBasisPoints);
  const vat = (2n * BigInt(grossMinor) * BigInt(rateBasisPoints) + divisor) / (2n * divisor);
  const vatMinor = Number(vat);
  return { grossMinor, netMinor: grossMinor - vatMinor, vatMinor, rateBasisPoints };
}

/** A Finnish business ID (Y-tunnus), e.g. "2617416-4": seven digits, a hyphen, a check digit. */
export const BUSINESS_ID_MAX_LENGTH = 20;

/**
 * Whether `value` is a valid Finnish business ID: the check digit of weights 7 9 10 5 8 4 2,
 * remainder 0 → 0, 1 → invalid, otherwise 11 − remainder. The optional business ID a buyer
 * gives for their receipt must be one.
 */
export function isValidBusinessId(value: string): boolean {
  const match = /^(\d{7})-(\d)$/.exec(value.trim());
  if (!match) return false;
  const digits = (match[1] ?? '').split('').map(Number);
  const weights = [7, 9, 10, 5, 8, 4, 2];
  const sum = digits.reduce((total, digit, index) => total + digit * (weights[index] ?? 0), 0);
  const remainder = sum % 11;
  if (remainder === 1) return false;
  const check = remainder === 0 ? 0 : 11 - remainder;
  return check === Number(match[2]);
}

/** A receipt's number as printed: "FM-000042". */
export function formatReceiptNumber(number: number): string {
  return `FM-${String(number).padStart(6, '0')}`;
}
