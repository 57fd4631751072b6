import { describe, expect, it } from 'vitest';
import { sharedAnalyser } from '../../src/search/language/analyser';
import { queryWords } from '../../src/search/language/query-text';
import { findPlaceInText } from '../../src/search/place-in-text';

const { analyser } = sharedAnalyser();

async function placeIn(text: string, lang: 'fi' | 'en' = 'fi') {
  const words = queryWords(analyser, text);
  const found = await findPlaceInText(words, lang);
  return found
    ? {
        formatted: found.place.formatted,
        kind: found.place.kind,
        rest: words
          .filter((_, index) => !found.wordIndexes.includes(index))
          .map((word) => word.word),
      }
    : null;
}

describe('districts named in a search text', () => {
  it.each([
    ['hieroja Kalliossa', 'Kallio, Helsinki'],
    ['hieroja Kallion lähellä', 'Kallio, Helsinki'],
    ['jooga Kalliosta', 'Kallio, Helsinki'],
    ['personal trainer Tapiola', 'Tapiola, Espoo'],
    ['pt Tapiolassa', 'Tapiola, Espoo'],
    ['fysioterapia Leppävaarassa', 'Leppävaara, Espoo'],
    ['jooga Hervannassa', 'Hervanta, Tampere'],
    ['hieronta Kalevassa', 'Kaleva, Tampere'],
    ['pilates Tikkurilassa', 'Tikkurila, Vantaa'],
    ['jooga Tuirassa', 'Tuira, Oulu'],
    ['hieroja Mäntymäellä', 'Mäntymäki, Turku'],
    ['jooga Kuralassa', 'Kurala, Turku'],
    ['pt Skinnarilassa', 'Skinnarila, Lappeenranta'],
    // The area of Etu- and Taka-Töölö, which the data lists only as those two.
    ['jooga Töölössä', 'Töölö, Helsinki'],
    ['hieroja töölöstä', 'Töölö, Helsinki'],
  ])('"%s" → %s', async (text, formatted) => {
    expect(await placeIn(text)).toMatchObject({ formatted, kind: 'district' });
  });

  it.each([
    ['massage Berghäll', 'Kallio, Helsinki'],
    ['hieroja berghall', 'Kallio, Helsinki'],
    ['yoga Drumsö', 'Lauttasaari, Helsinki'],
    ['pt Munksnäs', 'Munkkiniemi, Helsinki'],
    ['fysioterapia Otnäs', 'Otaniemi, Espoo'],
    // In Finnish cases, with the -i Finnish gives a name ending in a consonant.
    ['hieroja Berghällissä', 'Kallio, Helsinki'],
    ['jooga Drumsöstä', 'Lauttasaari, Helsinki'],
    ['pt Westendissä', 'Westend, Espoo'],
  ])('"%s" (a Swedish name) → %s', async (text, formatted) => {
    expect(await placeIn(text, 'en')).toMatchObject({ formatted, kind: 'district' });
  });

  it('a common word is never a district by its other name ("tulos": GeoNames calls Tuulos so)', async () => {
    expect(await placeIn('tuloksessa')).toBeNull();
    expect(await placeIn('koskessa')).toBeNull();
  });

  it('takes "near" and "lähellä" as place markers, not words to look for', async () => {
    expect(await placeIn('massage near Kallion', 'en')).toMatchObject({
      formatted: 'Kallio, Helsinki',
      rest: ['massage'],
    });
    expect(queryWords(analyser, 'jooga lähistöllä close to nearby').map((w) => w.word)).toEqual([
      'jooga',
    ]);
    // "Near me" names no place: the page's own "use my location" does.
    for (const text of ['hieroja lähellä minua', 'hieroja lähelläni', 'massage near me']) {
      expect(
        queryWords(analyser, text).map((w) => w.word),
        text,
      ).toEqual([text.split(' ')[0]]);
    }
  });

  it('takes a district as written after a place marker ("near Kallio"), where alone it is a word', async () => {
    for (const text of [
      'yoga near Kallio',
      'yoga in kallio',
      'pilates at Tapiola',
      'massage close to Kallio',
      'yoga near the Kallio',
    ]) {
      expect(await placeIn(text, 'en')).toMatchObject({
        kind: 'district',
        rest: [text.split(' ')[0]],
      });
    }
    expect(await placeIn('yoga near Kallio', 'en')).toMatchObject({
      formatted: 'Kallio, Helsinki',
    });
    expect(await placeIn('jooga lähellä Kallio')).toMatchObject({ formatted: 'Kallio, Helsinki' });
    // Without a marker, "Kallio" stays a word (a surname, a rock).
    expect(await placeIn('jooga kallio')).toBeNull();
  });

  it('takes a district whose name Voikko reads as a compound of common words as written', async () => {
    for (const [text, formatted] of [
      ['hieronta punavuori', 'Punavuori, Helsinki'],
      ['personal trainer lauttasaari', 'Lauttasaari, Helsinki'],
    ] as const) {
      expect(await placeIn(text), text).toMatchObject({ formatted, kind: 'district' });
    }
  });

  it('takes a name of two words, or hyphenated, with its last word inflected', async () => {
    for (const [text, formatted] of [
      ['pilates Espoon keskus', 'Espoon Keskus, Espoo'],
      ['hieroja Espoon keskuksessa', 'Espoon Keskus, Espoo'],
      ['jooga Etu-Töölö', 'Etu-Töölö, Helsinki'],
      ['jooga Taka-Töölössä', 'Taka-Töölö, Helsinki'],
    ] as const) {
      expect(await placeIn(text), text).toMatchObject({
        formatted,
        kind: 'district',
        rest: [text.split(' ')[0]],
      });
    }
  });

  it('takes a town and a word for its centre as the town ("Helsingin keskustassa")', async () => {
    expect(await placeIn('hieroja Helsingin keskustassa')).toMatchObject({
      formatted: 'Helsinki',
      rest: ['hieroja'],
    });
    expect(await placeIn('pt Tampereen keskusta')).toMatchObject({
      formatted: 'Tampere',
      rest: ['pt'],
    });
    expect(await placeIn('yoga Helsinki centre', 'en')).toMatchObject({
      formatted: 'Helsinki',
      rest: ['yoga'],
    });
    // A name and a town are no place together: the town alone.
    expect(await placeIn('Mikko Virtanen Turussa')).toMatchObject({
      formatted: 'Turku',
      rest: ['mikko', 'virtanen'],
    });
  });

  it('a common word that names a small district is no place, nor a catalogue word', async () => {
    expect(await placeIn('pallo')).toBeNull();
    expect(await placeIn('leiri')).toBeNull();
    expect(await placeIn('kallio')).toBeNull();
    expect(await placeIn('pilateksessa')).toBeNull();
  });

  it('towns as before', async () => {
    expect(await placeIn('joogaa Turussa')).toMatchObject({
      formatted: 'Turku',
      kind: 'municipality',
    });
    expect(await placeIn('pt jyvaskyla')).toMatchObject({ formatted: 'Jyväskylä' });
    // By the Swedish name too, shown in the request's language.
    expect(await placeIn('jooga Esbo')).toMatchObject({ formatted: 'Espoo' });
    expect(await placeIn('yoga in Åbo', 'en')).toMatchObject({ formatted: 'Turku' });
  });
});
