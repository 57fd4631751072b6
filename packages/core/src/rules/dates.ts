import { DATE_YEAR_MAX, DATE_YEAR_MIN } from '../limits';

/**
 * Whether an ISO date or instant ("2026-06-10", "2026-06-10T09:00:00+03:00") falls in the years
 * a request may name (1369). Without it "0099-05-01" is a valid ISO date that a JavaScript Date
 * reads as 1999, and a session suggested for the year 9999 is stored.
 */
export function isYearInRange(iso: string): boolean {
  const year = Number(iso.slice(0, 4));
  return year >= DATE_YEAR_MIN && year <= DATE_YEAR_MAX;
}
