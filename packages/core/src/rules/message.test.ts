import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH } from '../limits';
import { normalizeMessageText, validateMessageText } from './message';

describe('message text', () => {
  it('is required: empty or only white space is 1252', () => {
    expect(validateMessageText('')).toBe(1252);
    expect(validateMessageText(' \n\t ')).toBe(1252);
  });

  it(`is at most ${MESSAGE_MAX_LENGTH} characters after trimming (1370), counting emoji as one`, () => {
    expect(validateMessageText(`  ${'a'.repeat(MESSAGE_MAX_LENGTH)}  `)).toBeNull();
    expect(validateMessageText('a'.repeat(MESSAGE_MAX_LENGTH + 1))).toBe(1370);
    expect(validateMessageText('💪'.repeat(MESSAGE_MAX_LENGTH))).toBeNull();
  });

  it('keeps inner line breaks and markup as typed text', () => {
    expect(normalizeMessageText('  Hi!\n<b>See you</b>  ')).toBe('Hi!\n<b>See you</b>');
  });
});
