import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '../errors/catalogue';
import { en } from './en';
import { fi } from './fi';
import { avoidedWordingsIn } from './glossary';
import { loadSectionMessages, TEXT_SECTIONS } from './resources';

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

/** A language's whole catalogue: the bundled texts and every section loaded on demand. */
async function everyText(language: 'en' | 'fi', bundled: object) {
  const sections = await Promise.all(
    TEXT_SECTIONS.map(async (section) => [section, await loadSectionMessages(section, language)]),
  );
  return flatten({ ...bundled, ...Object.fromEntries(sections) });
}

const english = await everyText('en', en);
const finnish = await everyText('fi', fi);

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
      'landings.memberships.levels.premium.name',
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

describe('wording', () => {
  it.each([
    ['en', english],
    ['fi', finnish],
  ] as const)('keeps %s texts, errors included, to one term for one thing', (language, texts) => {
    const offending = [...texts]
      .filter(([, text]) => avoidedWordingsIn(text, language).length > 0)
      .map(([key, text]) => `${key}: ${text}`);
    expect(offending).toEqual([]);
  });

  it('finds the wordings it lists, but not in placeholders or business IDs', () => {
    expect(avoidedWordingsIn('Check your e-mail', 'en')).toHaveLength(1);
    expect(avoidedWordingsIn('Uusi salasana tulee tilille {{email}}.', 'fi')).toHaveLength(1);
    expect(avoidedWordingsIn('Luo ylläpidon tunnus', 'fi')).toHaveLength(1);
    expect(avoidedWordingsIn('Vaihdat tilin {{email}} salasanan.', 'fi')).toEqual([]);
    expect(avoidedWordingsIn('Fitmarket Oy (Y-tunnus 3312458-6)', 'fi')).toEqual([]);
  });
});
