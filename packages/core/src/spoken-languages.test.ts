import { describe, expect, it } from 'vitest';
import { SPOKEN_LANGUAGES, spokenLanguageName } from './spoken-languages';

describe('spokenLanguageName', () => {
  it('names the offered languages as ICU does, in both languages', () => {
    for (const language of ['en', 'fi'] as const) {
      const icu = new Intl.DisplayNames([language], { type: 'language' });
      for (const code of SPOKEN_LANGUAGES)
        expect(spokenLanguageName(code, language)).toBe(icu.of(code));
    }
  });

  it('asks ICU for a code outside the list, and gives back a code nobody knows', () => {
    expect(spokenLanguageName('hu', 'fi')).toBe('unkari');
    expect(spokenLanguageName('hu', 'en')).toBe('Hungarian');
    expect(spokenLanguageName('qq', 'en')).toBe('qq');
  });
});
