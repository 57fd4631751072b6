import type { ErrorCode } from '../errors/catalogue';
import { RATING_MAX, RATING_MIN, REVIEW_MESSAGE_MIN } from '../limits';

export interface ReviewInput {
  rating: number | null | undefined;
  message: string | null | undefined;
}

/** Review rules (SPEC §5): a whole-star rating out of 5 and a message of at least 10 characters. */
export function validateReview({ rating, message }: ReviewInput): ErrorCode[] {
  const issues: ErrorCode[] = [];
  if (rating == null) issues.push(1254);
  else if (!Number.isInteger(rating) || rating < RATING_MIN || rating > RATING_MAX) {
    issues.push(1253);
  }

  const text = message?.trim() ?? '';
  if (text === '') issues.push(1252);
  else if (text.length < REVIEW_MESSAGE_MIN) issues.push(1251);
  return issues;
}
