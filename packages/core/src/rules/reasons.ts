import type { ErrorCode } from '../errors/catalogue';
import { CANCELLATION_REASON_MAX, REASON_MAX, REASON_MIN_TO_ENABLE } from '../limits';

/**
 * Block and ad-rejection reasons (SPEC §5). The button stays disabled under 3 characters, so
 * the server refuses them too: a reason the person is shown must say something.
 */
export function validateReason(reason: string): ErrorCode | null {
  const text = reason.trim();
  if (text === '') return 1307;
  if (text.length < REASON_MIN_TO_ENABLE || text.length > REASON_MAX) return 1301;
  return null;
}

/** Whether the Block / Reject ad button may be pressed. */
export function isReasonSubmittable(reason: string): boolean {
  return validateReason(reason) === null;
}

/** A booking cancellation reason: required, at most 100 characters. */
export function validateCancellationReason(reason: string): ErrorCode | null {
  const text = reason.trim();
  if (text === '') return 1307;
  if (text.length > CANCELLATION_REASON_MAX) return 1301;
  return null;
}
