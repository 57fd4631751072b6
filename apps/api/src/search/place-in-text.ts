import type { TPlace } from '@fitmarket/core/api/places';
import type { Language } from '@fitmarket/core/language';
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

export async function findPlaceInText(
  geocoder: Geocoder,
  words: readonly WordAnalysis[],
  lang: Language,
): Promise<{ place: TPlace; wordIndex: number } | null> {
  for (let index = words.length - 1; index >= 0; index -= 1) {
    const word = words[index];
    if (!word || word.term) continue;
    type Kinds = readonly TPlace['kind'][];
    const anyPlace: Kinds = ['municipality', 'district'];
    const districts: Kinds = ['district'];
    // A known word as written: a town; any place after a place marker ("near Kallio") or when
    // Voikko reads it as a compound of common words ("punavuori", "lauttasaari"), which is no
    // word people search for but the place.
    const asWritten: Kinds =
      word.placeMarked || word.compounds.length > 0 ? anyPlace : ['municipality'];
    /** `ownName`: only by the name it is shown by, not a district's other names. */
    const candidates: { name: string; kinds: Kinds; ownName?: boolean }[] = [
      ...word.placeNames.map((name) => ({ name, kinds: anyPlace })),
      ...(word.known ? [] : guessedBaseForms(word.word).map((name) => ({ name, kinds: anyPlace }))),
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
      if (name.length < 2) continue;
      const wanted = foldAccents(name.toLowerCase());
      const named = await geocoder.named(name, lang, 5);
      const place = named.find(
        (candidate) =>
          kinds.includes(candidate.kind) &&
          (!ownName || foldAccents(candidate.name.toLowerCase()) === wanted),
      );
      if (place) return { place, wordIndex: index };
    }
  }
  return null;
}
