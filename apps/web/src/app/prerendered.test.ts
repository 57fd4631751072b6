import { describe, expect, it } from 'vitest';
import { languageOfPrerenderedAddress, PRERENDERED_ATTRIBUTE } from './prerendered';

/** The root of a page rendered at build time in `language`, or of the empty shell. */
function root(language?: string) {
  const element = document.createElement('div');
  if (language) element.setAttribute(PRERENDERED_ATTRIBUTE, language);
  return element;
}

describe('languageOfPrerenderedAddress', () => {
  it('takes the prerendered language at a language’s own address', () => {
    expect(languageOfPrerenderedAddress(root('fi'), '/fi')).toBe('fi');
  });

  it('takes none at /, which follows the visitor, nor on a page not rendered ahead', () => {
    expect(languageOfPrerenderedAddress(root('fi'), '/')).toBeNull();
    expect(languageOfPrerenderedAddress(root(), '/account')).toBeNull();
  });
});
