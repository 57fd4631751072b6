import { describe, expect, it } from 'vitest';
import { shownRating, starFills } from './rating';

describe('star ratings (SPEC §9: ratings are out of 5)', () => {
  it('draws 4.8 as four full stars and a mostly filled fifth, never five full', () => {
    expect(starFills(4.8)).toEqual([1, 1, 1, 1, 0.8]);
  });

  it('draws the average as shown, to one decimal', () => {
    expect(shownRating(4.84)).toBe(4.8);
    expect(starFills(4.84)).toEqual([1, 1, 1, 1, 0.8]);
    expect(starFills(3.25)).toEqual([1, 1, 1, 0.3, 0]);
    expect(starFills(1)).toEqual([1, 0, 0, 0, 0]);
  });

  it('draws five full stars only for an average that reads 5', () => {
    expect(starFills(5)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(4.96)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(4.94)).toEqual([1, 1, 1, 1, 0.9]);
  });

  it('keeps out-of-range values within 0 to 5', () => {
    expect(starFills(7)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(-1)).toEqual([0, 0, 0, 0, 0]);
  });
});
