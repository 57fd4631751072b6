import type { TPlace } from '@fitmarket/core/api/places';
import type { Language } from '@fitmarket/core/language';
import { embeddedGazetteer } from '../platform/geocoder/gazetteer-geocoder';
import type { Geocoder } from '../platform/geocoder/geocoder';
import { foldAccents, type WordAnalysis } from './language/analyser';

/**
 * A place named in a search text, inflected as people write it ("joogaa Turussa", "hieroja
 * Tampereelta", "pt jyvaskyla", "hieroja Kalliossa"): the last word that is a place the geocoder
 * knows by exactly that name. Voikko tells which words are place names and their base forms
 * (Turussa → Turku, Tapiolassa → Tapiola); a word Voikko does not know at all ("Jyvaskyla"
 * without its accents, a neighbourhood it lacks) is tried as written and without a case ending
 * (guessedBaseForms: Tuirassa → Tuira, Runosmäellä → Runosmäki). A word Voikko reads otherwise
 * counts as written only as a municipality, and inflected only as a district
 * ("Kalliossa", "Kallion" → Kallio; "kallio" alone is a rock): the gazetteer's districts include
 * Pallo and Leiri, which are also words. After a word that marks a place ("near Kallio", "in
 * Tapiola"), or when Voikko reads it as a compound ("Punavuori", "Lauttasaari"), it counts as
 * written as a district too.
 * Common words that are also towns ("salo", "lahti") count only when Voikko reads them as place
 * names, which it does for both. Words of the catalogue's names are never places. A district's
 * Swedish and other names count too ("hieronta Berghäll" → Kallio).
 */
/** Case endings of a place in a search ("Tuirassa", "Kalevasta", "Runosmäellä"), longest first. */
const CASE_ENDINGS = ['ssa', 'ssä', 'sta', 'stä', 'lla', 'llä', 'lta', 'ltä', 'lle', 'n'];

/**
 * What an inflected name Voikko does not know may be: itself, without its case ending, for a
 * stem in -e the nominatives in -i and -ki (Herttoniemessä → -niemi, Runosmäellä → -mäki), and
 * for a stem in -i after a consonant the name that Finnish gave that -i (Westendissä → Westend,
 * Berghällissä → Berghäll).
 */
export function guessedBaseForms(word: string): string[] {
  const ending = CASE_ENDINGS.find((end) => word.endsWith(end) && word.length - end.length >= 3);
  if (!ending) return [word];
  const stem = word.slice(0, -ending.length);
  const guesses = [word, stem];
  if (stem.endsWith('e')) guesses.push(`${stem.slice(0, -1)}i`, `${stem.slice(0, -1)}ki`);
  if (/[^aeiouyäöå]i$/.test(stem)) guesses.push(stem.slice(0, -1));
  return guesses;
}

type Kinds = readonly TPlace['kind'][];
const ANY_PLACE: Kinds = ['municipality', 'district'];

/**
 * Words after a town that mean its centre ("Helsingin keskustassa", "Tampere centre"): the town
 * is searched around its centre anyway.
 */
const CENTRE_WORDS = new Set(['keskusta', 'keskustaa', 'centre', 'center', 'downtown']);

/** The place one word names (see above), or null. */
async function placeOfWord(
  geocoder: Geocoder,
  word: WordAnalysis,
  lang: Language,
): Promise<TPlace | null> {
  const districts: Kinds = ['district'];
  // A known word as written: a town; any place after a place marker ("near Kallio") or when
  // Voikko reads it as a compound of common words ("punavuori", "lauttasaari"), which is no
  // word people search for but the place.
  const asWritten: Kinds =
    word.placeMarked || word.compounds.length > 0 ? ANY_PLACE : ['municipality'];
  /** `ownName`: only by the name it is shown by, not a district's other names. */
  const candidates: { name: string; kinds: Kinds; ownName?: boolean }[] = [
    ...word.placeNames.map((name) => ({ name, kinds: ANY_PLACE })),
    ...(word.known ? [] : guessedBaseForms(word.word).map((name) => ({ name, kinds: ANY_PLACE }))),
    // A word Voikko reads otherwise: as written a town (as before), inflected a district, and
    // never by another name ("tulos" is a word, and GeoNames' other name of Tuulos).
    ...(word.known && word.placeNames.length === 0
      ? word.forms.map((name) => ({
          name,
          kinds: name === word.word ? asWritten : districts,
          ownName: true,
        }))
      : []),
  ];
  for (const { name, kinds, ownName } of candidates) {
    const place = await placeNamed(geocoder, name, kinds, lang, ownName);
    if (place) return place;
  }
  return null;
}

/** The place of `kinds` the geocoder knows by `name` (`ownName`: by the name it is shown by). */
async function placeNamed(
  geocoder: Geocoder,
  name: string,
  kinds: Kinds,
  lang: Language,
  ownName = false,
): Promise<TPlace | null> {
  if (name.length < 2) return null;
  const wanted = foldAccents(name.toLowerCase());
  const named = await geocoder.named(name, lang, 5);
  return (
    named.find(
      (candidate) =>
        kinds.includes(candidate.kind) &&
        (!ownName || foldAccents(candidate.name.toLowerCase()) === wanted),
    ) ?? null
  );
}

/**
 * The place two words name together: a name of two words or hyphenated, its last word inflected
 * ("Espoon keskuksessa" → Espoon Keskus, "Taka-Töölössä" → Taka-Töölö), or a town and a word for
 * its centre ("Helsingin keskustassa" → Helsinki).
 */
async function placeOfTwoWords(
  geocoder: Geocoder,
  first: WordAnalysis,
  last: WordAnalysis,
  lang: Language,
): Promise<TPlace | null> {
  const bases = new Set([
    last.word,
    ...last.placeNames,
    ...last.forms,
    ...(last.known ? [] : guessedBaseForms(last.word)),
  ]);
  for (const base of bases) {
    for (const name of [`${first.word} ${base}`, `${first.word}-${base}`]) {
      const place = await placeNamed(geocoder, name, ANY_PLACE, lang, true);
      if (place) return place;
    }
  }
  if (![...bases].some((base) => CENTRE_WORDS.has(base))) return null;
  const town = await placeOfWord(geocoder, first, lang);
  return town?.kind === 'municipality' ? town : null;
}

/**
 * The place the text names and the indexes of the words that name it: the last one or two words
 * that do, a name of two words before a single one. Always from the embedded gazetteer, also where
 * location fields use an HTTP geocoder: a text's words ask for a dozen names or more (each word's
 * forms, each pair of words), which in memory take microseconds and over HTTP would each be a
 * request, slow, rate-limited and able to fail the search; the search needs only the place's
 * point and name, not an id of the HTTP geocoder's.
 */
export async function findPlaceInText(
  words: readonly WordAnalysis[],
  lang: Language,
): Promise<{ place: TPlace; wordIndexes: number[] } | null> {
  const geocoder = embeddedGazetteer();
  for (let index = words.length - 1; index >= 0; index -= 1) {
    const word = words[index];
    if (!word || word.term) continue;
    const previous = words[index - 1];
    if (previous && !previous.term) {
      const place = await placeOfTwoWords(geocoder, previous, word, lang);
      if (place) return { place, wordIndexes: [index - 1, index] };
    }
    const place = await placeOfWord(geocoder, word, lang);
    if (place) return { place, wordIndexes: [index] };
  }
  return null;
}
