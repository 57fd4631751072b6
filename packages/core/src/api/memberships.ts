import { z } from 'zod';
import type { Language } from '../language';
import { CURRENCIES, type MembershipId } from '../limits';
import { SUBSCRIPTION_STATUSES } from '../rules/membership';
import { PAYMENT_PROVIDERS } from '../rules/payments';
import { BUSINESS_ID_MAX_LENGTH } from '../rules/receipts';

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

/** A monthly Basic or Premium subscription as its owner sees it. */
export const ZSubscriptionSchema = z.object({
  id: z.number().int(),
  membership_id: z.number().int(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  provider: z.enum(PAYMENT_PROVIDERS),
  currency: z.enum(CURRENCIES),
  amount_minor: z.number().int(),
  /** Paid until; null before the first payment. */
  current_period_end: z.string().nullable(),
  /** Cancelled: runs until `current_period_end`, then the level returns to Free. */
  cancel_at_period_end: z.boolean(),
  created_at: z.string(),
});
export type TSubscription = z.infer<typeof ZSubscriptionSchema>;

/** A paid level's monthly price in the professional's currency, VAT included. */
export const ZMembershipPriceSchema = z.object({
  membership_id: z.number().int(),
  amount_minor: z.number().int(),
  currency: z.enum(CURRENCIES),
});

/** GET /v1/account/membership: the professional's level, its subscription and the prices. */
export const ZAccountMembershipSchema = z.object({
  membership_id: z.number().int(),
  /** A tester's Premium, for life: nothing to buy or cancel. */
  lifetime: z.boolean(),
  subscription: ZSubscriptionSchema.nullable(),
  prices: z.array(ZMembershipPriceSchema),
  /** The test provider takes payments (TEST MODE; renewals on demand). */
  test_mode: z.boolean(),
});
export type TAccountMembership = z.infer<typeof ZAccountMembershipSchema>;

/** POST /v1/account/membership/checkout: the level to buy and an optional business ID. */
export const ZMembershipCheckoutRequestSchema = z.object({
  membership: z.union([z.literal(2), z.literal(3)]),
  business_id: z.string().trim().max(BUSINESS_ID_MAX_LENGTH).nullish(),
});
export type TMembershipCheckoutRequest = z.infer<typeof ZMembershipCheckoutRequestSchema>;

export const ZCheckoutStartedSchema = z.object({
  order_id: z.string(),
  /** Where the buyer pays: the provider's checkout page. */
  checkout_url: z.string(),
});
export type TCheckoutStarted = z.infer<typeof ZCheckoutStartedSchema>;

/** One ISO week of Premium's insights (week = its Monday, YYYY-MM-DD). */
export const ZInsightWeekSchema = z.object({
  week: z.string(),
  profile_views: z.number().int(),
  search_appearances: z.number().int(),
  bookings: z.number().int(),
  /** Bookings per profile view; null without views. */
  booking_conversion: z.number().nullable(),
});
export const ZInsightsSchema = z.object({ weeks: z.array(ZInsightWeekSchema) });
export type TInsights = z.infer<typeof ZInsightsSchema>;
