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

/**
 * A new password's issues by the request's fields, as the server reports them: its strength
 * (1307, 1308) on `password`, a repeat that differs (1083) on `password_repeat`.
 */
export function newPasswordIssues(
  password: string,
  repeat: string,
): { password: ErrorCode | null; password_repeat: ErrorCode | null } {
  const issues = passwordIssues(password, repeat);
  return {
    password: issues.find((code) => code !== 1083) ?? null,
    password_repeat: issues.includes(1083) ? 1083 : null,
  };
}
