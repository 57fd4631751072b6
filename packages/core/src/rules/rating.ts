import { RATING_MAX } from '../limits';

/**
 * An average rating as people read it: to one decimal, as the number beside the stars shows
 * it (4.84 reads 4.8).
 */
export function shownRating(average: number): number {
  const clamped = Math.min(Math.max(average, 0), RATING_MAX);
  return Math.round(clamped * 10) / 10;
}

/**
 * How full each of the five stars is drawn (0, 0.5 or 1) for an average: in half stars, and a
 * star is full only once the rating reaches it, so 4.8 draws four and a half stars and only
 * 5.0 draws five. (Rounding to the nearest star drew 4.8 as five; a star cut at 80 % of its
 * width looks full too, as only its tip is missing.)
 */
export function starFills(average: number): number[] {
  const shown = shownRating(average);
  return Array.from({ length: RATING_MAX }, (_, index) => {
    const part = shown - index;
    if (part >= 1) return 1;
    return part >= 0.25 ? 0.5 : 0;
  });
}
