import { describe, expect, it } from 'vitest';
import { normalizeKeyword, validateCampaignKeywords } from './keywords';

describe('normalizeKeyword', () => {
  it('trims, collapses spaces and lower-cases', () => {
    expect(normalizeKeyword('  Personal   Trainer\t')).toBe('personal trainer');
  });
});

describe('validateCampaignKeywords', () => {
  it('accepts up to 4 fitting keywords', () => {
    expect(validateCampaignKeywords(['yoga', 'personal trainer', 'pilates', 'crossfit'])).toEqual(
      [],
    );
  });

  it('refuses a fifth keyword', () => {
    expect(validateCampaignKeywords(['a1', 'b2', 'c3', 'd4', 'e5'])).toEqual([{ code: 1258 }]);
  });

  it('allows 3 words per keyword but not 4', () => {
    expect(validateCampaignKeywords(['yoga for beginners'])).toEqual([]);
    expect(validateCampaignKeywords(['hot yoga for beginners'])).toEqual([
      { code: 1261, index: 0 },
    ]);
  });

  it('allows 30 characters per keyword but not 31', () => {
    expect(validateCampaignKeywords(['x'.repeat(30)])).toEqual([]);
    expect(validateCampaignKeywords(['ok', 'x'.repeat(31)])).toEqual([{ code: 1259, index: 1 }]);
  });

  it('counts characters after tidying the spaces', () => {
    expect(validateCampaignKeywords([`  ${'x'.repeat(30)}  `])).toEqual([]);
  });

  it('refuses the same keyword twice, however it is written', () => {
    expect(validateCampaignKeywords(['Yoga', 'pilates', '  yoga '])).toEqual([
      { code: 1260, index: 2 },
    ]);
  });

  it('refuses a keyword another active campaign already uses', () => {
    expect(validateCampaignKeywords(['pilates', 'yoga'], ['YOGA'])).toEqual([
      { code: 1260, index: 1 },
    ]);
  });

  it('refuses the same word twice within a keyword', () => {
    expect(validateCampaignKeywords(['yoga Yoga flow'])).toEqual([{ code: 1262, index: 0 }]);
  });

  it('refuses a blank keyword', () => {
    expect(validateCampaignKeywords(['yoga', '   '])).toEqual([{ code: 1307, index: 1 }]);
  });

  it('reports every problem at once', () => {
    const issues = validateCampaignKeywords(['run run run run', 'a', 'b', 'c', 'a']);
    expect(issues).toEqual([
      { code: 1258 },
      { code: 1261, index: 0 },
      { code: 1262, index: 0 },
      { code: 1260, index: 4 },
    ]);
  });
});
