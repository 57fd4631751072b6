import type { ErrorCode } from '../errors/catalogue';
import {
  MAX_LOCATIONS,
  MAX_SERVICES,
  MAX_SPECIALITIES,
  SERVICE_PRICE_MAX_MINOR,
  SERVICE_SESSIONS_MAX,
} from '../limits';
import { SESSION_DURATION_OPTIONS_MINUTES } from './durations';
import { perksOf } from './membership';

/**
 * What a profile needs before it can be published (issue 7: "what complete means is one rule
 * in core"). The server refuses to publish with any part missing (409, 1323); the account area
 * and the fast registration list the same parts.
 */
export const PROFILE_PARTS = [
  'name',
  'slug',
  'description',
  'specialities',
  'locations',
  'services',
] as const;
export type ProfilePart = (typeof PROFILE_PARTS)[number];

export interface ProfileCompletenessInput {
  firstName: string;
  lastName: string;
  slug: string | null;
  /** The description in at least one language. */
  description: string;
  specialityCount: number;
  locationCount: number;
  serviceCount: number;
}

/** The parts still missing, in the order the account area shows them; empty when complete. */
export function missingProfileParts(profile: ProfileCompletenessInput): ProfilePart[] {
  const present: Record<ProfilePart, boolean> = {
    name: profile.firstName.trim() !== '' && profile.lastName.trim() !== '',
    slug: profile.slug !== null && profile.slug !== '',
    description: profile.description.trim() !== '',
    specialities: profile.specialityCount > 0,
    locations: profile.locationCount > 0,
    services: profile.serviceCount > 0,
  };
  return PROFILE_PARTS.filter((part) => !present[part]);
}

/** SPEC §5 list rules, with the code each breach answers; null when the count is allowed. */
export function validateSpecialityCount(count: number): ErrorCode | null {
  if (count === 0) return 1328;
  return count > MAX_SPECIALITIES ? 1319 : null;
}

export function validateLocationCount(count: number): ErrorCode | null {
  if (count === 0) return 1255;
  return count > MAX_LOCATIONS ? 1318 : null;
}

export function validateServiceCount(count: number): ErrorCode | null {
  if (count === 0) return 1256;
  return count > MAX_SERVICES ? 1320 : null;
}

/**
 * One service's rules beyond its request schema, by field (1301 each, SPEC §5): a price up to
 * SERVICE_PRICE_MAX_MINOR, a session length offered, at most SERVICE_SESSIONS_MAX sessions.
 */
export function serviceFieldCodes(service: {
  price_minor: number;
  duration_minutes: number;
  sessions: number;
}): Record<'price_minor' | 'duration_minutes' | 'sessions', ErrorCode | null> {
  return {
    price_minor: service.price_minor > SERVICE_PRICE_MAX_MINOR ? 1301 : null,
    duration_minutes: SESSION_DURATION_OPTIONS_MINUTES.includes(service.duration_minutes)
      ? null
      : 1301,
    sessions: service.sessions > SERVICE_SESSIONS_MAX ? 1301 : null,
  };
}

/** How many certificates the membership allows (1321 beyond). */
export function validateCertificateCount(
  count: number,
  membershipId: number | null,
): ErrorCode | null {
  return count > perksOf(membershipId).maxCertificates ? 1321 : null;
}

/** How many photos the membership allows (1322 beyond). */
export function validatePhotoCount(count: number, membershipId: number | null): ErrorCode | null {
  return count > perksOf(membershipId).maxPhotos ? 1322 : null;
}
