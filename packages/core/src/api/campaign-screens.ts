import { z } from 'zod';
import { CURRENCIES } from '../limits';

/**
 * The campaign shapes the Marketing section, the wizards, the back-office Ads page and the
 * sponsored results read (SPEC §3 "Search campaign", "Ads campaign", §7 campaign calls).
 * Written from the SPEC while the campaigns API (issue 19) is built beside the screens: every
 * screen reads these through its feature's `api/` module only, so following the API's final
 * schemas is a change here and there, nowhere else. Fields the SPEC does not name are optional.
 */

export const CAMPAIGN_TYPES = ['search', 'ads'] as const;
export const ZCampaignTypeSchema = z.enum(CAMPAIGN_TYPES);
export type TCampaignType = z.infer<typeof ZCampaignTypeSchema>;

export const ZCampaignPlacementSchema = z.enum(['search', 'profile']);

/** SPEC §3 "Search campaign" and "Ads campaign" in one shape (`type` tells them apart). */
export const ZCampaignSchema = z.object({
  id: z.number().int(),
  type: ZCampaignTypeSchema.default('search'),
  created: z.string(),
  search_keywords: z.array(z.string()).default([]),
  /** The keywords as one line (SPEC keeps both). */
  keywords: z.string().nullish(),
  /** Minor units. */
  paid_price: z.number().int().default(0),
  paid_currency: z.enum(CURRENCIES).or(z.string()).default('eur'),
  impressions_paid: z.number().int().default(0),
  impressions_counted: z.number().int().default(0),
  clicks_counted: z.number().int().default(0),
  active: z.boolean(),
  /** Search campaigns are always `search`. */
  placement: ZCampaignPlacementSchema.default('search'),
  approved: z.boolean().nullish(),
  rejection_reason: z.string().nullish(),
  ad_title: z.string().nullish(),
  /** Sanitised HTML (the API's allow-list). */
  ad_description: z.string().nullish(),
  ad_image: z.string().nullish(),
  ad_url: z.string().nullish(),
  ad_cta_label: z.string().nullish(),
  /** Affiliate partner ads carry their discount code (SPEC §3). */
  discount_code: z.string().nullish(),
  /** The owner (SPEC "user_first_name, user_last_name, image"). */
  user_id: z.number().int().nullish(),
  user_first_name: z.string().nullish(),
  user_last_name: z.string().nullish(),
  image: z.string().nullish(),
  slug: z.string().nullish(),
  /** Whether the owner (rather than staff or the cap) paused it: the "by user" tag. */
  paused_by_user: z.boolean().nullish(),
  /** The payment behind it: a campaign goes live only when paid. */
  payment_status: z.string().nullish(),
  refunded_minor: z.number().int().nullish(),
});
export type TCampaign = z.infer<typeof ZCampaignSchema>;

/** One day of a campaign's counts, for the owner's chart. */
export const ZCampaignDaySchema = z.object({
  /** YYYY-MM-DD (UTC). */
  date: z.string(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  /** What the day's counted impressions cost, minor units. */
  spend_minor: z.number().int().default(0),
});
export type TCampaignDay = z.infer<typeof ZCampaignDaySchema>;

export const ZCampaignDaysSchema = z.array(ZCampaignDaySchema);

/** A budget the price list offers: so many paid impressions for a price with VAT. */
export const ZBudgetOptionSchema = z.object({
  id: z.string(),
  impressions: z.number().int().positive(),
  price_minor: z.number().int().nonnegative(),
  currency: z.string(),
});
export type TBudgetOption = z.infer<typeof ZBudgetOptionSchema>;

export const ZPriceListSchema = z.object({
  /** Finland's VAT in percent, included in the prices. */
  vat_percent: z.number().default(25.5),
  search: z.array(ZBudgetOptionSchema),
  ads: z.array(ZBudgetOptionSchema),
});
export type TPriceList = z.infer<typeof ZPriceListSchema>;

/** The ad as typed in the wizard. */
export const ZAdContentSchema = z.object({
  title: z.string().trim().min(1).max(60),
  description: z.string().trim().min(1).max(300),
  cta_label: z.string().trim().min(1).max(25),
  url: z.url({ protocol: /^https?$/ }).max(500),
});
export type TAdContent = z.infer<typeof ZAdContentSchema>;
export const AD_LIMITS = { title: 60, description: 300, cta_label: 25, url: 500 } as const;

/** Creating a campaign; the answer opens the checkout (none for a free profile ad). */
export const ZCreateCampaignRequestSchema = z.object({
  type: ZCampaignTypeSchema,
  placement: ZCampaignPlacementSchema,
  /** A price-list option; absent for a free profile ad. */
  budget_id: z.string().nullable(),
  keywords: z.array(z.string()),
  ad: ZAdContentSchema.nullable(),
  /** Pause the active profile ad (only one may run, SPEC §4). */
  pause_active: z.boolean().default(false),
});
export type TCreateCampaignRequest = z.input<typeof ZCreateCampaignRequestSchema>;

export const ZCreateCampaignResponseSchema = z.object({
  campaign: ZCampaignSchema,
  /** The provider's checkout page (test mode: /v1/payments/test-checkout/{reference}). */
  checkout_url: z.string().nullable(),
  order_id: z.string().nullish(),
});
export type TCreateCampaignResponse = z.infer<typeof ZCreateCampaignResponseSchema>;

/** What search-boosted and search-ads add to a result, and the profile ad. */
export const ZSponsoredReasonSchema = z.object({
  /** The searched words the campaign's keyword matched. */
  search: z.string().nullish(),
  /** The searched place. */
  location: z.string().nullish(),
});
