import { z } from 'zod';
import type { ErrorCode } from '../errors/catalogue';

const emailSchema = z.email();

export function isValidEmail(value: string): boolean {
  return emailSchema.safeParse(value).success;
}

/** Missing (1170) or malformed (1018) e-mail address, or null when it is fine. */
export function validateEmail(value: string): ErrorCode | null {
  const email = value.trim();
  if (email === '') return 1170;
  return isValidEmail(email) ? null : 1018;
}
