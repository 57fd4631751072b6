import { describe, expect, it } from 'vitest';
import { validateReview } from './review';

const goodMessage = 'Great coach, very motivating!';

describe('validateReview', () => {
  it('accepts a rating from 1 to 5 with a real message', () => {
    expect(validateReview({ rating: 1, message: goodMessage })).toEqual([]);
    expect(validateReview({ rating: 5, message: goodMessage })).toEqual([]);
  });

  it('refuses ratings outside 1 to 5 and half stars', () => {
    expect(validateReview({ rating: 0, message: goodMessage })).toEqual([1253]);
    expect(validateReview({ rating: 6, message: goodMessage })).toEqual([1253]);
    expect(validateReview({ rating: 4.5, message: goodMessage })).toEqual([1253]);
  });

  it('requires a rating', () => {
    expect(validateReview({ rating: null, message: goodMessage })).toEqual([1254]);
    expect(validateReview({ rating: undefined, message: goodMessage })).toEqual([1254]);
  });

  it('requires a message of at least 10 characters, not counting surrounding spaces', () => {
    expect(validateReview({ rating: 4, message: '1234567890' })).toEqual([]);
    expect(validateReview({ rating: 4, message: '123456789' })).toEqual([1251]);
    expect(validateReview({ rating: 4, message: '   123456789   ' })).toEqual([1251]);
    expect(validateReview({ rating: 4, message: '   ' })).toEqual([1252]);
    expect(validateReview({ rating: 4, message: null })).toEqual([1252]);
  });

  it('reports the rating and the message problems together', () => {
    expect(validateReview({ rating: null, message: '' })).toEqual([1254, 1252]);
  });
});
