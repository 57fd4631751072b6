import type { Language } from '../language';

/** How each language writes a number: "1,234.5" in English, "1 234,5" in Finnish (as ICU). */
const SEPARATORS: Readonly<Record<Language, { group: string; decimal: string }>> = {
  en: { group: ',', decimal: '.' },
  fi: { group: '\u00a0', decimal: ',' },
};

export interface NumberDigits {
  /** Decimals always written (default 0). */
  minimumFractionDigits?: number;
  /** Decimals at most, rounded half away from zero (default 3, at least the minimum, as Intl). */
  maximumFractionDigits?: number;
}

/**
 * A number as `Intl.NumberFormat` writes it in the language (en-GB, fi-FI), for the numbers of
 * the first views (ratings, prices, distances, counts). Not with Intl: the first NumberFormat a
 * page builds reads ICU's number data, 14–31 ms on this machine's CPU (60–120 ms on a phone)
 * inside hydration, where one star rating showed as a long task. Same digits, separators and
 * rounding as Intl, which rounds the shortest decimal that reads back as the number (4.85 → 4.9,
 * where `toFixed` gives 4.8), half away from zero; tested against Intl.
 */
export function formatNumber(value: number, lang: Language, digits: NumberDigits = {}): string {
  const { minimumFractionDigits = 0 } = digits;
  const maximumFractionDigits = digits.maximumFractionDigits ?? Math.max(minimumFractionDigits, 3);
  let [whole, fraction] = rounded(Math.abs(value), maximumFractionDigits);
  while (fraction.length > minimumFractionDigits && fraction.endsWith('0')) {
    fraction = fraction.slice(0, -1);
  }
  const { group, decimal } = SEPARATORS[lang];
  whole = whole.replace(/\B(?=(\d{3})+$)/g, group);
  const sign = value < 0 && /[1-9]/.test(whole + fraction) ? '-' : '';
  return `${sign}${whole}${fraction ? `${decimal}${fraction}` : ''}`;
}

/** `value` (not negative) to `places` decimals: its whole digits and exactly `places` decimals. */
function rounded(value: number, places: number): [string, string] {
  const shortest = String(value);
  // Past 1e21 or below 1e-6 JavaScript writes an exponent: toFixed's exact rounding will do.
  if (shortest.includes('e')) {
    const [whole = '0', fraction = ''] = value.toFixed(places).split('.');
    return [whole, fraction];
  }
  const [whole = '0', fraction = ''] = shortest.split('.');
  if (fraction.length <= places) return [whole, fraction.padEnd(places, '0')];
  let kept = BigInt(whole + fraction.slice(0, places));
  if (fraction.charCodeAt(places) >= 53 /* '5' */) kept += 1n;
  const digits = kept.toString().padStart(places + 1, '0');
  return [digits.slice(0, digits.length - places), digits.slice(digits.length - places)];
}
