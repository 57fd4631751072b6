import type {
  TAdsCampaign,
  TCampaignLifecycle,
  TOwnCampaign,
  TSearchCampaign,
} from '@fitmarket/core/api/campaigns';
import type { Currency } from '@fitmarket/core/limits';
import { campaignDisplayStatus } from '@fitmarket/core/rules/campaign';
import { and, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import {
  affiliatePartners,
  campaignCounterSlots,
  campaigns,
  payments,
  professionalAffiliates,
  users,
} from '../db/schema';

/** A campaign's counted impressions: the sum of its counter slots (count-impressions.ts). */
export function countedImpressions(campaignId: SQL | typeof campaigns.id): SQL<number> {
  return sql<number>`(select coalesce(sum(s.counted), 0)::int from ${campaignCounterSlots} s
    where s.campaign_id = ${campaignId})`;
}

/** A campaign's row with its counted impressions. */
export const campaignWithCount = {
  ...getTableColumns(campaigns),
  impressionsCounted: countedImpressions(campaigns.id),
};

export type CampaignRow = typeof campaigns.$inferSelect & { impressionsCounted: number };

/**
 * A campaign may be shown (and its impressions counted) when this holds: switched on, approved,
 * paid (a profile ad is free), not cancelled and, off the profile, not ended (`ended_at` is set
 * with its last paid impression). The one definition serving, counting and the back-office's
 * awaiting count use.
 */
export const SERVABLE = sql`(${campaigns.active} and ${campaigns.approved}
  and ${campaigns.cancelledAt} is null
  and (${campaigns.placement} = 'profile' or (${campaigns.paidAt} is not null
    and ${campaigns.endedAt} is null)))`;

/** Raw-SQL twin of SERVABLE over the alias `c`. */
export const SERVABLE_C = sql`(c.active and c.approved and c.cancelled_at is null
  and (c.placement = 'profile' or (c.paid_at is not null and c.ended_at is null)))`;

/** Waiting for a staff decision: paid, not decided, not a profile ad. */
export const AWAITING_APPROVAL = sql`(${campaigns.placement} = 'search' and not ${campaigns.approved}
  and ${campaigns.decidedAt} is null and ${campaigns.paidAt} is not null
  and ${campaigns.cancelledAt} is null)`;

/** Where a campaign is in its life (TCampaignLifecycle). */
export function lifecycle(row: CampaignRow): TCampaignLifecycle {
  if (row.cancelledAt) return 'cancelled';
  if (row.rejectionReason !== null && !row.approved) return 'rejected';
  if (row.placement !== 'profile' && row.paidAt === null) return 'awaiting_payment';
  if (row.placement !== 'profile' && row.impressionsCounted >= row.impressionsPaid) return 'ended';
  if (!row.approved) return 'awaiting_approval';
  return row.active ? 'active' : 'paused';
}

const selection = {
  campaign: campaignWithCount,
  owner: {
    firstName: users.firstName,
    lastName: users.lastName,
    image: users.image,
    slug: users.slug,
  },
  affiliate: { name: affiliatePartners.name, code: professionalAffiliates.code },
  payment: {
    orderId: payments.orderId,
    status: payments.status,
    checkoutUrl: payments.checkoutUrl,
    refundedMinor: payments.refundedMinor,
  },
};

export interface CampaignListRow {
  campaign: CampaignRow;
  owner: { firstName: string; lastName: string; image: string | null; slug: string | null };
  affiliate: { name: string; code: string } | null;
  payment: {
    orderId: string;
    status: string;
    checkoutUrl: string | null;
    refundedMinor: number;
  } | null;
}

function baseQuery(db: Database) {
  return db
    .select(selection)
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.userId))
    .leftJoin(professionalAffiliates, eq(professionalAffiliates.id, campaigns.affiliateId))
    .leftJoin(affiliatePartners, eq(affiliatePartners.id, professionalAffiliates.partnerId))
    .leftJoin(payments, eq(payments.id, campaigns.paymentId));
}

/** Campaigns with their owner, partner and payment, newest first. */
export async function campaignRows(
  db: Database,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<CampaignListRow[]> {
  const query = baseQuery(db)
    .where(where)
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .$dynamic();
  if (page) query.limit(page.limit).offset(page.offset);
  return (await query) as CampaignListRow[];
}

export async function campaignRow(db: Database, id: number): Promise<CampaignListRow | null> {
  const [row] = await campaignRows(db, eq(campaigns.id, id));
  return row ?? null;
}

export async function countCampaigns(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(campaigns).where(where);
  return row?.count ?? 0;
}

/** SPEC §3 "Search campaign". */
export function searchCampaignView({ campaign, owner }: CampaignListRow): TSearchCampaign {
  return {
    id: campaign.id,
    type: campaign.type as TSearchCampaign['type'],
    created: campaign.createdAt.toISOString(),
    search_keywords: campaign.keywords,
    keywords: campaign.keywords.join(', '),
    paid_price: campaign.paidAt ? campaign.priceMinor : 0,
    paid_currency: campaign.currency as Currency,
    impressions_paid: campaign.impressionsPaid,
    impressions_counted: campaign.impressionsCounted,
    clicks_counted: campaign.clicksCounted,
    active: campaign.active,
    display_status: campaignDisplayStatus({
      placement: campaign.placement as 'search' | 'profile',
      impressions_counted: campaign.impressionsCounted,
      impressions_paid: campaign.impressionsPaid,
      active: campaign.active,
    }),
    paused_by_user: !campaign.active && campaign.pausedBy === 'user',
    status: lifecycle(campaign),
    approved: campaign.approved,
    rejection_reason: campaign.rejectionReason,
    placement: campaign.placement as TSearchCampaign['placement'],
    user_id: campaign.userId,
    user_first_name: owner.firstName,
    user_last_name: owner.lastName,
    image: owner.image,
    slug: owner.slug,
  };
}

export function adContentView({ campaign, affiliate }: CampaignListRow) {
  return {
    ad_title: campaign.adTitle ?? '',
    ad_description: campaign.adDescription ?? '',
    ad_image: campaign.adImage,
    ad_url: campaign.adUrl ?? '',
    ad_cta_label: campaign.adCtaLabel ?? '',
    affiliate: affiliate?.name ? { name: affiliate.name, code: affiliate.code } : null,
  };
}

/** SPEC §3 "Ads campaign". */
export function adsCampaignView(row: CampaignListRow): TAdsCampaign {
  return { ...searchCampaignView(row), ...adContentView(row) };
}

/** The owner's view: either kind, with the ad and the payment. */
export function ownCampaignView(row: CampaignListRow): TOwnCampaign {
  const { payment } = row;
  return {
    ...searchCampaignView(row),
    ad: row.campaign.type === 'ads' ? adContentView(row) : null,
    payment: payment?.orderId
      ? {
          order_id: payment.orderId,
          status: payment.status,
          checkout_url: payment.status === 'pending' ? payment.checkoutUrl : null,
          refunded_minor: payment.refundedMinor,
        }
      : null,
  };
}

/** The owner's keywords in their other live campaigns of the same kind (1260 across campaigns). */
export async function keywordsOfOtherActiveCampaigns(
  db: Database,
  userId: number,
  type: string,
  exceptId?: number,
): Promise<string[]> {
  const rows = await db
    .select({ keywords: campaigns.keywords })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.userId, userId),
        eq(campaigns.type, type),
        eq(campaigns.placement, 'search'),
        sql`${campaigns.cancelledAt} is null and ${campaigns.endedAt} is null
          and ${campaigns.rejectionReason} is null`,
        exceptId ? sql`${campaigns.id} <> ${exceptId}` : undefined,
      ),
    );
  return rows.flatMap((row) => row.keywords);
}

/** The active profile ad of a professional, if any. */
export async function activeProfileAd(db: Database, userId: number) {
  const [row] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.userId, userId),
        eq(campaigns.placement, 'profile'),
        eq(campaigns.active, true),
        eq(campaigns.approved, true),
        sql`${campaigns.cancelledAt} is null`,
      ),
    )
    .for('update');
  return row ?? null;
}

/** Two profile ads switched on at the same moment: the partial unique index refuses the second. */
export function isSecondActiveProfileAd(error: unknown): boolean {
  return isUniqueViolation(error, 'campaigns_one_active_profile_ad');
}
