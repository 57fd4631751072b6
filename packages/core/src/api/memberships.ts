import { z } from 'zod';
import type { Language } from '../language';
import type { MembershipId } from '../limits';

/** The levels' names as pages show them (the memberships table keeps the English title). */
export const MEMBERSHIP_TITLES: Readonly<Record<MembershipId, Readonly<Record<Language, string>>>> =
  {
    1: { en: 'Free', fi: 'Maksuton' },
    2: { en: 'Basic', fi: 'Perus' },
    3: { en: 'Premium', fi: 'Premium' },
  };

/** What a level gives (rules/membership.ts MEMBERSHIP_PERKS). */
export const ZMembershipPerksSchema = z.object({
  max_photos: z.number().int(),
  max_certificates: z.number().int(),
  badge: z.boolean(),
  /** Multiplies search relevance; 1 = no lift. */
  ranking_weight: z.number(),
});

/** GET /v1/memberships (public): the levels, cheapest first, titles in the request's language. */
export const ZMembershipSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  perks: ZMembershipPerksSchema,
});
export type TMembership = z.infer<typeof ZMembershipSchema>;
export const ZMembershipsSchema = z.array(ZMembershipSchema);

/** GET /v1/admin/memberships (staff, SPEC §7 and §3 "Membership: id, title"). */
export const ZAdminMembershipSchema = z.object({ id: z.number().int(), title: z.string() });
export type TAdminMembership = z.infer<typeof ZAdminMembershipSchema>;
export const ZAdminMembershipsSchema = z.array(ZAdminMembershipSchema);
