import { describe, expect, it } from 'vitest';
import { createTextAnalyser, sharedAnalyser } from '../../src/search/language/analyser';
import {
  catalogueNamesEn,
  catalogueNamesFi,
  catalogueTermLexicon,
  isTradeWord,
} from '../../src/search/language/catalogue-terms';
import {
  englishForms,
  inflectPhrase,
  inflectWord,
  SEARCH_CASES,
} from '../../src/search/language/finnish-inflection';
import { isStopword } from '../../src/search/language/query-text';

const { analyser } = sharedAnalyser();
const WORD = /[\p{L}\p{N}]+/gu;

describe('Finnish forms of the catalogue names', () => {
  it('inflects the stem types of the catalogue', () => {
    expect(inflectWord('pilates')).toEqual({
      nominative: 'pilates',
      partitive: 'pilatesta',
      genitive: 'pilateksen',
      inessive: 'pilateksessa',
      elative: 'pilateksesta',
      illative: 'pilatekseen',
      adessive: 'pilateksella',
      allative: 'pilatekselle',
      ablative: 'pilatekselta',
      essive: 'pilateksena',
      plural: 'pilatekset',
    });
    expect(Object.values(inflectWord('mindfulness'))).toEqual([
      'mindfulness',
      'mindfulnessia',
      'mindfulnessin',
      'mindfulnessissa',
      'mindfulnessista',
      'mindfulnessiin',
      'mindfulnessilla',
      'mindfulnessille',
      'mindfulnessilta',
      'mindfulnessina',
      'mindfulnessit',
    ]);
    expect(inflectWord('hieronta')).toMatchObject({
      genitive: 'hieronnan',
      illative: 'hierontaan',
    });
    expect(inflectWord('tunti')).toMatchObject({ inessive: 'tunnissa', partitive: 'tuntia' });
    expect(inflectWord('liikkuvuus')).toMatchObject({
      partitive: 'liikkuvuutta',
      genitive: 'liikkuvuuden',
      illative: 'liikkuvuuteen',
    });
    expect(inflectWord('venyttely')).toMatchObject({
      inessive: 'venyttelyssä',
      illative: 'venyttelyyn',
    });
    expect(inflectWord('meditaatio')).toMatchObject({
      partitive: 'meditaatiota',
      illative: 'meditaatioon',
    });
    expect(inflectWord('avustettu')).toMatchObject({
      genitive: 'avustetun',
      partitive: 'avustettua',
    });
    expect(inflectWord('mieli')).toMatchObject({ partitive: 'mieltä', inessive: 'mielessä' });
  });

  it('inflects a name as a phrase, leaving "ja" and a genitive attribute as they are', () => {
    expect(inflectPhrase('Henkilökohtainen valmennus').partitive).toBe(
      'henkilökohtaista valmennusta',
    );
    expect(inflectPhrase('Jooga ja pilates').inessive).toBe('joogassa ja pilateksessa');
    expect(inflectPhrase('Juoksutekniikan ohjaus').elative).toBe('juoksutekniikan ohjauksesta');
    expect(inflectPhrase('Urheiluvammojen kuntoutus').plural).toBe('urheiluvammojen kuntoutukset');
  });

  it('maps the forms Voikko does not know to their base form', () => {
    const lexicon = catalogueTermLexicon();
    expect(lexicon.get('pilateksessa')).toBe('pilates');
    expect(lexicon.get('pilatestunnilla')).toBe('pilatestunti');
    expect(lexicon.get('mindfulnessia')).toBe('mindfulness');
    // The synonyms' loanwords, as Finns inflect them.
    expect(lexicon.get('traineria')).toBe('trainer');
    expect(lexicon.get('crossfitillä') ?? lexicon.get('crossfitilla')).toBe('crossfit');
    expect(lexicon.get('kettlebellin')).toBe('kettlebell');
    const word = analyser.analyseWord('pilateksessa');
    expect(word.forms).toContain('pilates');
    expect(word.term).toBe(true);
    expect(word.placeNames).toEqual([]);
  });

  it('every word of every Finnish name in every search case meets a lexeme of the name', () => {
    const misses: string[] = [];
    for (const name of catalogueNamesFi()) {
      const lexemes = new Set(analyser.documentLexemes(name));
      const forms = inflectPhrase(name);
      for (const grammaticalCase of SEARCH_CASES) {
        for (const word of forms[grammaticalCase].match(WORD) ?? []) {
          if (word === 'ja') continue;
          const analysis = analyser.analyseWord(word);
          const meets =
            analysis.forms.some((form) => lexemes.has(form)) ||
            analysis.compounds.some((parts) =>
              parts.every((part) => part.some((alt) => lexemes.has(alt))),
            );
          if (!meets) misses.push(`${word} (${name}, ${grammaticalCase})`);
        }
      }
    }
    expect(misses).toEqual([]);
  });

  it('every English name and its plural, which PostgreSQL stems alike', () => {
    const names = catalogueNamesEn();
    expect(names).toHaveLength(catalogueNamesFi().length);
    const forms = names.map(englishForms);
    expect(forms).toContainEqual({ singular: 'yoga', plural: 'yogas' });
    expect(forms).toContainEqual({
      singular: 'stress management coaching',
      plural: 'stress management coachings',
    });
    expect(forms).toContainEqual({
      singular: 'private yoga class',
      plural: 'private yoga classes',
    });
    expect(forms).toContainEqual({ singular: 'physiotherapy', plural: 'physiotherapies' });
  });

  it('without Voikko the catalogue forms still give their base form', () => {
    const snowball = createTextAnalyser({
      loadVoikko: () => {
        throw new Error('no voikko');
      },
    });
    expect(snowball.analyseWord('hieronnassa').forms).toContain('hieronta');
    expect(snowball.version).toMatch(/^snowball\+terms-/);
  });
});

describe('trade words', () => {
  const trade = (word: string) => isTradeWord(analyser.analyseWord(word));

  it('every word of every name, in every Finnish search case and in English with its plural', () => {
    const words = [
      ...catalogueNamesFi().flatMap((name) =>
        SEARCH_CASES.flatMap((grammaticalCase) => inflectPhrase(name)[grammaticalCase].match(WORD)),
      ),
      ...catalogueNamesEn().flatMap((name) => {
        const { singular, plural } = englishForms(name);
        return [...(singular.match(WORD) ?? []), ...(plural.match(WORD) ?? [])];
      }),
    ].filter((word): word is string => typeof word === 'string' && !isStopword(word));
    expect(words.filter((word) => !trade(word))).toEqual([]);
  });

  it('synonyms and their Finnish forms are trades; names and other words are not', () => {
    for (const word of ['pt', 'physio', 'hierojaa', 'valmentajalle', 'coaches', 'trainers']) {
      expect(trade(word), word).toBe(true);
    }
    for (const word of ['joona', 'virtanen', 'laura', 'helsinki', 'teacher', 'opettaja']) {
      expect(trade(word), word).toBe(false);
    }
  });
});
