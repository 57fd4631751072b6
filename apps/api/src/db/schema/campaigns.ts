import { CURRENCIES } from '@fitmarket/core/limits';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { professionalAffiliates } from './affiliates';
import { payments } from './payments';
import { sqlList } from './sql-constants';
import { users } from './users';

/**
 * A paid marketing campaign (docs/campaigns.md, SPEC §3): first place in search results
 * (`type` search) or an ad (`type` ads) among search results or on the owner's profile page.
 * It is served while paid (`paid_at`; a profile ad is free), approved where staff approve it,
 * switched on by its owner (`active`), not cancelled and, unless on the profile, until it has
 * ended (`ended_at`: every paid impression counted). Impressions are counted in its counter
 * slots (campaign_counter_slots, campaigns/count-impressions.ts), not on this row: the row only
 * hands them blocks (`impressions_granted`), never more than paid (the check below).
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    placement: text('placement').notNull(),
    /** Normalised keywords in the owner's order (campaign_keywords holds them analysed). */
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    /** The price paid, with VAT, minor units (0 for a free profile ad). */
    priceMinor: integer('price_minor').notNull().default(0),
    currency: text('currency').notNull(),
    /** The price list's price of 1,000 impressions when bought (spend per day from it). */
    cpmMinor: integer('cpm_minor').notNull().default(0),
    impressionsPaid: integer('impressions_paid').notNull().default(0),
    /** Paid impressions handed out to the counter slots in blocks (never more than paid). */
    impressionsGranted: integer('impressions_granted').notNull().default(0),
    clicksCounted: integer('clicks_counted').notNull().default(0),
    /** The owner's switch; false when paused (by the owner or, stopping it, by staff). */
    active: boolean('active').notNull().default(true),
    /** Who switched it off: 'user' (the "by user" tag) or 'staff'. */
    pausedBy: text('paused_by'),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Profile ads are approved on creation; the rest wait for staff. */
    approved: boolean('approved').notNull().default(false),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    /** The checkout failed or expired before payment: nothing was taken, nothing is served. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Every paid impression counted. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    adTitle: text('ad_title'),
    /** Sanitised with the allow-list before it is stored (packages/core rules/ad-html.ts). */
    adDescription: text('ad_description'),
    adImage: text('ad_image'),
    adUrl: text('ad_url'),
    adCtaLabel: text('ad_cta_label'),
    affiliateId: integer('affiliate_id').references(() => professionalAffiliates.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('campaigns_user_idx').on(table.userId, table.createdAt.desc()),
    index('campaigns_list_idx').on(table.type, table.placement, table.createdAt.desc()),
    index('campaigns_payment_idx').on(table.paymentId),
    index('campaigns_affiliate_idx').on(table.affiliateId),
    // SPEC §4: one active campaign on a profile page.
    uniqueIndex('campaigns_one_active_profile_ad')
      .on(table.userId)
      .where(
        sql`${table.placement} = 'profile' and ${table.active} and ${table.approved} and ${table.cancelledAt} is null`,
      ),
    check('campaigns_type_check', sql`${table.type} in ('search', 'ads')`),
    check(
      'campaigns_placement_check',
      sql`${table.placement} in ('search', 'profile') and (${table.type} = 'ads' or ${table.placement} = 'search')`,
    ),
    check('campaigns_currency_check', sql`${table.currency} in ${sqlList(CURRENCIES)}`),
    check('campaigns_paused_by_check', sql`${table.pausedBy} in ('user', 'staff')`),
    check(
      'campaigns_counts_check',
      sql`${table.impressionsGranted} >= 0 and ${table.clicksCounted} >= 0 and ${table.priceMinor} >= 0
        and (${table.placement} = 'profile' or ${table.impressionsGranted} <= ${table.impressionsPaid})`,
    ),
    check(
      'campaigns_ad_check',
      sql`${table.type} = 'search' or (${table.adTitle} is not null and ${table.adUrl} is not null)`,
    ),
  ],
);

/** A campaign's keyword, normalised (rules/keywords.ts), with how many words it has. */
export const campaignKeywords = pgTable(
  'campaign_keywords',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    keyword: text('keyword').notNull(),
    wordCount: integer('word_count').notNull(),
  },
  (table) => [index('campaign_keywords_campaign_idx').on(table.campaignId)],
);

/**
 * The lexemes each word of a keyword matches, through the search's own analysis (Voikko base
 * forms, compound parts, English and Snowball stems): a keyword matches a search whose lexemes
 * cover every one of its words ("jooga" matches "joogaa Turussa").
 */
export const campaignKeywordTerms = pgTable(
  'campaign_keyword_terms',
  {
    keywordId: integer('keyword_id')
      .notNull()
      .references(() => campaignKeywords.id, { onDelete: 'cascade' }),
    wordIndex: integer('word_index').notNull(),
    term: text('term').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.keywordId, table.wordIndex, table.term] }),
    index('campaign_keyword_terms_term_idx').on(table.term),
  ],
);

/**
 * A share of a campaign's counter (docs/campaigns.md, Counting): each counted impression adds
 * one to a slot picked at random, within what the campaign granted it, so concurrent viewers
 * of one campaign rarely wait for the same row. The campaign's counted impressions are the sum
 * of its slots; a profile ad (not capped) grows `granted` with `counted`.
 */
export const campaignCounterSlots = pgTable(
  'campaign_counter_slots',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    slot: integer('slot').notNull(),
    granted: integer('granted').notNull().default(0),
    counted: integer('counted').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.slot] }),
    check(
      'campaign_counter_slots_counted_check',
      sql`${table.counted} >= 0 and ${table.counted} <= ${table.granted}`,
    ),
  ],
);

/**
 * One counted impression: a viewer (a salted hash that changes daily, docs/campaigns.md) saw a
 * campaign on a UTC day. The key makes it once per viewer, campaign and day; the rows per day
 * are the owner's daily figures.
 */
export const campaignImpressions = pgTable(
  'campaign_impressions',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    /** Hex of the salted hash (128 bits). */
    viewer: text('viewer').notNull(),
    /** The same salted hash of the IP address alone: a cap per address (count-impressions.ts). */
    address: text('address').notNull().default(''),
  },
  // One index answers every question asked of these rows, so the planner never picks a wrong
  // one on stale statistics (it once scanned a whole campaign-day through an address index to
  // find one viewer): the viewer's row (all four), the address's count for the day (the first
  // three) and the owner's days (the first). The viewer hash includes the address, so the key
  // is still one row per campaign, day and viewer.
  (table) => [primaryKey({ columns: [table.campaignId, table.day, table.address, table.viewer] })],
);

/** One counted click (once per viewer and campaign per 30 minutes, a cap per address a day). */
export const campaignClicks = pgTable(
  'campaign_clicks',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** Hex of the salted hash (128 bits). */
    viewer: text('viewer').notNull(),
    /** The same salted hash of the IP address alone: a cap per address (count-impressions.ts). */
    address: text('address').notNull().default(''),
    clickedAt: timestamp('clicked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('campaign_clicks_viewer_idx').on(table.campaignId, table.viewer, table.clickedAt),
    index('campaign_clicks_address_idx').on(table.campaignId, table.address, table.clickedAt),
  ],
);

/** The day's random salt of the viewer hash; older ones are deleted, so old hashes link to no one. */
export const campaignViewerSalts = pgTable('campaign_viewer_salts', {
  day: date('day').primaryKey(),
  salt: text('salt').notNull(),
});
