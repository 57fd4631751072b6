import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { services, specialities } from '../db/schema';

// Specialities and the service tree are the product's reference data, not demo data: every
// start puts in place whatever is missing (main.ts), with or without the demo marketplace.

interface CatalogueEntry {
  slug: string;
  en: string;
  fi: string;
}

/** What professionals can say they are known for. */
export const SPECIALITIES = [
  { slug: 'personal-training', en: 'Personal training', fi: 'Henkilökohtainen valmennus' },
  { slug: 'yoga', en: 'Yoga', fi: 'Jooga' },
  { slug: 'pilates', en: 'Pilates', fi: 'Pilates' },
  { slug: 'nutrition-coaching', en: 'Nutrition coaching', fi: 'Ravintovalmennus' },
  { slug: 'physiotherapy', en: 'Physiotherapy', fi: 'Fysioterapia' },
  { slug: 'massage', en: 'Massage', fi: 'Hieronta' },
  { slug: 'running-coaching', en: 'Running coaching', fi: 'Juoksuvalmennus' },
  { slug: 'strength-training', en: 'Strength training', fi: 'Voimaharjoittelu' },
  { slug: 'mindfulness', en: 'Mindfulness and meditation', fi: 'Mindfulness ja meditaatio' },
  { slug: 'group-fitness', en: 'Group fitness', fi: 'Ryhmäliikunta' },
  { slug: 'weight-management', en: 'Weight management', fi: 'Painonhallinta' },
  { slug: 'mobility', en: 'Mobility and stretching', fi: 'Liikkuvuus ja venyttely' },
] as const satisfies readonly CatalogueEntry[];

export type SpecialitySlug = (typeof SPECIALITIES)[number]['slug'];

/** The service tree: main services, each with the sub-services a professional prices. */
export const SERVICE_TREE = [
  {
    slug: 'training',
    en: 'Training',
    fi: 'Valmennus',
    children: [
      { slug: 'personal-training-session', en: 'Personal training session', fi: 'PT-tunti' },
      { slug: 'small-group-training', en: 'Small group training', fi: 'Pienryhmävalmennus' },
      { slug: 'online-coaching', en: 'Online coaching', fi: 'Etävalmennus' },
      { slug: 'training-programme', en: 'Training programme', fi: 'Harjoitusohjelma' },
    ],
  },
  {
    slug: 'yoga-and-pilates',
    en: 'Yoga and pilates',
    fi: 'Jooga ja pilates',
    children: [
      { slug: 'private-yoga-class', en: 'Private yoga class', fi: 'Yksityinen joogatunti' },
      { slug: 'group-yoga-class', en: 'Group yoga class', fi: 'Ryhmäjoogatunti' },
      { slug: 'pilates-class', en: 'Pilates class', fi: 'Pilatestunti' },
    ],
  },
  {
    slug: 'wellbeing',
    en: 'Wellbeing',
    fi: 'Hyvinvointi',
    children: [
      { slug: 'classic-massage', en: 'Classic massage', fi: 'Klassinen hieronta' },
      { slug: 'sports-massage', en: 'Sports massage', fi: 'Urheiluhieronta' },
      { slug: 'stretching-session', en: 'Assisted stretching', fi: 'Avustettu venyttely' },
    ],
  },
  {
    slug: 'nutrition',
    en: 'Nutrition',
    fi: 'Ravinto',
    children: [
      {
        slug: 'nutrition-consultation',
        en: 'Nutrition consultation',
        fi: 'Ravitsemuskonsultaatio',
      },
      { slug: 'meal-plan', en: 'Personal meal plan', fi: 'Henkilökohtainen ateriasuunnitelma' },
      { slug: 'nutrition-follow-up', en: 'Follow-up meeting', fi: 'Seurantatapaaminen' },
    ],
  },
  {
    slug: 'rehabilitation',
    en: 'Rehabilitation',
    fi: 'Kuntoutus',
    children: [
      { slug: 'physiotherapy-visit', en: 'Physiotherapy appointment', fi: 'Fysioterapiakäynti' },
      {
        slug: 'injury-rehabilitation',
        en: 'Sports injury rehabilitation',
        fi: 'Urheiluvammojen kuntoutus',
      },
      { slug: 'posture-and-ergonomics', en: 'Posture and ergonomics', fi: 'Ryhti ja ergonomia' },
    ],
  },
  {
    slug: 'running',
    en: 'Running and endurance',
    fi: 'Juoksu ja kestävyys',
    children: [
      { slug: 'running-technique', en: 'Running technique session', fi: 'Juoksutekniikan ohjaus' },
      { slug: 'running-group', en: 'Running group', fi: 'Juoksukoulu' },
    ],
  },
  {
    slug: 'mind',
    en: 'Mind',
    fi: 'Mieli',
    children: [
      { slug: 'guided-meditation', en: 'Guided meditation', fi: 'Ohjattu meditaatio' },
      {
        slug: 'stress-management',
        en: 'Stress management coaching',
        fi: 'Stressinhallintavalmennus',
      },
    ],
  },
] as const satisfies readonly (CatalogueEntry & { children: readonly CatalogueEntry[] })[];

export type SubServiceSlug = (typeof SERVICE_TREE)[number]['children'][number]['slug'];

function labelled(entry: CatalogueEntry) {
  return { slug: entry.slug, labelEn: entry.en, labelFi: entry.fi };
}

/**
 * Puts the specialities and the service tree in place; entries already there (matched by slug)
 * are left as they are, so this is safe on every start. Returns every id by slug.
 */
export async function seedCatalogue(db: Database) {
  await db.insert(specialities).values(SPECIALITIES.map(labelled)).onConflictDoNothing();
  await db
    .insert(services)
    .values(SERVICE_TREE.map(labelled))
    .onConflictDoNothing({ target: services.slug });
  // Children need their parents' ids, which exist only now.
  const parents = await db
    .select({ id: services.id, slug: services.slug })
    .from(services)
    .where(
      inArray(
        services.slug,
        SERVICE_TREE.map((main) => main.slug),
      ),
    );
  const parentIds = new Map(parents.map((parent) => [parent.slug, parent.id]));
  await db
    .insert(services)
    .values(
      SERVICE_TREE.flatMap((main) =>
        main.children.map((child) => ({ ...labelled(child), parentId: parentIds.get(main.slug) })),
      ),
    )
    .onConflictDoNothing({ target: services.slug });

  // One after the other: inside a transaction both would share one connection anyway.
  const specialityRows = await db
    .select({ id: specialities.id, slug: specialities.slug })
    .from(specialities);
  const serviceRows = await db.select({ id: services.id, slug: services.slug }).from(services);
  return {
    specialityIds: new Map(specialityRows.map((row) => [row.slug, row.id])),
    serviceIds: new Map(serviceRows.map((row) => [row.slug, row.id])),
  };
}
