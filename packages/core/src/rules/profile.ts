import type { ErrorCode } from '../errors/catalogue';
import { MAX_LOCATIONS, MAX_SERVICES, MAX_SPECIALITIES } from '../limits';

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
