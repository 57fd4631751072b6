import { describe, expect, it } from 'vitest';
import { reviewFieldCodes } from './review';

const goodMessage = 'Great coach, very motivating!';
const fine = { rating: null, message: null };

describe('reviewFieldCodes', () => {
  it('accepts a rating from 1 to 5 with a real message', () => {
    expect(reviewFieldCodes({ rating: 1, message: goodMessage })).toEqual(fine);
    expect(reviewFieldCodes({ rating: 5, message: goodMessage })).toEqual(fine);
  });

  it('refuses ratings outside 1 to 5 and half stars', () => {
    expect(reviewFieldCodes({ rating: 0, message: goodMessage }).rating).toBe(1253);
    expect(reviewFieldCodes({ rating: 6, message: goodMessage }).rating).toBe(1253);
    expect(reviewFieldCodes({ rating: 4.5, message: goodMessage }).rating).toBe(1253);
  });

  it('requires a rating', () => {
    expect(reviewFieldCodes({ rating: null, message: goodMessage }).rating).toBe(1254);
    expect(reviewFieldCodes({ rating: undefined, message: goodMessage }).rating).toBe(1254);
  });

  it('requires a message of at least 10 characters, not counting surrounding spaces', () => {
    expect(reviewFieldCodes({ rating: 4, message: '1234567890' })).toEqual(fine);
    expect(reviewFieldCodes({ rating: 4, message: '123456789' }).message).toBe(1251);
    expect(reviewFieldCodes({ rating: 4, message: '   123456789   ' }).message).toBe(1251);
    expect(reviewFieldCodes({ rating: 4, message: '   ' }).message).toBe(1252);
    expect(reviewFieldCodes({ rating: 4, message: null }).message).toBe(1252);
  });

  it('reports the rating and the message problems together', () => {
    expect(reviewFieldCodes({ rating: null, message: '' })).toEqual({
      rating: 1254,
      message: 1252,
    });
  });
});
