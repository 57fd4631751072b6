import { validateReason } from '@fitmarket/core/rules/reasons';
import { AppError } from './app-error';

/** A reason people are shown (report, removal, hiding), trimmed; 1307 empty, 1301 too short or long. */
export function checkedReason(reason: string): string {
  const invalid = validateReason(reason);
  if (invalid) throw new AppError({ code: invalid, field: 'reason' });
  return reason.trim();
}
