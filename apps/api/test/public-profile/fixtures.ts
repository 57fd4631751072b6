import { eq } from 'drizzle-orm';
import { seedCatalogue } from '../../src/catalogue/reference-data';
import type { Database } from '../../src/db/client';
import {
  files,
  professionalCertificates,
  professionalLocations,
  professionalPhotos,
  professionalProfiles,
  professionalServices,
  professionalSpecialities,
  services,
  specialities,
  users,
} from '../../src/db/schema';
import { createUser } from '../helpers/users';

let sequence = 0;

/**
 * A professional with a whole profile straight in the database: two specialities, two services,
 * two places, a certificate and a photo. Published unless overridden. Needs seedCatalogue first.
 */
export async function createProfessional(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> = {},
) {
  sequence += 1;
  const user = await createUser(db, {
    role: 'professional',
    firstName: 'Aino',
    lastName: `Virtanen${sequence}`,
    slug: `aino-${sequence}-${Date.now() % 100000}`,
    published: true,
    description: 'Strength coach in Helsinki.',
    descriptionFi: 'Voimavalmentaja Helsingissä.',
    ...overrides,
  });
  await db.insert(professionalProfiles).values({
    userId: user.id,
    longDescription: 'Ten years of coaching.',
    languages: ['fi', 'en'],
    flexibleLocation: true,
    headerVideoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  });
  const [yoga] = await db.select().from(specialities).where(eq(specialities.slug, 'yoga'));
  const [strength] = await db
    .select()
    .from(specialities)
    .where(eq(specialities.slug, 'strength-training'));
  const [session] = await db
    .select()
    .from(services)
    .where(eq(services.slug, 'personal-training-session'));
  if (!yoga || !strength || !session) throw new Error('seed the catalogue first');
  await db.insert(professionalSpecialities).values([
    { userId: user.id, specialityId: strength.id, position: 0 },
    { userId: user.id, specialityId: yoga.id, position: 1 },
  ]);
  await db.insert(professionalServices).values([
    { userId: user.id, serviceId: session.id, priceMinor: 4500, durationMinutes: 60, position: 1 },
    {
      userId: user.id,
      serviceId: session.id,
      priceMinor: 20000,
      durationMinutes: 90,
      sessions: 5,
      discountPercent: 10,
      packageDescription: 'Five sessions',
      position: 0,
    },
  ]);
  await db.insert(professionalLocations).values([
    { userId: user.id, formatted: 'Kallio, Helsinki', city: 'Helsinki', lat: 60.18, lon: 24.95 },
    { userId: user.id, formatted: 'Turku', city: 'Turku', lat: 60.45, lon: 22.27, position: 1 },
  ]);
  const [file] = await db
    .insert(files)
    .values({
      ownerId: user.id,
      kind: 'photo',
      format: 'jpeg',
      width: 10,
      height: 10,
      bytes: 10,
      variants: [],
    })
    .returning();
  if (!file) throw new Error('no file');
  await db.insert(professionalPhotos).values([
    {
      userId: user.id,
      fileId: file.id,
      image: '/uploads/photo/b.webp',
      caption: 'Second',
      position: 1,
    },
    {
      userId: user.id,
      fileId: file.id,
      image: '/uploads/photo/a.webp',
      caption: 'First',
      position: 0,
    },
  ]);
  // The photo doubles as the avatar.
  await db
    .update(users)
    .set({ image: '/uploads/avatar/a.webp', imageFileId: file.id })
    .where(eq(users.id, user.id));
  await db
    .insert(professionalCertificates)
    .values({ userId: user.id, title: 'PT level 3', idNumber: 'X-1' });
  return { ...user, image: '/uploads/avatar/a.webp' };
}

export { seedCatalogue };
