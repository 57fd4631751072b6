import { describe, expect, it } from 'vitest';
import { isValidEmail, validateEmail } from './email';

describe('isValidEmail', () => {
  it('accepts ordinary addresses', () => {
    expect(isValidEmail('anna.virtanen@example.fi')).toBe(true);
    expect(isValidEmail('coach+ads@mail.example.com')).toBe(true);
  });

  it('refuses things that are not addresses', () => {
    for (const value of ['', 'anna', 'anna@', '@example.fi', 'anna@example', 'a b@example.fi']) {
      expect(isValidEmail(value), value).toBe(false);
    }
  });
});

describe('validateEmail', () => {
  it('tells a missing address from a malformed one', () => {
    expect(validateEmail('  ')).toBe(1170);
    expect(validateEmail('anna@')).toBe(1018);
    expect(validateEmail(' anna@example.fi ')).toBeNull();
  });
});
