/** The account area's profile sections, in the order the navigation lists them, and their paths. */
export const PROFILE_SECTIONS = [
  'basic',
  'services',
  'locations',
  'certificates',
  'photos',
] as const;
export type ProfileSectionName = (typeof PROFILE_SECTIONS)[number];

export const SECTION_PATHS: Record<ProfileSectionName, string> = {
  basic: '/account/basic-info',
  services: '/account/services',
  locations: '/account/locations',
  certificates: '/account/certificates',
  photos: '/account/photos',
};

/** Where the account area sends a professional whose profile is not finished. */
export const FAST_REGISTRATION_PATH = '/account/fast-registration';
