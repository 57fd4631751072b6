import { z } from 'zod';
import { CURRENCIES, REASON_MAX } from '../limits';
import type { ImageKind } from '../rules/image';
import { pageQueryShape } from './envelope';

/**
 * Paid marketing campaigns (SPEC §1, §3 "Campaign", "Ad content", "Search campaign", "Ads
 * campaign", §4 campaign status and ad approval, §7 campaign calls; issue 19). Two kinds:
 * - `search`: first place in search results for its keywords (priced by budget);
 * - `ads`: an ad among search results (placement `search`, priced by budget) or on the
 *   professional's own profile page (placement `profile`, free, no approval, one active at a
 *   time).
 * Money is integer minor units plus a currency (`paid_price` is minor units).
 */

/**
 * The marketplace page the buyer returns to from the checkout, with `campaign=<id>` and the
 * payment's `order=<order id>&result=paid|failed|cancelled` (docs/payments.md).
 */
export const CAMPAIGN_RETURN_PATH = '/account/marketing';

export const CAMPAIGN_TYPES = ['search', 'ads'] as const;
export type TCampaignType = (typeof CAMPAIGN_TYPES)[number];
export const ZCampaignTypeSchema = z.enum(CAMPAIGN_TYPES);

export const CAMPAIGN_PLACEMENTS = ['search', 'profile'] as const;
export const ZCampaignPlacementSchema = z.enum(CAMPAIGN_PLACEMENTS);

/**
 * Where a campaign is in its life, for its owner (the back-office uses `display_status`):
 * - awaiting_payment: created, the checkout not paid yet (nothing is served);
 * - awaiting_approval: paid, staff have not approved it yet;
 * - active / paused (by its owner) / ended (every paid impression counted);
 * - rejected: staff rejected it (the reason is in `rejection_reason`; the unspent part refunded);
 * - cancelled: the checkout failed or expired, nothing was taken.
 */
export const CAMPAIGN_LIFECYCLE = [
  'awaiting_payment',
  'awaiting_approval',
  'active',
  'paused',
  'ended',
  'rejected',
  'cancelled',
] as const;
export type TCampaignLifecycle = (typeof CAMPAIGN_LIFECYCLE)[number];

/** SPEC §4 back-office display status: ended, active, or deactive (shown as paused). */
export const ZCampaignDisplayStatusSchema = z.enum(['ended', 'active', 'deactive']);

export const AD_TITLE_MAX_LENGTH = 60;
export const AD_DESCRIPTION_MAX_LENGTH = 1000;
export const AD_CTA_MAX_LENGTH = 30;
export const AD_URL_MAX_LENGTH = 500;

/** An ad's link: http(s) only. */
export const ZAdUrlSchema = z
  .string()
  .trim()
  .max(AD_URL_MAX_LENGTH)
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), { message: 'http(s) URL' });

/** What an ad's image is uploaded as (POST /v1/uploads?kind=): a photo keeps its shape. */
export const AD_IMAGE_KIND: ImageKind = 'photo';

/**
 * An ad's image: the address POST /v1/uploads gave for an upload of the owner's (/uploads/… or
 * the storage's https URL); the server refuses any other (1301).
 */
export const ZAdImageSchema = z
  .string()
  .max(AD_URL_MAX_LENGTH)
  .regex(/^(\/uploads\/|https:\/\/)[^\s"'<>]+$/);

/** SPEC §3 "Ad content" as the owner writes it. `description` may hold HTML (sanitised). */
export const ZAdContentInputSchema = z.object({
  title: z.string().trim().min(1).max(AD_TITLE_MAX_LENGTH),
  description: z
    .string()
    .max(AD_DESCRIPTION_MAX_LENGTH * 4)
    .default(''),
  cta_label: z.string().trim().min(1).max(AD_CTA_MAX_LENGTH),
  url: ZAdUrlSchema,
  image: ZAdImageSchema.nullable().default(null),
  /** One of the owner's affiliate codes (professional_affiliates id): a partner ad. */
  affiliate_id: z.number().int().positive().nullable().default(null),
});
export type TAdContentInput = z.input<typeof ZAdContentInputSchema>;

/** A keyword as typed; the rules (1258–1262) are checked by rules/keywords.ts on both sides. */
export const ZKeywordsSchema = z.array(z.string().max(200)).max(20);

/** POST /v1/me/campaigns/search: first place in search results for the keywords. */
export const ZCreateSearchCampaignSchema = z.object({
  keywords: ZKeywordsSchema,
  /** What the owner spends, with VAT, in the price list's currency (minor units). */
  budget_minor: z.number().int().positive(),
});
export type TCreateSearchCampaign = z.infer<typeof ZCreateSearchCampaignSchema>;

/**
 * POST /v1/me/campaigns/ads. A `search` placement is bought with `budget_minor` and needs
 * keywords; a `profile` placement is free (no budget, keywords optional). Only one profile ad
 * may be active: creating another answers 409 with 1380 unless `pause_active` is true, which
 * pauses the active one in the same transaction.
 */
export const ZCreateAdsCampaignSchema = z.object({
  placement: ZCampaignPlacementSchema,
  keywords: ZKeywordsSchema.default([]),
  budget_minor: z.number().int().positive().nullable().default(null),
  ad: ZAdContentInputSchema,
  pause_active: z.boolean().default(false),
});
export type TCreateAdsCampaign = z.input<typeof ZCreateAdsCampaignSchema>;

/** The ad as shown (description sanitised), with the partner's discount code on a partner ad. */
export const ZAdContentSchema = z.object({
  ad_title: z.string(),
  ad_description: z.string(),
  ad_image: z.string().nullable(),
  ad_url: z.string(),
  ad_cta_label: z.string(),
  /** A partner ad's partner and discount code (SPEC §3); null otherwise. */
  affiliate: z.object({ name: z.string(), code: z.string() }).nullable(),
});

/** SPEC §3 "Search campaign", plus what the screens need. */
export const ZSearchCampaignSchema = z.object({
  id: z.number().int(),
  type: ZCampaignTypeSchema,
  created: z.iso.datetime(),
  /** The keywords as a list. */
  search_keywords: z.array(z.string()),
  /** The keywords in one line, comma separated. */
  keywords: z.string(),
  /** The price paid, with VAT, in minor units of `paid_currency`; 0 for a free profile ad. */
  paid_price: z.number().int(),
  paid_currency: z.enum(CURRENCIES),
  impressions_paid: z.number().int(),
  impressions_counted: z.number().int(),
  clicks_counted: z.number().int(),
  /** The owner's switch: false once paused (or stopped by staff). */
  active: z.boolean(),
  /** SPEC §4 back-office status. */
  display_status: ZCampaignDisplayStatusSchema,
  /** The owner paused it (the "by user" tag). */
  paused_by_user: z.boolean(),
  status: z.enum(CAMPAIGN_LIFECYCLE),
  approved: z.boolean(),
  rejection_reason: z.string().nullable(),
  placement: ZCampaignPlacementSchema,
  /** The owner. */
  user_id: z.number().int(),
  user_first_name: z.string(),
  user_last_name: z.string(),
  image: z.string().nullable(),
  slug: z.string().nullable(),
});
export type TSearchCampaign = z.infer<typeof ZSearchCampaignSchema>;

/** SPEC §3 "Ads campaign": the search-campaign fields plus the ad. */
export const ZAdsCampaignSchema = ZSearchCampaignSchema.extend(ZAdContentSchema.shape);
export type TAdsCampaign = z.infer<typeof ZAdsCampaignSchema>;

/** Either kind, as the owner's list has them (ad fields null on a search campaign). */
export const ZOwnCampaignSchema = ZSearchCampaignSchema.extend({
  ad: ZAdContentSchema.nullable(),
  /** The campaign's payment, while one exists (none for a free profile ad). */
  payment: z
    .object({
      order_id: z.string(),
      status: z.string(),
      /** The checkout to finish paying at; null once it is no longer pending. */
      checkout_url: z.string().nullable(),
      refunded_minor: z.number().int(),
    })
    .nullable(),
});
export type TOwnCampaign = z.infer<typeof ZOwnCampaignSchema>;

/** What creating a campaign answers: the campaign and where to pay (null when free). */
export const ZCreatedCampaignSchema = z.object({
  campaign: ZOwnCampaignSchema,
  checkout_url: z.string().nullable(),
});
export type TCreatedCampaign = z.infer<typeof ZCreatedCampaignSchema>;

/** The price list (config), for the budget step. Prices include VAT. */
export const ZCampaignPriceListSchema = z.object({
  currency: z.enum(CURRENCIES),
  /** Price of 1,000 impressions, with VAT, minor units, per priced kind. */
  search_cpm_minor: z.number().int(),
  ads_cpm_minor: z.number().int(),
  min_budget_minor: z.number().int(),
  max_budget_minor: z.number().int(),
  /** Budgets the wizard offers (minor units). */
  budget_options_minor: z.array(z.number().int()),
  /** VAT included in the prices, in basis points (2550 = 25.5 %). */
  vat_basis_points: z.number().int(),
});
export type TCampaignPriceList = z.infer<typeof ZCampaignPriceListSchema>;

/** One day of a campaign's figures (UTC days). */
export const ZCampaignDayStatsSchema = z.object({
  date: z.iso.date(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  /** Clicks per impression, 0–1 (0 without impressions). */
  ctr: z.number(),
  /** What the day's counted impressions cost, minor units. */
  spend_minor: z.number().int(),
});
export const ZCampaignStatsSchema = z.object({
  campaign_id: z.number().int(),
  currency: z.enum(CURRENCIES),
  impressions_counted: z.number().int(),
  impressions_paid: z.number().int(),
  clicks_counted: z.number().int(),
  ctr: z.number(),
  spend_minor: z.number().int(),
  days: z.array(ZCampaignDayStatsSchema),
});
export type TCampaignStats = z.infer<typeof ZCampaignStatsSchema>;

export const ZCampaignIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** An item shown to a visitor: which campaign it is. */
export const ZCampaignRefSchema = z.object({
  type: ZCampaignTypeSchema,
  id: z.number().int().positive(),
});
export type TCampaignRef = z.infer<typeof ZCampaignRefSchema>;

/**
 * POST /v1/campaigns/impressions: the sponsored items a page showed. Each counts once per
 * viewer per campaign per UTC day, never past the paid number; previews are never sent.
 */
export const ZImpressionsRequestSchema = z.object({
  items: z.array(ZCampaignRefSchema).min(1).max(20),
});
export const ZImpressionsAnswerSchema = z.object({
  /** How many of the items counted now (the others were seen today already, or not served). */
  counted: z.number().int(),
});

/** POST /v1/campaigns/clicks: a click on a real ad; once per viewer per 30 minutes. */
export const ZClickRequestSchema = ZCampaignRefSchema;
export const ZClickAnswerSchema = z.object({ counted: z.boolean() });

/** A search-placement ad goes after this many results of each page (one per page). */
export const AD_SLOT_INDEX = 4;

/** Why a sponsored item is shown (the disclosure label). */
export const ZSponsoredReasonSchema = z.object({
  /** On whose behalf it is shown. */
  sponsor: z.string(),
  /** The keyword that matched the search. */
  keyword: z.string().nullable(),
  /** The place searched around, when there was one. */
  place: z.string().nullable(),
  /** The sentence in the request's language: "Shown for the search 'jooga' near Turku". */
  text: z.string(),
});

/** What search-boosted and search-ads attach to each result (`sponsored`). */
export const ZSponsoredSchema = z.object({
  type: ZCampaignTypeSchema,
  campaign_id: z.number().int(),
  label: z.string(),
  reason: ZSponsoredReasonSchema,
  /** The ad of an ads campaign; null for a search (first place) campaign. */
  ad: ZAdContentSchema.nullable(),
  /**
   * Where the client puts it in the page of results: 0 = first (search-boosted), an ad after
   * AD_SLOT_INDEX results (search-ads, at most one per page of 10).
   */
  position: z.number().int(),
});
export type TSponsored = z.infer<typeof ZSponsoredSchema>;

/** GET /v1/professionals/{slug}/ad: the profile page's own ad, or null. */
export const ZProfileAdSchema = z
  .object({
    campaign_id: z.number().int(),
    label: z.string(),
    sponsor: z.string(),
    ad: ZAdContentSchema,
  })
  .nullable();

// Back-office.

export const ZAdminCampaignsQuerySchema = z.object({
  ...pageQueryShape,
  /** Ads only: which placement ("ads in search results" or "ads on profile"). */
  placement: ZCampaignPlacementSchema.optional(),
  /** Only campaigns waiting for a decision. */
  awaiting: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});

/** POST /v1/admin/campaigns/approve (SPEC §7). */
export const ZApproveCampaignSchema = z.object({
  type: ZCampaignTypeSchema,
  id: z.number().int().positive(),
});
/** POST /v1/admin/campaigns/reject (SPEC §7): the reason is e-mailed to the owner. */
export const ZRejectCampaignSchema = ZApproveCampaignSchema.extend({
  reason: z.string().max(REASON_MAX * 4),
});
/** POST /v1/admin/campaigns/stop-profile-ads: rejects every active profile ad with the reason. */
export const ZStopProfileAdsSchema = z.object({ reason: z.string().max(REASON_MAX * 4) });
export const ZStopProfileAdsAnswerSchema = z.object({ stopped: z.number().int() });

// Affiliate partners (staff).

/** GET /v1/me/affiliates: one of the professional's own codes, for a partner ad. */
export const ZOwnAffiliateCodeSchema = z.object({
  id: z.number().int(),
  /** The partner's name. */
  name: z.string(),
  code: z.string(),
});
export type TOwnAffiliateCode = z.infer<typeof ZOwnAffiliateCodeSchema>;

export const ZAffiliatePartnerInputSchema = z.object({
  name: z.string().trim().min(1).max(100),
  website: ZAdUrlSchema.nullable().default(null),
});
export const ZAffiliatePartnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  website: z.string().nullable(),
  codes: z.number().int(),
  created: z.iso.datetime(),
});
export type TAffiliatePartner = z.infer<typeof ZAffiliatePartnerSchema>;

/** Codes are upper-case letters, digits and hyphens, 3–40 (as the table checks). */
export const ZAffiliateCodeSchema = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9-]{3,40}$/));
export const ZCreateAffiliateCodeSchema = z.object({
  user_id: z.number().int().positive(),
  partner_id: z.number().int().positive(),
  code: ZAffiliateCodeSchema,
});
export const ZUpdateAffiliateCodeSchema = z.object({ code: ZAffiliateCodeSchema });
