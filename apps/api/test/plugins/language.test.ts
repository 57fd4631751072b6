import { describe, expect, it } from 'vitest';
import { negotiateLanguage } from '../../src/plugins/language';

describe('negotiateLanguage', () => {
  it('defaults to English without a header or with only unsupported languages', () => {
    expect(negotiateLanguage(undefined)).toBe('en');
    expect(negotiateLanguage('sv-SE,de;q=0.8')).toBe('en');
  });

  it('takes the supported language with the highest q-value', () => {
    expect(negotiateLanguage('fi')).toBe('fi');
    expect(negotiateLanguage('sv;q=1, fi-FI;q=0.8, en;q=0.5')).toBe('fi');
    expect(negotiateLanguage('en;q=0.4, fi;q=0.6')).toBe('fi');
    expect(negotiateLanguage('fi;q=0, en')).toBe('en');
  });
});
