import { describe, expect, it } from 'vitest';
import { passwordIssues, passwordsMatch } from './password';

describe('passwordIssues', () => {
  it('accepts 8 characters with a letter and a digit', () => {
    expect(passwordIssues('abcdefg1')).toEqual([]);
    expect(passwordIssues('ääkköset 2024')).toEqual([]);
  });

  it('refuses 7 characters', () => {
    expect(passwordIssues('abcdef1')).toEqual([1308]);
  });

  it('allows 128 characters but not 129', () => {
    expect(passwordIssues(`a1${'x'.repeat(126)}`)).toEqual([]);
    expect(passwordIssues(`a1${'x'.repeat(127)}`)).toEqual([1308]);
  });

  it('needs both a letter and a digit', () => {
    expect(passwordIssues('abcdefgh')).toEqual([1308]);
    expect(passwordIssues('12345678')).toEqual([1308]);
  });

  it('requires a password', () => {
    expect(passwordIssues('')).toEqual([1307]);
  });

  it('checks the repeat when given', () => {
    expect(passwordIssues('abcdefg1', 'abcdefg1')).toEqual([]);
    expect(passwordIssues('abcdefg1', 'abcdefg2')).toEqual([1083]);
    expect(passwordIssues('short', 'other')).toEqual([1308, 1083]);
  });
});

describe('passwordsMatch', () => {
  it('is exact, including case and spaces', () => {
    expect(passwordsMatch('Secret12', 'Secret12')).toBe(true);
    expect(passwordsMatch('Secret12', 'secret12')).toBe(false);
    expect(passwordsMatch('Secret12', 'Secret12 ')).toBe(false);
  });
});
