import type { ErrorCode } from '../errors/catalogue';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../limits';

export function passwordsMatch(password: string, repeat: string): boolean {
  return password === repeat;
}

/**
 * Password rules: 8 to 128 characters with at least one letter and one digit. Pass `repeat`
 * to check the confirmation field as well.
 */
export function passwordIssues(password: string, repeat?: string): ErrorCode[] {
  const issues: ErrorCode[] = [];
  if (password === '') issues.push(1307);
  else if (
    password.length < PASSWORD_MIN_LENGTH ||
    password.length > PASSWORD_MAX_LENGTH ||
    !/\p{L}/u.test(password) ||
    !/\p{Nd}/u.test(password)
  ) {
    issues.push(1308);
  }
  if (repeat !== undefined && !passwordsMatch(password, repeat)) issues.push(1083);
  return issues;
}
