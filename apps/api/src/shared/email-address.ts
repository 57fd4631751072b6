import { validateEmail } from '@fitmarket/core/rules/email';
import { AppError } from '../errors/app-error';

/** Refuses a missing (1170) or malformed (1018) address on the form's e-mail field. */
export function assertEmailAddress(email: string): void {
  const issue = validateEmail(email);
  if (issue) throw new AppError({ code: issue, field: 'email' });
}
