import type { ErrorCode } from '../errors/catalogue';
import { RATING_MAX, RATING_MIN, REVIEW_MESSAGE_MIN, REVIEW_WINDOW_MS } from '../limits';

export interface ReviewInput {
  rating: number | null | undefined;
  message: string | null | undefined;
}

/**
 * Review rules (SPEC §5) by field: a whole-star rating out of 5 (1254 none, 1253 other) and a
 * message of at least 10 characters (1252 none, 1251 shorter); null where the field is fine.
 */
export function reviewFieldCodes({ rating, message }: ReviewInput): {
  rating: ErrorCode | null;
  message: ErrorCode | null;
} {
  const text = message?.trim() ?? '';
  return {
    rating:
      rating == null
        ? 1254
        : !Number.isInteger(rating) || rating < RATING_MIN || rating > RATING_MAX
          ? 1253
          : null,
    message: text === '' ? 1252 : text.length < REVIEW_MESSAGE_MIN ? 1251 : null,
  };
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
