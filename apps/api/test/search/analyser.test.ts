import { describe, expect, it, vi } from 'vitest';
import { compoundParts, createTextAnalyser } from '../../src/search/language/analyser';

// This machine has libvoikko1 + voikko-fi (scripts/setup-test-machine.mjs installs them).
const analyser = createTextAnalyser();

describe('the Finnish analyser with Voikko', () => {
  it('runs on Voikko here', () => {
    expect(analyser.finnish).toBe('voikko');
  });

  it.each([
    ['Helsingissä', 'helsinki'],
    ['Turussa', 'turku'],
    ['Lahdessa', 'lahti'],
    ['Tampereelta', 'tampere'],
    ['Jyväskylässä', 'jyväskylä'],
    ['Virtasen', 'virtanen'],
    ['joogaa', 'jooga'],
    ['hierontaa', 'hieronta'],
  ])('reads %s as %s, through consonant gradation and case endings', (word, base) => {
    expect(analyser.analyseWord(word).forms).toContain(base);
  });

  it('knows inflected place names as places', () => {
    expect(analyser.analyseWord('Turussa').placeNames).toEqual(['Turku']);
    expect(analyser.analyseWord('Tampereelta').placeNames).toEqual(['Tampere']);
    expect(analyser.analyseWord('joogaa').placeNames).toEqual([]);
  });

  it('splits compounds into their parts, with derived words and their roots', () => {
    const coach = analyser.analyseWord('kuntosalivalmentaja');
    expect(coach.compounds).toEqual([[['kunto'], ['sali'], ['valmentaja', 'valmentaa']]]);
    expect(coach.spans).toContain('kuntosali');
    expect(analyser.analyseWord('joogaopettaja').compounds).toEqual([
      [['jooga'], ['opettaja', 'opettaa']],
    ]);
    expect(analyser.documentLexemes('kuntosalivalmentaja')).toEqual(
      expect.arrayContaining(['kuntosalivalmentaja', 'kuntosali', 'kunto', 'sali', 'valmentaja']),
    );
  });

  it('does not split a place name into common words', () => {
    expect(analyser.analyseWord('Jyväskylä').compounds).toEqual([]);
  });

  it('reads the parts of WORDBASES, suffixes joined to their part', () => {
    expect(compoundParts('+ryhmä(ryhmä)+liiku(liikkua)+n+ta(+ta)')).toEqual([
      { surface: 'ryhmä', root: 'ryhmä' },
      { surface: 'liikunta', root: 'liikkua' },
    ]);
    expect(compoundParts('+fysioterapeutti(fysio=terapeutti)')).toEqual([
      { surface: 'fysio', root: 'fysio' },
      { surface: 'terapeutti', root: 'terapeutti' },
    ]);
  });

  it('indexes accent-free forms too, so Jyvaskyla finds Jyväskylä', () => {
    expect(analyser.documentLexemes('Jyväskylä')).toEqual(
      expect.arrayContaining(['jyväskylä', 'jyvaskyla']),
    );
    // A query keeps its letters: ä is a letter of its own in Finnish.
    expect(analyser.analyseWord('sääli').forms).not.toContain('saali');
  });

  it('adds the trade synonyms in both languages', () => {
    expect(analyser.documentLexemes('Olen PT Espoossa')).toEqual(
      expect.arrayContaining(['personal', 'trainer']),
    );
    expect(analyser.documentLexemes('Personal trainers welcome')).toContain('pt');
    expect(analyser.documentLexemes('Kokenut fysioterapeutti')).toEqual(
      expect.arrayContaining(['physio', 'physiotherapist']),
    );
    expect(analyser.documentLexemes('Yoga for beginners')).toContain('jooga');
    // "Lihashuoltoa" (muscle care) finds the masseurs, whose texts say hieronta.
    expect(analyser.documentLexemes('Klassista hierontaa Kalliossa')).toContain('lihashuolto');
    expect(analyser.analyseWord('lihashuoltoa').forms).toContain('lihashuolto');
  });

  it('reads an abbreviation with its case ending after a colon as the abbreviation', () => {
    expect(analyser.words('Aika PT:lle, PT:n tunti 3:ssa ryhmässä klo 10:30')).toEqual([
      'aika',
      'pt',
      'pt',
      'tunti',
      '3',
      'ryhmässä',
      'klo',
      '10',
      '30',
    ]);
    expect(analyser.documentLexemes('PT:lle')).not.toContain('lle');
  });

  it('keeps recent words in its cache', () => {
    const first = analyser.analyseWord('Kuopiossa');
    expect(analyser.analyseWord('Kuopiossa')).toBe(first);
  });
});

describe('without Voikko', () => {
  it('falls back to Snowball, says so once, and still finds words as typed', () => {
    const onVoikkoMissing = vi.fn();
    const fallback = createTextAnalyser({
      loadVoikko: () => {
        throw new Error('libvoikko not found');
      },
      onVoikkoMissing,
    });
    expect(fallback.finnish).toBe('snowball');
    expect(onVoikkoMissing).toHaveBeenCalledOnce();
    expect(fallback.analyseWord('Helsingissä')).toEqual({
      word: 'helsingissä',
      forms: ['helsingissä'],
      compounds: [],
      spans: [],
      placeNames: [],
      known: false,
      term: false,
    });
    expect(fallback.documentLexemes('Jyväskylä')).toEqual(['jyväskylä', 'jyvaskyla']);
  });
});
