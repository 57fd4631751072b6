import { describe, expect, it } from 'vitest';
import { validateBirthDate } from './birth-date';

const today = new Date('2026-11-23T12:00:00Z');

describe('validateBirthDate', () => {
  it('accepts someone who turned 16 today or earlier', () => {
    expect(validateBirthDate('2010-11-23', today)).toBeNull();
    expect(validateBirthDate('1990-04-12', today)).toBeNull();
  });

  it('refuses someone under 16, a date in the future and one over 120 years ago', () => {
    expect(validateBirthDate('2010-11-24', today)).toBe(1301);
    expect(validateBirthDate('2027-01-01', today)).toBe(1301);
    expect(validateBirthDate('1906-11-23', today)).toBe(1301);
    expect(validateBirthDate('1906-11-24', today)).toBeNull();
  });
});
