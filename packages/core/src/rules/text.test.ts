import { describe, expect, it } from 'vitest';
import { truncate, truncateAtWord, validateGiven, validateRequired } from './text';

const sentence = 'Certified personal trainer helping busy people get strong';

describe('truncate', () => {
  it('leaves text of up to 100 characters alone', () => {
    expect(truncate('x'.repeat(99))).toBe('x'.repeat(99));
    expect(truncate('x'.repeat(100))).toBe('x'.repeat(100));
  });

  it('cuts longer text at 100 characters and marks the cut', () => {
    expect(truncate('x'.repeat(101))).toBe(`${'x'.repeat(100)}…`);
  });

  it('cuts wherever the limit falls, without a space before the mark', () => {
    expect(truncate(sentence, 12)).toBe('Certified pe…');
    expect(truncate(sentence, 10)).toBe('Certified…');
  });
});

describe('truncateAtWord', () => {
  it('leaves short text alone', () => {
    expect(truncateAtWord(sentence)).toBe(sentence);
  });

  it('cuts at the last word boundary before the limit', () => {
    expect(truncateAtWord(sentence, 12)).toBe('Certified…');
    expect(truncateAtWord(sentence, 25)).toBe('Certified personal…');
  });

  it('keeps a word that ends exactly at the limit', () => {
    expect(truncateAtWord(sentence, 26)).toBe('Certified personal trainer…');
  });

  it('cuts inside a word only when the first word alone is too long', () => {
    expect(truncateAtWord('Supercalifragilistic coach', 10)).toBe('Supercalif…');
  });

  it('drops the punctuation a cut lands after, so the mark stands alone', () => {
    expect(truncateAtWord('Neck and back pain. Also posture coaching', 20)).toBe(
      'Neck and back pain…',
    );
    expect(truncateAtWord('Strength, mobility and more', 10)).toBe('Strength…');
    expect(truncate('Yoga. Pilates', 5)).toBe('Yoga…');
  });

  it('uses 100 characters by default', () => {
    const words = 'word '.repeat(30).trim();
    const cut = truncateAtWord(words);
    expect(cut).toBe(`${'word '.repeat(20).trim()}…`);
    expect(cut.length).toBeLessThanOrEqual(101);
  });
});

describe('required values', () => {
  it('needs a text with more than white space, and a typed value as typed', () => {
    expect(validateRequired(' ')).toBe(1307);
    expect(validateRequired(' a ')).toBeNull();
    expect(validateGiven('')).toBe(1307);
    expect(validateGiven(' ')).toBeNull();
  });
});
