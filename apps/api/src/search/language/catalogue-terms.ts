import { SERVICE_TREE, SPECIALITIES } from '../../catalogue/reference-data';
import type { WordAnalysis } from './analyser';
import { englishForms, inflectPhrase, SEARCH_CASES } from './finnish-inflection';
import { isStopword } from './query-text';
import { SYNONYM_GROUPS } from './synonyms';

/**
 * The catalogue's Finnish names (specialities, main and sub-services) in every case a search is
 * typed in, each word form mapped to its base form: "pilateksessa" → pilates, "pilatestunnilla" →
 * pilatestunti, "mindfulnessia" → mindfulness. Voikko does not know these loanwords (or reads
 * them as forms of other words), so without this a query in any case but the nominative matched
 * only descriptions written in that very form. The analyser adds the base form to both documents
 * and queries (analyser.ts). Built from the reference data, which changes only with a release.
 */

const WORD = /[\p{L}\p{N}]+/gu;

/** Every Finnish name of the catalogue. */
export function catalogueNamesFi(): string[] {
  return [
    ...SPECIALITIES.map((entry) => entry.fi),
    ...SERVICE_TREE.flatMap((main) => [main.fi, ...main.children.map((child) => child.fi)]),
  ];
}

/** Every English name of the catalogue. */
export function catalogueNamesEn(): string[] {
  return [
    ...SPECIALITIES.map((entry) => entry.en),
    ...SERVICE_TREE.flatMap((main) => [main.en, ...main.children.map((child) => child.en)]),
  ];
}

/**
 * Word form → base form, for every word of every Finnish name in the search cases, and of every
 * synonym (synonyms.ts): Finns inflect the loanwords too ("personal traineria", "crossfitillä",
 * "kettlebellin"), which Voikko does not know. A catalogue name's form comes first.
 */
export function catalogueTermLexicon(
  names: readonly string[] = [...catalogueNamesFi(), ...SYNONYM_GROUPS.flat()],
): Map<string, string> {
  const lexicon = new Map<string, string>();
  for (const name of names) {
    const forms = inflectPhrase(name);
    const baseWords = forms.nominative.match(WORD) ?? [];
    for (const grammaticalCase of SEARCH_CASES) {
      const words = forms[grammaticalCase].match(WORD) ?? [];
      // Words of a phrase keep their places: the n-th word's form belongs to the n-th base word.
      words.forEach((word, index) => {
        const base = baseWords[index];
        if (base && base !== 'ja' && !lexicon.has(word)) lexicon.set(word, base);
      });
    }
  }
  return lexicon;
}

let vocabulary: ReadonlySet<string> | null = null;

/** The words of the catalogue's English names and of the synonyms, each also in the plural. */
function tradeVocabulary(): ReadonlySet<string> {
  vocabulary ??= new Set(
    [...catalogueNamesEn(), ...SYNONYM_GROUPS.flat()]
      .flatMap((name) => name.toLowerCase().match(WORD) ?? [])
      .filter((word) => !isStopword(word))
      .flatMap((word) => Object.values(englishForms(word))),
  );
  return vocabulary;
}

/**
 * Whether a query word names a trade rather than, perhaps, a person: a Finnish catalogue word in
 * any search case (`term`), a word of an English name or of a synonym (plural too), or a word
 * whose base form is one ("hierojaa" → hieroja).
 */
export function isTradeWord(word: WordAnalysis): boolean {
  if (word.term) return true;
  const known = tradeVocabulary();
  return [word.word, ...word.forms].some((form) => known.has(form));
}

let lexemes: ReadonlySet<string> | null = null;

/**
 * Every trade word as documents hold it: the Finnish names' base words, the English names' and
 * the synonyms' words (plurals too). A typo is corrected to one of these before any other word.
 */
export function tradeLexemes(): ReadonlySet<string> {
  lexemes ??= new Set([...catalogueTermLexicon().values(), ...tradeVocabulary()]);
  return lexemes;
}
