import { RATING_MAX } from '../limits';

/**
 * An average rating as people read it: to one decimal, as the number beside the stars shows
 * it (4.84 reads 4.8). Rounding to whole or half stars would draw 4.8 as five full stars.
 */
export function shownRating(average: number): number {
  const clamped = Math.min(Math.max(average, 0), RATING_MAX);
  return Math.round(clamped * 10) / 10;
}

/**
 * How full each of the five stars is drawn (0 to 1) for an average: 4.8 is four full stars
 * and a fifth filled to 80 %, so only a perfect 5.0 draws five full stars.
 */
export function starFills(average: number): number[] {
  const shown = shownRating(average);
  return Array.from(
    { length: RATING_MAX },
    (_, index) => Math.round(Math.min(Math.max(shown - index, 0), 1) * 10) / 10,
  );
}
