import type { TPlace } from '@fitmarket/core/api/places';
import type { TLocationsRequest } from '@fitmarket/core/api/professional-profile';
import type { Language } from '@fitmarket/core/language';
import { validateLocationCount } from '@fitmarket/core/rules/profile';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { professionalLocations, professionalProfiles } from '../db/schema';
import { AppError, type AppErrorItem } from '../errors/app-error';
import type { Geocoder } from '../platform/geocoder/geocoder';
import { refreshSearchDocuments } from '../search/search-document';
import { lockProfile, stepAtLeast } from './own-profile';

/**
 * PUT /v1/me/professional/locations: the places where the professional works, in the order
 * sent (the same place twice is kept once), and whether they travel to the customer. Each
 * place is looked up by its id, so its name and coordinates come from the geocoder and never
 * from the browser. Fast registration moves on to step 3 (services).
 */
export async function saveLocations(
  deps: { db: Database; geocoder: Geocoder },
  userId: number,
  input: TLocationsRequest,
  lang: Language,
): Promise<void> {
  const countCode = validateLocationCount(input.locations.length);
  if (countCode !== null) throw new AppError({ code: countCode, field: 'locations' });

  // Before the transaction: an HTTP geocoder may take its time, and holds no lock meanwhile.
  const found = await Promise.all(
    input.locations.map((location) => deps.geocoder.lookup(location.place_id, lang)),
  );
  const unknown: AppErrorItem[] = found.flatMap((place, index) =>
    place ? [] : [{ code: 1325, field: `locations.${index}.place_id` }],
  );
  if (unknown.length > 0) throw new AppError(unknown);
  const places = [...new Map((found as TPlace[]).map((place) => [place.id, place])).values()];

  await deps.db.transaction(async (tx) => {
    await lockProfile(tx, userId);
    await tx.delete(professionalLocations).where(eq(professionalLocations.userId, userId));
    await tx.insert(professionalLocations).values(
      places.map((place, position) => ({
        userId,
        placeId: place.id,
        formatted: place.formatted,
        city: place.city,
        lat: place.lat,
        lon: place.lon,
        position,
      })),
    );
    await tx
      .update(professionalProfiles)
      .set({ flexibleLocation: input.flexible, registrationStep: stepAtLeast(3) })
      .where(eq(professionalProfiles.userId, userId));
    await refreshSearchDocuments(tx, [userId]);
  });
}
