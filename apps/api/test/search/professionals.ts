import type { SpecialitySlug, SubServiceSlug } from '../../src/catalogue/reference-data';
import { seedCatalogue } from '../../src/catalogue/reference-data';
import type { Database } from '../../src/db/client';
import {
  professionalLocations,
  professionalProfiles,
  professionalServices,
  professionalSpecialities,
  type users,
} from '../../src/db/schema';
import { refreshSearchDocuments } from '../../src/search/search-document';
import { createUser } from '../helpers/users';

/** Places as the gazetteer has them (municipality centres). */
export const PLACES = {
  helsinki: { formatted: 'Helsinki', city: 'Helsinki', lat: 60.1699, lon: 24.9384 },
  espoo: { formatted: 'Espoo', city: 'Espoo', lat: 60.2055, lon: 24.6559 },
  turku: { formatted: 'Turku', city: 'Turku', lat: 60.4518, lon: 22.2666 },
  tampere: { formatted: 'Tampere', city: 'Tampere', lat: 61.4978, lon: 23.761 },
  jyvaskyla: { formatted: 'Jyväskylä', city: 'Jyväskylä', lat: 62.2426, lon: 25.7473 },
  oulu: { formatted: 'Oulu', city: 'Oulu', lat: 65.0121, lon: 25.4651 },
} as const;

export interface ProfessionalFixture {
  user?: Partial<typeof users.$inferInsert>;
  specialities?: SpecialitySlug[];
  services?: { slug: SubServiceSlug; priceMinor: number; description?: string }[];
  /** Usually PLACES; any place with its coordinates (a district, in search-words.test.ts). */
  locations?: { formatted: string; city: string; lat: number; lon: number }[];
  languages?: string[];
  longDescription?: string;
  longDescriptionFi?: string;
}

let catalogue: ReturnType<typeof seedCatalogue> | undefined;
let catalogueDb: Database | undefined;

/** The catalogue's ids by slug (seeded on first use for this database). */
export function catalogueOf(db: Database) {
  if (catalogueDb !== db) {
    catalogueDb = db;
    catalogue = seedCatalogue(db);
  }
  return catalogue as ReturnType<typeof seedCatalogue>;
}

/** A listed professional straight in the database, with its search document. */
export async function createProfessional(db: Database, fixture: ProfessionalFixture = {}) {
  const { specialityIds, serviceIds } = await catalogueOf(db);
  const user = await createUser(db, {
    role: 'professional',
    published: true,
    ...fixture.user,
  });
  await db.insert(professionalProfiles).values({
    userId: user.id,
    languages: fixture.languages ?? ['fi', 'en'],
    longDescription: fixture.longDescription ?? '',
    longDescriptionFi: fixture.longDescriptionFi ?? null,
  });
  const specialitySlugs = fixture.specialities ?? [];
  if (specialitySlugs.length > 0) {
    await db.insert(professionalSpecialities).values(
      specialitySlugs.map((slug, position) => ({
        userId: user.id,
        specialityId: specialityIds.get(slug) ?? 0,
        position,
      })),
    );
  }
  const offered = fixture.services ?? [];
  if (offered.length > 0) {
    await db.insert(professionalServices).values(
      offered.map((service, position) => ({
        userId: user.id,
        serviceId: serviceIds.get(service.slug) ?? 0,
        priceMinor: service.priceMinor,
        durationMinutes: 60,
        description: service.description ?? '',
        position,
      })),
    );
  }
  const locations = fixture.locations ?? [];
  if (locations.length > 0) {
    await db
      .insert(professionalLocations)
      .values(locations.map((location, position) => ({ ...location, userId: user.id, position })));
  }
  await db.transaction((tx) => refreshSearchDocuments(tx, [user.id]));
  return user;
}
