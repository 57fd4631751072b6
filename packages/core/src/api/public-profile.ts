import { z } from 'zod';

/**
 * A professional's public page (GET /v1/professionals/{slug}): everything the profile page and
 * the server-rendered HTML for search engines show. Labels and descriptions come in the
 * Accept-Language language; a description missing in it falls back to the other language.
 * Only published, unblocked professionals are answered, except to their owner and to staff
 * (anyone else gets 404 with 1302, as for a slug that does not exist).
 */

export const ZProfessionalSlugParamsSchema = z.object({ slug: z.string().min(1).max(100) });

/**
 * GET /v1/professionals/{slug}?view=counted: the browser of a page the server rendered asks
 * again (a signed-in visitor's own view of it) and says the page counted the view already.
 */
export const ZProfileViewQuerySchema = z.object({ view: z.literal('counted').optional() });

export const ZPublicSpecialitySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  label: z.string(),
});

export const ZPublicServiceSchema = z.object({
  id: z.number().int(),
  service_id: z.number().int(),
  /** The sub-service's label in the request language. */
  label: z.string(),
  /** The main service it belongs to, when it has one. */
  parent_label: z.string().nullable(),
  price_minor: z.number().int(),
  currency: z.string(),
  duration_minutes: z.number().int(),
  discount_percent: z.number().int(),
  sessions: z.number().int(),
  first_session_discount_percent: z.number().int(),
  package_description: z.string(),
  description: z.string(),
  /** Cancelling a booking of it closer to the start than this is late (shown before booking). */
  cancellation_notice_hours: z.number().int(),
  /** Booked at once, without waiting for the professional's answer. */
  instant_booking: z.boolean(),
  /** Held online: booking it asks for no place. */
  online: z.boolean(),
});
export type TPublicService = z.infer<typeof ZPublicServiceSchema>;

export const ZPublicLocationSchema = z.object({
  id: z.number().int(),
  formatted: z.string(),
  city: z.string(),
  lat: z.number(),
  lon: z.number(),
});
export type TPublicLocation = z.infer<typeof ZPublicLocationSchema>;

export const ZPublicCertificateSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  id_number: z.string().nullable(),
  image: z.string().nullable(),
});

export const ZPublicPhotoSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  caption: z.string(),
});

export const ZPublicProfileSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  image: z.string().nullable(),
  specialities: z.array(ZPublicSpecialitySchema),
  /** Out of 5 with one decimal; null without reviews. */
  rating: z.number().nullable(),
  rating_count: z.number().int(),
  follower_count: z.number().int(),
  membership_id: z.number().int(),
  /** The membership shows a badge (rules/membership.ts perksOf). */
  membership_badge: z.boolean(),
  description: z.string(),
  long_description: z.string(),
  services: z.array(ZPublicServiceSchema),
  locations: z.array(ZPublicLocationSchema),
  /** Travels to the customer. */
  flexible: z.boolean(),
  certificates: z.array(ZPublicCertificateSchema),
  photos: z.array(ZPublicPhotoSchema),
  /** ISO 639-1 codes of the languages they work in. */
  languages: z.array(z.string()),
  /**
   * The header video as an embed address that sets no tracking cookies (youtube-nocookie.com,
   * player.vimeo.com), or null. Pages load it only when the visitor asks.
   */
  header_video_embed_url: z.string().nullable(),
  /** Only visible to its owner and staff: the page shows why others cannot see it. */
  published: z.boolean(),
  blocked: z.boolean(),
  /** Whether the signed-in viewer follows them; null for a guest. */
  following: z.boolean().nullable(),
});
export type TPublicProfile = z.infer<typeof ZPublicProfileSchema>;
