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

/** Counts that read right with any number: "{{count}} of {{max}}", a verb, a limit of several. */
const COUNT_WITHOUT_NOUN = new Set([
  'profileEditor.nav.pending',
  'web.header.pending',
  'web.header.unread',
  'profileEditor.photos.limit',
  'proBookings.confirm.counter',
  'landings.memberships.perks.photos',
  'landings.memberships.perks.certificates',
  'feedback.ratingValue',
]);

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
      // A brand, and "video", which is Finnish too.
      'socialActivity.providers.instagram',
      'socialActivity.items.video',
      'publicProfile.social.video',
      // A partner's name and discount code, nothing to translate.
      'marketing.wizard.adPartnerOption',
    ]);
    const untranslated = [...english]
      .filter(([key, text]) => !sameInBoth.has(key) && finnish.get(key) === text)
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('count with plural forms: "1 haku", "2 hakua", never "1 hakua" or "1 searches"', () => {
    for (const texts of [english, finnish]) {
      const counted = [...texts].filter(([, text]) => /\{\{count\}\} \p{L}/u.test(text));
      const unplural = counted.filter(
        ([key]) => !/_(zero|one|two|few|many|other)$/.test(key) && !COUNT_WITHOUT_NOUN.has(key),
      );
      expect(unplural.map(([key]) => key)).toEqual([]);
    }
  });

  it('never inflect a name in Finnish: the sentence is built so the name needs no case', () => {
    // "ammattilaisen Ville Ahonen kanssa" would need "Ville Ahosen"; a name is never followed by
    // a postposition that governs its case, nor put where a verb wants its object ("Varaa X").
    const inflected = [...finnish].filter(([, text]) =>
      /\{\{name\}\} (kanssa|luona|luokse|takia|vuoksi)\b|^Varaa \{\{name\}\}/.test(text),
    );
    expect(inflected.map(([key]) => key)).toEqual([]);
  });

  it('call time off time off in Finnish, not "free hours" (its opposite)', () => {
    expect([...finnish.values()].filter((text) => /vapaat tunnit/i.test(text))).toEqual([]);
  });

  it('hold the text of every error code, with its limits filled in', () => {
    for (const code of Object.keys(errorCatalogue)) {
      expect(english.get(`errors.${code}`)).toMatch(/\S/);
      expect(finnish.get(`errors.${code}`)).toMatch(/\S/);
    }
    expect(english.get('errors.1007')).toContain('10');
    expect(finnish.get('errors.1025')).toBe('Virheellinen sähköpostiosoite tai salasana.');
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
