import type { TPlace } from '@fitmarket/core/api/places';
import type { Language } from '@fitmarket/core/language';
import type { Geocoder } from '../platform/geocoder/geocoder';
import { foldAccents, type WordAnalysis } from './language/analyser';

/**
 * A place named in a search text, inflected as people write it ("joogaa Turussa", "hieroja
 * Tampereelta", "pt jyvaskyla"): the last word that is a place the geocoder knows by exactly
 * that name. Voikko tells which words are place names and their base forms (Turussa → Turku);
 * a word Voikko does not know at all ("Jyvaskyla" without its accents, a village it lacks) is
 * tried as written. Common words that are also towns ("salo", "lahti") count only when Voikko
 * reads them as place names, which it does for both.
 */
export async function findPlaceInText(
  geocoder: Geocoder,
  words: readonly WordAnalysis[],
  lang: Language,
): Promise<{ place: TPlace; wordIndex: number } | null> {
  for (let index = words.length - 1; index >= 0; index -= 1) {
    const word = words[index];
    if (!word) continue;
    const unknownToVoikko = word.forms.length === 1 && word.compounds.length === 0;
    const names = word.placeNames.length > 0 ? word.placeNames : unknownToVoikko ? [word.word] : [];
    for (const name of names) {
      if (name.length < 2) continue;
      const wanted = foldAccents(name.toLowerCase());
      const suggestions = await geocoder.suggest(name, lang, 5);
      const place = suggestions.find(
        (suggestion) =>
          suggestion.kind !== 'postal_area' &&
          foldAccents(suggestion.name.toLowerCase()) === wanted,
      );
      if (place) return { place, wordIndex: index };
    }
  }
  return null;
}
