import type { ErrorCode } from '../errors/catalogue';
import { MAX_AGE_YEARS, MIN_PROFESSIONAL_AGE } from '../limits';

/** The calendar date (YYYY-MM-DD, UTC) `years` years before `today`. */
function yearsBefore(today: Date, years: number): string {
  const date = new Date(today);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
}

/**
 * A professional's birth date (YYYY-MM-DD): someone at least MIN_PROFESSIONAL_AGE years old
 * today, and not more than MAX_AGE_YEARS (1301 otherwise; the API names the field).
 */
export function validateBirthDate(birthDate: string, today = new Date()): ErrorCode | null {
  const sensible =
    birthDate <= yearsBefore(today, MIN_PROFESSIONAL_AGE) &&
    birthDate > yearsBefore(today, MAX_AGE_YEARS);
  return sensible ? null : 1301;
}
