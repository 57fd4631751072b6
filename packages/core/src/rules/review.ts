import type { ErrorCode } from '../errors/catalogue';
import { RATING_MAX, RATING_MIN, REVIEW_MESSAGE_MIN, REVIEW_WINDOW_MS } from '../limits';

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

export interface ReviewableBooking {
  status: string;
  endsAt: Date;
}

/**
 * Whether the customer may still review a booking: a confirmed session that has ended, within
 * the review window, not reviewed yet (the screens offer the prompt only then).
 */
export function isReviewable(booking: ReviewableBooking, reviewed: boolean, now: Date): boolean {
  const since = now.getTime() - booking.endsAt.getTime();
  return !reviewed && booking.status === 'confirmed' && since >= 0 && since <= REVIEW_WINDOW_MS;
}
