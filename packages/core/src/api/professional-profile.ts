import { z } from 'zod';
import {
  CERTIFICATE_ID_MAX_LENGTH,
  CERTIFICATE_TITLE_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  LONG_DESCRIPTION_MAX_LENGTH,
  MAX_BUFFER_MINUTES,
  MAX_LOCATIONS,
  MAX_SERVICES,
  MAX_SPECIALITIES,
  MAX_SPOKEN_LANGUAGES,
  NAME_MAX_LENGTH,
  PHOTO_CAPTION_MAX_LENGTH,
  SERVICE_DESCRIPTION_MAX_LENGTH,
  VIDEO_URL_MAX_LENGTH,
} from '../limits';
import { PROFILE_PARTS } from '../rules/profile';
import { ZIsoDateSchema } from './dates';
import { ZImageFieldSchema } from './uploads';

/**
 * A professional keeping their own profile (`/v1/me/professional`, professionals only; anyone
 * else gets 403 with 1326). Each section is saved on its own (PUT), as the account area and the
 * fast registration save them, and every save answers the whole profile again.
 *
 * The schemas fix shapes and bound sizes (a list far beyond its limit is malformed, 1301); the
 * rules people can break while typing come back with their own codes from the server, checked
 * with the functions in rules/profile.ts that the forms also use: too many locations 1318,
 * specialities 1319, services 1320, certificates 1321 and photos 1322 (those two depend on the
 * membership, rules/membership.ts), none 1255/1256/1328, slug 1248/1249/1250, video host 1324,
 * unknown place 1325.
 */

/** Offered to new prices (SPEC §9); sek and yen only appear on older data. */
export const OFFERED_CURRENCIES = ['eur', 'usd', 'gbp', 'aud'] as const;
export const ZOfferedCurrencySchema = z.enum(OFFERED_CURRENCIES);
export const ZGenderSchema = z.enum(['male', 'female']);
/** ISO 639-1, lower case: "fi", "en", "sv" ... */
export const ZLanguageCodeSchema = z.string().regex(/^[a-z]{2}$/);

const name = z.string().trim().max(NAME_MAX_LENGTH);
/** Lists are refused as malformed well past their rule's limit, so the rule's code can be given below it. */
const listOf = <T extends z.ZodType>(item: T, ruleLimit: number) =>
  z.array(item).max(ruleLimit * 4);

// ---- requests ---------------------------------------------------------------------------

/** PUT /v1/me/professional/basic: fast registration step 1 and the "basic info" section. */
export const ZBasicInfoRequestSchema = z.object({
  first_name: name,
  last_name: name,
  /** SPEC §5 slug; GET /v1/me/professional/slug says whether one is free. */
  slug: z.string().trim().max(100),
  description: z.string().max(DESCRIPTION_MAX_LENGTH),
  description_fi: z.string().max(DESCRIPTION_MAX_LENGTH).nullable(),
  long_description: z.string().max(LONG_DESCRIPTION_MAX_LENGTH),
  long_description_fi: z.string().max(LONG_DESCRIPTION_MAX_LENGTH).nullable(),
  /** YYYY-MM-DD. */
  birth_date: ZIsoDateSchema.nullable(),
  gender: ZGenderSchema.nullable(),
  currency: ZOfferedCurrencySchema,
  languages: listOf(ZLanguageCodeSchema, MAX_SPOKEN_LANGUAGES),
  /** Ids from GET /v1/catalogue; 1 to MAX_SPECIALITIES, in the order to show them. */
  speciality_ids: listOf(z.number().int().positive(), MAX_SPECIALITIES),
  /** A YouTube or Vimeo link (rules/video.ts), shown as a privacy-friendly embed. */
  header_video_url: z.string().trim().max(VIDEO_URL_MAX_LENGTH).nullable(),
});
export type TBasicInfoRequest = z.infer<typeof ZBasicInfoRequestSchema>;

/** One priced service, attached to a sub-service of the service tree. */
export const ZServiceInputSchema = z.object({
  /**
   * The id of a service already on the profile, to change it in place (bookings will point at
   * it); without one the service is added. Services left out of the list are removed.
   */
  id: z.number().int().positive().optional(),
  service_id: z.number().int().positive(),
  /** In minor units of the profile's currency. */
  price_minor: z.number().int().min(0),
  /** One of SESSION_DURATION_OPTIONS_MINUTES (rules/durations.ts). */
  duration_minutes: z.number().int(),
  discount_percent: z.number().int().min(0).max(100),
  /** Sessions in the package (1 = a single session). */
  sessions: z.number().int().min(1),
  first_session_discount_percent: z.number().int().min(0).max(100),
  package_description: z.string().max(SERVICE_DESCRIPTION_MAX_LENGTH),
  description: z.string().max(SERVICE_DESCRIPTION_MAX_LENGTH),
  /** Confirm bookings at once instead of asking for approval (the default). */
  instant_booking: z.boolean().default(false),
  /** Held online: bookings of it ask for no place. */
  online: z.boolean().default(false),
  /** Minutes kept free before and after its sessions; null: the availability screen's (issue 18). */
  buffer_before_minutes: z.number().int().min(0).max(MAX_BUFFER_MINUTES).nullable().default(null),
  buffer_after_minutes: z.number().int().min(0).max(MAX_BUFFER_MINUTES).nullable().default(null),
});
export type TServiceInput = z.infer<typeof ZServiceInputSchema>;

/** PUT /v1/me/professional/services: the whole list, in the order to show it (step 3). */
export const ZServicesRequestSchema = z.object({
  services: listOf(ZServiceInputSchema, MAX_SERVICES),
});
export type TServicesRequest = z.infer<typeof ZServicesRequestSchema>;

/**
 * PUT /v1/me/professional/locations (step 2). Places come from the geocoder by id (GET
 * /v1/places), so the server, not the browser, decides their names and coordinates.
 */
export const ZLocationsRequestSchema = z.object({
  /** Travels to the customer (SPEC §3). */
  flexible: z.boolean(),
  locations: listOf(z.object({ place_id: z.string().min(1).max(100) }), MAX_LOCATIONS),
});
export type TLocationsRequest = z.infer<typeof ZLocationsRequestSchema>;

/** PUT /v1/me/professional/certificates: the whole list; the limit depends on the membership. */
export const ZCertificatesRequestSchema = z.object({
  certificates: z
    .array(
      z.object({
        id_number: z.string().trim().max(CERTIFICATE_ID_MAX_LENGTH).nullable(),
        title: z.string().trim().max(CERTIFICATE_TITLE_MAX_LENGTH),
        /** An upload of kind certificate, or null. */
        image: ZImageFieldSchema,
      }),
    )
    .max(100),
});
export type TCertificatesRequest = z.infer<typeof ZCertificatesRequestSchema>;

/** PUT /v1/me/professional/photos: the gallery in its order; the limit depends on the membership. */
export const ZPhotosRequestSchema = z.object({
  photos: z
    .array(
      z.object({
        /** An upload of kind photo, or the address of a photo already in the gallery. */
        image: z.string().trim().min(1).max(2048),
        caption: z.string().trim().max(PHOTO_CAPTION_MAX_LENGTH),
      }),
    )
    .max(100),
});
export type TPhotosRequest = z.infer<typeof ZPhotosRequestSchema>;

/** GET /v1/me/professional/slug?slug=…: whether a profile address is free, and free ones like it. */
export const ZSlugQuerySchema = z.object({ slug: z.string().max(100) });
export const ZSlugAvailabilitySchema = z.object({
  slug: z.string(),
  available: z.boolean(),
  /** Free addresses close to the one asked for (empty when it is free). */
  suggestions: z.array(z.string()),
});
export type TSlugAvailability = z.infer<typeof ZSlugAvailabilitySchema>;

// ---- answer -----------------------------------------------------------------------------

export const ZOwnServiceSchema = ZServiceInputSchema.extend({
  id: z.number().int(),
  currency: z.string(),
});
export type TOwnService = z.infer<typeof ZOwnServiceSchema>;

/** A place from the geocoder as a profile keeps it. */
export const ZProfileLocationSchema = z.object({
  id: z.number().int(),
  place_id: z.string().nullable(),
  formatted: z.string(),
  city: z.string(),
  lat: z.number(),
  lon: z.number(),
});
export type TProfileLocation = z.infer<typeof ZProfileLocationSchema>;

export const ZCertificateSchema = z.object({
  id: z.number().int(),
  id_number: z.string().nullable(),
  title: z.string(),
  image: z.string().nullable(),
});
export type TCertificate = z.infer<typeof ZCertificateSchema>;

export const ZPhotoSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  caption: z.string(),
});
export type TPhoto = z.infer<typeof ZPhotoSchema>;

export const ZProfilePartSchema = z.enum(PROFILE_PARTS);

/** GET /v1/me/professional, and the answer of every save above and of publish/unpublish. */
export const ZOwnProfessionalProfileSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  slug: z.string().nullable(),
  image: z.string().nullable(),
  description: z.string(),
  description_fi: z.string().nullable(),
  long_description: z.string(),
  long_description_fi: z.string().nullable(),
  birth_date: z.string().nullable(),
  gender: ZGenderSchema.nullable(),
  currency: z.string(),
  languages: z.array(z.string()),
  speciality_ids: z.array(z.number().int()),
  header_video_url: z.string().nullable(),
  flexible: z.boolean(),
  published: z.boolean(),
  membership_id: z.number().int(),
  /** The fast registration step to open (1-3); a published profile has finished it. */
  registration_step: z.number().int(),
  services: z.array(ZOwnServiceSchema),
  locations: z.array(ZProfileLocationSchema),
  certificates: z.array(ZCertificateSchema),
  photos: z.array(ZPhotoSchema),
  follower_count: z.number().int(),
  /** What publishing still needs (rules/profile.ts `missingProfileParts`); empty when complete. */
  missing: z.array(ZProfilePartSchema),
});
export type TOwnProfessionalProfile = z.infer<typeof ZOwnProfessionalProfileSchema>;
