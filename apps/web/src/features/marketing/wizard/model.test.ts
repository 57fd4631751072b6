import { describe, expect, it } from 'vitest';
import {
  adFieldIssues,
  initialWizardState,
  keywordIssues,
  loadWizardState,
  saveWizardState,
  stepIsValid,
  storageKey,
  type WizardState,
} from './model';

const searchAt = (keywords: string[], step = 2): WizardState => ({
  ...initialWizardState('search'),
  step,
  keywords,
});

describe('campaign wizard rules', () => {
  it('checks keywords with the core rule as they are typed', () => {
    expect(keywordIssues(searchAt(['jooga']), [])).toEqual([]);
    expect(keywordIssues(searchAt(['personal trainer turku extra']), [])).toEqual([
      { code: 1261, index: 0 },
    ]);
    expect(keywordIssues(searchAt(['jooga jooga']), [])).toEqual([{ code: 1262, index: 0 }]);
    expect(keywordIssues(searchAt(['a'.repeat(31)]), [])).toEqual([{ code: 1259, index: 0 }]);
    expect(keywordIssues(searchAt(['Jooga', 'jooga ']), [])).toEqual([{ code: 1260, index: 1 }]);
    // A keyword another active campaign already has.
    expect(keywordIssues(searchAt(['pilates']), ['Pilates'])).toEqual([{ code: 1260, index: 0 }]);
  });

  it('needs a keyword in search, but ignores blank rows next to one; a profile ad needs none', () => {
    expect(keywordIssues(searchAt(['']), [])).toEqual([{ code: 1307, index: 0 }]);
    expect(keywordIssues(searchAt(['jooga', '']), [])).toEqual([]);
    const profileAd: WizardState = {
      ...initialWizardState('ads'),
      placement: 'profile',
      step: 3,
      keywords: [''],
    };
    expect(keywordIssues(profileAd, [])).toEqual([]);
    expect(stepIsValid(profileAd, [])).toBe(true);
  });

  it('does not go past the budget without a choice, unless the ad is free', () => {
    const search = { ...initialWizardState('search'), step: 1 };
    expect(stepIsValid(search, [])).toBe(false);
    expect(stepIsValid({ ...search, budgetMinor: 2000 }, [])).toBe(true);
    expect(stepIsValid({ ...initialWizardState('ads'), step: 1, placement: 'profile' }, [])).toBe(
      true,
    );
  });

  it('checks the ad content: required fields and an http(s) link', () => {
    const empty = initialWizardState('ads').ad;
    // The description may stay empty.
    expect(adFieldIssues(empty)).toEqual({ title: 1307, cta_label: 1307, url: 1307 });
    expect(
      adFieldIssues({
        title: 'Yoga in Turku',
        description: '<b>First class free</b>',
        cta_label: 'Book',
        url: 'javascript:alert(1)',
      }),
    ).toEqual({ url: 1301 });
    expect(
      adFieldIssues({
        title: 'Yoga in Turku',
        description: 'First class free',
        cta_label: 'Book',
        url: 'https://example.com/yoga',
      }),
    ).toEqual({});
  });
});

describe('wizard step persistence', () => {
  it('keeps the step and values in sessionStorage, per wizard', () => {
    sessionStorage.clear();
    const state: WizardState = {
      ...initialWizardState('search'),
      step: 3,
      budgetMinor: 2000,
      keywords: ['jooga', 'pilates'],
    };
    saveWizardState(state, sessionStorage);
    expect(loadWizardState('search', sessionStorage)).toEqual(state);
    expect(loadWizardState('ads', sessionStorage)).toEqual(initialWizardState('ads'));
  });

  it('starts afresh from something it cannot read, and keeps a step in range', () => {
    sessionStorage.setItem(storageKey('search'), '{not json');
    expect(loadWizardState('search', sessionStorage)).toEqual(initialWizardState('search'));
    sessionStorage.setItem(storageKey('search'), JSON.stringify({ kind: 'search', step: 99 }));
    expect(loadWizardState('search', sessionStorage).step).toBe(3);
  });
});
