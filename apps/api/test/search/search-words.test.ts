import {
  SEARCH_DISTRICT_RADIUS_KM,
  type TProfessionalSearchRequest,
  type TProfessionalSearchResponse,
} from '@fitmarket/core/api/search';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_TREE, SPECIALITIES } from '../../src/catalogue/reference-data';
import { searchLogs } from '../../src/db/schema';
import { createGazetteerGeocoder } from '../../src/platform/geocoder/gazetteer-geocoder';
import {
  englishForms,
  inflectPhrase,
  SEARCH_CASES,
} from '../../src/search/language/finnish-inflection';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createProfessional, PLACES } from './professionals';
import { searchRequest } from './search-requests';

/**
 * Issue 22, points 3 and 4: every name of the catalogue in the cases a search is typed in finds
 * its professionals first; a word nobody pairs with the rest is left out and said so; districts
 * in their inflected forms are places searched around their own centre.
 */

let t: TestApp;
/** Professional id by speciality or sub-service slug: the one who has only that. */
const holder = new Map<string, number>();
const masseurs: Record<'kallio' | 'centre' | 'espoo', number> = { kallio: 0, centre: 0, espoo: 0 };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.database.db;
  for (const [index, speciality] of SPECIALITIES.entries()) {
    const user = await createProfessional(db, {
      user: { firstName: 'Erikois', lastName: `Osaaja${index}`, description: '' },
      specialities: [speciality.slug],
      locations: [PLACES.tampere],
    });
    holder.set(speciality.slug, user.id);
  }
  const subServices = SERVICE_TREE.flatMap((main) => main.children.map((child) => child.slug));
  for (const [index, slug] of subServices.entries()) {
    const user = await createProfessional(db, {
      user: { firstName: 'Palvelu', lastName: `Tarjoaja${index}`, description: '' },
      services: [{ slug, priceMinor: 5000 }],
      locations: [PLACES.tampere],
    });
    holder.set(slug, user.id);
  }
  const [kallio] = await createGazetteerGeocoder().suggest('Kallio', 'fi', 1);
  if (!kallio) throw new Error('the gazetteer has no Kallio');
  const at = (place: { lat: number; lon: number }, formatted: string) => ({
    formatted,
    city: 'Helsinki',
    lat: place.lat,
    lon: place.lon,
  });
  const masseur = async (lastName: string, location: ReturnType<typeof at>) =>
    (
      await createProfessional(db, {
        user: { firstName: 'Hilkka', lastName, description: 'Hieroja' },
        specialities: ['massage'],
        locations: [location],
      })
    ).id;
  masseurs.kallio = await masseur('Kallionen', at(kallio, 'Kallio, Helsinki'));
  masseurs.centre = await masseur('Keskinen', at(PLACES.helsinki, 'Helsinki'));
  masseurs.espoo = await masseur('Espoolainen', { ...PLACES.espoo });
}, 120_000);
afterAll(() => t.close());

const search = (body: Partial<TProfessionalSearchRequest>, lang = 'fi') =>
  searchRequest(t, body, lang);

/**
 * Whether the answer found `id` first for the words as typed: not through a typo correction
 * (meta.text would show the corrected words) nor by leaving words out.
 */
function firstAsTyped(answer: TProfessionalSearchResponse, text: string, id: number | undefined) {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !['ja', 'and'].includes(word));
  return (
    answer.data[0]?.id === id &&
    answer.meta.text === words.join(' ') &&
    answer.meta.dropped_words.length === 0
  );
}

/** Each speciality and sub-service with the slug of its only holder. */
const NAMES = [
  ...SPECIALITIES.map((entry) => ({ slug: entry.slug, fi: entry.fi, en: entry.en })),
  ...SERVICE_TREE.flatMap((main) =>
    main.children.map((child) => ({ slug: child.slug, fi: child.fi, en: child.en })),
  ),
];

describe('catalogue names in every search case', () => {
  it('each Finnish form of every speciality and service finds its holder first', async () => {
    const misses: string[] = [];
    for (const name of NAMES) {
      const forms = inflectPhrase(name.fi);
      for (const grammaticalCase of SEARCH_CASES) {
        const answer = await search({ search: forms[grammaticalCase] }, 'fi');
        if (!firstAsTyped(answer, forms[grammaticalCase], holder.get(name.slug))) {
          misses.push(`${forms[grammaticalCase]} (${grammaticalCase})`);
        }
      }
    }
    expect(misses).toEqual([]);
  }, 300_000);

  it('each English name, singular and plural, finds its holder first', async () => {
    const misses: string[] = [];
    for (const name of NAMES) {
      for (const form of Object.values(englishForms(name.en))) {
        const answer = await search({ search: form }, 'en');
        if (!firstAsTyped(answer, form, holder.get(name.slug))) misses.push(form);
      }
    }
    expect(misses).toEqual([]);
  }, 120_000);

  it('each main service in the Finnish cases finds the holders of its sub-services', async () => {
    for (const main of SERVICE_TREE) {
      const wanted = main.children.map((child) => holder.get(child.slug));
      for (const grammaticalCase of SEARCH_CASES) {
        const text = inflectPhrase(main.fi)[grammaticalCase];
        const found = (await search({ search: text, per_page: 50 }, 'fi')).data.map(
          (result) => result.id,
        );
        expect(found, text).toEqual(expect.arrayContaining(wanted));
      }
    }
  }, 120_000);
});

describe('words nobody pairs with the rest', () => {
  it('"pilates teacher" leaves out "teacher", says so and logs it for the statistics', async () => {
    const answer = await search({ search: 'pilates teacher' }, 'en');
    expect(answer.data[0]?.id).toBe(holder.get('pilates'));
    expect(answer.meta.dropped_words).toEqual(['teacher']);
    await t.app.settled();
    const [log] = await t.deps.database.db
      .select({ droppedWords: searchLogs.droppedWords })
      .from(searchLogs)
      .where(eq(searchLogs.search, 'pilates teacher'));
    expect(log?.droppedWords).toEqual(['teacher']);
  });

  it('"ohjaaja pilateksessa" leaves out the role word nobody pairs with pilates', async () => {
    const answer = await search({ search: 'ohjaaja pilateksessa' }, 'fi');
    expect(answer.data[0]?.id).toBe(holder.get('pilates'));
    expect(answer.meta.dropped_words).toEqual(['ohjaaja']);
  });

  it('"PT:lle" is the abbreviation with its case ending, nothing to leave out', async () => {
    const answer = await search({ search: 'PT:lle' }, 'fi');
    expect(answer.meta.text).toBe('pt');
    expect(answer.meta.dropped_words).toEqual([]);
    expect(answer.data.map((result) => result.id)).toContain(holder.get('personal-training'));
  });

  it('a search that finds someone drops nothing, and a single unknown word stays', async () => {
    expect((await search({ search: 'pilates' }, 'en')).meta.dropped_words).toEqual([]);
    const unknown = await search({ search: 'zxqvw' }, 'en');
    expect(unknown.data).toEqual([]);
    expect(unknown.meta.dropped_words).toEqual([]);
  });

  it('the names gyms and people use for a trade find its holders (synonyms.ts)', async () => {
    for (const [text, slug, lang] of [
      ['kettlebell', 'strength-training', 'en'],
      ['kahvakuula', 'strength-training', 'fi'],
      ['powerlifting', 'strength-training', 'en'],
      ['bootcamp', 'group-fitness', 'en'],
      ['crossfit', 'group-fitness', 'fi'],
      ['fyssari', 'physiotherapy', 'fi'],
      ['fyssarilla', 'physiotherapy', 'fi'],
      ['fyssarille', 'physiotherapy', 'fi'],
      ['kettlebellin', 'strength-training', 'fi'],
      ['zumba', 'group-fitness', 'en'],
      ['zumbaa', 'group-fitness', 'fi'],
      ['spinningiin', 'group-fitness', 'fi'],
      ['kehonhuoltoa', 'mobility', 'fi'],
    ] as const) {
      const answer = await search({ search: text }, lang);
      expect(answer.meta.text, text).toBe(text);
      expect(
        answer.data.map((result) => result.id),
        text,
      ).toContain(holder.get(slug));
    }
  });

  it('a compound nobody holds searches for its trade ("raskausjooga" finds yoga, saying so)', async () => {
    for (const [text, slug, head] of [
      ['raskausjooga', 'yoga', 'jooga'],
      ['vauvajoogaa', 'yoga', 'jooga'],
      ['kotihierontaa Tampereella', 'massage', 'hieronta'],
      // The trade need not come last: a yoga course is yoga.
      ['joogakurssi', 'yoga', 'jooga'],
      // A compound of a word Voikko does not know: the trade it ends in.
      ['faskiahierontaa', 'massage', 'hieronta'],
    ] as const) {
      const answer = await search({ search: text }, 'fi');
      expect(answer.meta.text, text).toBe(head);
      expect(
        answer.data.map((result) => result.id),
        text,
      ).toContain(holder.get(slug));
    }
  });
});

describe('districts in the search text', () => {
  it('"hieroja Kalliossa" searches around Kallio: the masseurs there and in the centre, not Espoo', async () => {
    const answer = await search({ search: 'hieroja Kalliossa' }, 'fi');
    expect(answer.meta.location).toMatchObject({
      formatted: 'Kallio, Helsinki',
      radius_km: SEARCH_DISTRICT_RADIUS_KM,
      from_text: true,
    });
    expect(answer.meta.text).toBe('hieroja');
    const found = answer.data.map((result) => result.id);
    expect(found[0]).toBe(masseurs.kallio);
    expect(found).toContain(masseurs.centre);
    expect(found).not.toContain(masseurs.espoo);
  });

  it('"massage near Kallio" and "hieronta Kallion lähellä" take the marker words as a place', async () => {
    for (const [text, lang] of [
      ['massage near Kallion', 'en'],
      ['massage near Kallio', 'en'],
      ['hieronta Kallion lähellä', 'fi'],
      ['hieronta lähistöllä Kallion', 'fi'],
    ] as const) {
      const answer = await search({ search: text }, lang);
      expect(answer.meta.location?.formatted, text).toBe('Kallio, Helsinki');
      expect(answer.data[0]?.id, text).toBe(masseurs.kallio);
    }
  });

  it('"massage Berghäll", Kallio by its Swedish name, finds the masseur there first', async () => {
    for (const [text, lang] of [
      ['massage Berghäll', 'en'],
      ['hieronta Berghäll', 'fi'],
    ] as const) {
      const answer = await search({ search: text }, lang);
      expect(answer.meta.location, text).toMatchObject({
        formatted: 'Kallio, Helsinki',
        from_text: true,
      });
      expect(answer.data[0]?.id, text).toBe(masseurs.kallio);
      expect(answer.data.map((result) => result.id)).not.toContain(masseurs.espoo);
    }
  });

  it('"personal trainer Tapiola" is understood as the district of Espoo', async () => {
    const answer = await search({ search: 'personal trainer Tapiola' }, 'en');
    expect(answer.meta.location).toMatchObject({ formatted: 'Tapiola, Espoo', from_text: true });
    expect(answer.meta.text).toBe('personal trainer');
  });
});
