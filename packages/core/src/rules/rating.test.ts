import { describe, expect, it } from 'vitest';
import { shownRating, starFills } from './rating';

describe('star ratings (SPEC §9: ratings are out of 5)', () => {
  it('draws 4.8 as four and a half stars, never five full', () => {
    expect(starFills(4.8)).toEqual([1, 1, 1, 1, 0.5]);
  });

  it('draws in half stars, a star full only once the rating reaches it', () => {
    expect(shownRating(4.84)).toBe(4.8);
    expect(starFills(3.2)).toEqual([1, 1, 1, 0, 0]);
    expect(starFills(3.3)).toEqual([1, 1, 1, 0.5, 0]);
    expect(starFills(3.5)).toEqual([1, 1, 1, 0.5, 0]);
    expect(starFills(3.9)).toEqual([1, 1, 1, 0.5, 0]);
    expect(starFills(1)).toEqual([1, 0, 0, 0, 0]);
  });

  it('draws five full stars only for an average that reads 5.0', () => {
    expect(starFills(5)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(4.96)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(4.94)).toEqual([1, 1, 1, 1, 0.5]);
  });

  it('keeps out-of-range values within 0 to 5', () => {
    expect(starFills(7)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(-1)).toEqual([0, 0, 0, 0, 0]);
  });
});
