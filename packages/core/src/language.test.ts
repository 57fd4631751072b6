import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, isLanguage } from './language';

describe('isLanguage', () => {
  it('accepts the two languages the product speaks', () => {
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('fi')).toBe(true);
  });

  it('rejects other languages, other spellings and non-strings', () => {
    expect(isLanguage('sv')).toBe(false);
    expect(isLanguage('FI')).toBe(false);
    expect(isLanguage('en-GB')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });

  it('defaults to English', () => {
    expect(DEFAULT_LANGUAGE).toBe('en');
  });
});
