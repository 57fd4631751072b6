import { seedCatalogue } from '../../src/catalogue/reference-data';
import type { Database } from '../../src/db/client';
import {
  professionalLocations,
  professionalProfiles,
  professionalServices,
  type users,
} from '../../src/db/schema';
import { createUser } from './users';

let sequence = 0;

/**
 * A listed professional straight in the database: a profile, one 60-minute service priced 60
 * and one place in Helsinki (what booking, following and messaging them need). Not signed in.
 */
export async function listedProfessional(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> = {},
) {
  sequence += 1;
  const { serviceIds } = await seedCatalogue(db);
  const user = await createUser(db, {
    role: 'professional',
    slug: `coach-${sequence}-${Date.now() % 100000}`,
    published: true,
    ...overrides,
  });
  await db.insert(professionalProfiles).values({ userId: user.id });
  const [service] = await db
    .insert(professionalServices)
    .values({
      userId: user.id,
      serviceId: [...serviceIds.values()][1] ?? 0,
      priceMinor: 6000,
      durationMinutes: 60,
    })
    .returning();
  const [location] = await db
    .insert(professionalLocations)
    .values({
      userId: user.id,
      formatted: 'Kallio, Helsinki',
      city: 'Helsinki',
      lat: 60.18,
      lon: 24.95,
    })
    .returning();
  if (!service || !location) throw new Error('fixture insert failed');
  return { ...user, serviceId: service.id, locationId: location.id };
}
