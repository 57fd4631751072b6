import type { TOwnProfessionalProfile } from '@fitmarket/core/api/professional-profile';
import { missingProfileParts } from '@fitmarket/core/rules/profile';
import { asc, eq, sql } from 'drizzle-orm';
import { type Actor, authorize, decide } from '../access/permissions';
import type { AuthenticatedUser } from '../auth/tokens';
import type { Database } from '../db/client';
import {
  professionalCertificates,
  professionalLocations,
  professionalPhotos,
  professionalProfiles,
  professionalServices,
  professionalSpecialities,
  users,
} from '../db/schema';
import { AppError } from '../errors/app-error';

type ProfileAction = 'profile.edit' | 'profile.publish';

/**
 * The permission check of every /v1/me/professional route: the profile is the signed-in
 * user's own, so the only refusal a person can meet is not being a professional (403, 1326).
 */
export function authorizeOwnProfile(
  user: Actor & { role: AuthenticatedUser['role'] },
  action: ProfileAction,
): void {
  const resource = { userId: user.id, role: user.role };
  if (!user.blocked && decide(user, action, resource) === 'forbidden') {
    throw new AppError({ code: 1326 }, 403);
  }
  authorize(user, action, resource);
}

/**
 * Holds the professional's profile row for the rest of the transaction, so that two saves of
 * the same profile run one after the other (a list is replaced whole, and two replacements
 * interleaved would mix). Makes the row should an older account lack it.
 */
export async function lockProfile(tx: Database, userId: number) {
  const [locked] = await tx
    .select()
    .from(professionalProfiles)
    .where(eq(professionalProfiles.userId, userId))
    .for('update');
  if (locked) return locked;
  const [made] = await tx.insert(professionalProfiles).values({ userId }).returning();
  if (!made) throw new Error(`professional profile of user ${userId} could not be made`);
  return made;
}

/** A fast registration step reached: the step to open next never goes back. */
export function stepAtLeast(step: number) {
  return sql<number>`greatest(${professionalProfiles.registrationStep}, ${step})`;
}

/** The whole profile as its owner edits it (GET /v1/me/professional and every save's answer). */
export async function loadOwnProfile(
  db: Database,
  userId: number,
): Promise<TOwnProfessionalProfile> {
  // One after the other: inside a transaction they share one connection anyway.
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError({ code: 1302 });
  const [profile] = await db
    .select()
    .from(professionalProfiles)
    .where(eq(professionalProfiles.userId, userId));
  const specialityRows = await db
    .select({ id: professionalSpecialities.specialityId })
    .from(professionalSpecialities)
    .where(eq(professionalSpecialities.userId, userId))
    .orderBy(asc(professionalSpecialities.position), asc(professionalSpecialities.specialityId));
  const services = await db
    .select()
    .from(professionalServices)
    .where(eq(professionalServices.userId, userId))
    .orderBy(asc(professionalServices.position), asc(professionalServices.id));
  const locations = await db
    .select()
    .from(professionalLocations)
    .where(eq(professionalLocations.userId, userId))
    .orderBy(asc(professionalLocations.position), asc(professionalLocations.id));
  const certificates = await db
    .select()
    .from(professionalCertificates)
    .where(eq(professionalCertificates.userId, userId))
    .orderBy(asc(professionalCertificates.position), asc(professionalCertificates.id));
  const photos = await db
    .select()
    .from(professionalPhotos)
    .where(eq(professionalPhotos.userId, userId))
    .orderBy(asc(professionalPhotos.position), asc(professionalPhotos.id));

  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    slug: user.slug,
    image: user.image,
    description: user.description,
    description_fi: user.descriptionFi,
    long_description: profile?.longDescription ?? '',
    long_description_fi: profile?.longDescriptionFi ?? null,
    birth_date: profile?.birthDate ?? null,
    gender: profile?.gender ?? null,
    currency: profile?.currency ?? 'eur',
    languages: profile?.languages ?? [],
    speciality_ids: specialityRows.map((row) => row.id),
    header_video_url: profile?.headerVideoUrl ?? null,
    flexible: profile?.flexibleLocation ?? false,
    published: user.published,
    membership_id: user.membershipId,
    registration_step: profile?.registrationStep ?? 1,
    services: services.map((service) => ({
      id: service.id,
      service_id: service.serviceId,
      price_minor: service.priceMinor,
      currency: service.currency,
      duration_minutes: service.durationMinutes,
      discount_percent: service.discountPercent,
      sessions: service.sessions,
      first_session_discount_percent: service.firstSessionDiscountPercent,
      package_description: service.packageDescription,
      description: service.description,
      instant_booking: service.instantBooking,
      online: service.online,
      buffer_before_minutes: service.bufferBeforeMinutes,
      buffer_after_minutes: service.bufferAfterMinutes,
    })),
    locations: locations.map((location) => ({
      id: location.id,
      place_id: location.placeId,
      formatted: location.formatted,
      city: location.city,
      lat: location.lat,
      lon: location.lon,
    })),
    certificates: certificates.map((certificate) => ({
      id: certificate.id,
      id_number: certificate.idNumber,
      title: certificate.title,
      image: certificate.image,
    })),
    photos: photos.map((photo) => ({ id: photo.id, image: photo.image, caption: photo.caption })),
    follower_count: user.followerCount,
    missing: missingProfileParts({
      firstName: user.firstName,
      lastName: user.lastName,
      slug: user.slug,
      description: user.description || (user.descriptionFi ?? ''),
      specialityCount: specialityRows.length,
      locationCount: locations.length,
      serviceCount: services.length,
    }),
  };
}
