import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '../errors/catalogue';
import { en } from './en';
import { fi } from './fi';

/** Every text of a catalogue as `dotted.key -> text`. */
function flatten(messages: object, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix + key;
    if (typeof value === 'string') texts.set(path, value);
    else for (const entry of flatten(value, `${path}.`)) texts.set(...entry);
  }
  return texts;
}

const english = flatten(en);
const finnish = flatten(fi);

describe('message catalogues', () => {
  it('have the same keys in English and Finnish', () => {
    expect([...finnish.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('translate every text, apart from names that stay the same in both', () => {
    const sameInBoth = new Set([
      'common.productName',
      'common.languages.en',
      'common.languages.fi',
      'web.footer.copyright',
    ]);
    const untranslated = [...english]
      .filter(([key, text]) => !sameInBoth.has(key) && finnish.get(key) === text)
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('hold the text of every error code, with its limits filled in', () => {
    for (const code of Object.keys(errorCatalogue)) {
      expect(english.get(`errors.${code}`)).toMatch(/\S/);
      expect(finnish.get(`errors.${code}`)).toMatch(/\S/);
    }
    expect(en.errors['1007']).toContain('10');
    expect(fi.errors['1025']).toBe('Virheellinen sähköpostiosoite tai salasana.');
    const unfilled = [...english, ...finnish].filter(([, text]) =>
      /(?<!\{)\{\w+\}(?!\})/.test(text),
    );
    expect(unfilled).toEqual([]);
  });
});
