import { z } from 'zod';
import { pageQueryShape } from './envelope';

/**
 * GET /v1/admin/users/affiliates (staff): the professionals affiliates page (SPEC §2
 * back-office 3, §3 "Affiliate row"). An affiliate partner (a sports shop, a gym chain) gives a
 * professional a discount code that the professional passes on to their clients; a professional
 * may work with several partners, one code each.
 */
export const AFFILIATE_SEARCH_MAX_LENGTH = 100;

export const ZAffiliatesQuerySchema = z.object({
  /** Part of the professional's name, the partner's name or the code; case does not matter. */
  search: z.string().trim().max(AFFILIATE_SEARCH_MAX_LENGTH).optional(),
  ...pageQueryShape,
});
export type TAffiliatesQuery = z.input<typeof ZAffiliatesQuerySchema>;

/** SPEC §3 "Affiliate row" plus what links the row to the professional. */
export const ZAffiliateSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  image: z.string().nullable(),
  /** The public profile's slug; null until the professional has one. */
  slug: z.string().nullable(),
  /** The partner's name. */
  name: z.string(),
  /** The discount code the partner gave the professional. */
  code: z.string(),
  created: z.iso.datetime(),
});
export type TAffiliate = z.infer<typeof ZAffiliateSchema>;
