import type { TAdsCampaign, TCampaignType, TSearchCampaign } from '@fitmarket/core/api/campaigns';
import { pagination, type TPagination } from '@fitmarket/core/api/envelope';
import { isLanguage, type Language } from '@fitmarket/core/language';
import { unspentMinor } from '@fitmarket/core/rules/campaign-pricing';
import { formatPrice, isCurrency } from '@fitmarket/core/rules/price';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Actor, authorize } from '../access/permissions';
import type { AppDeps } from '../app-deps';
import { recordAudit } from '../audit/record';
import type { Database } from '../db/client';
import { campaigns, payments, users } from '../db/schema';
import { AppError } from '../errors/app-error';
import { checkedReason } from '../errors/checked-reason';
import { requestRefund } from '../payments/refund-payment';
import { campaignRejectedMail } from './emails';
import {
  AWAITING_APPROVAL,
  adsCampaignView,
  type CampaignRow,
  campaignRows,
  campaignWithCount,
  countCampaigns,
  searchCampaignView,
} from './queries';

type Deps = Pick<AppDeps, 'database' | 'jobs' | 'mail'>;

interface ListQuery {
  page: number;
  per_page: number;
  placement?: 'search' | 'profile';
  awaiting?: boolean;
}

/** Unpaid and cancelled checkouts are the buyer's business, not staff's. */
const LISTED = sql`(${campaigns.paidAt} is not null or ${campaigns.placement} = 'profile')`;

async function listed<T>(
  db: Database,
  actor: Actor,
  where: SQL | undefined,
  query: ListQuery,
  view: (row: Awaited<ReturnType<typeof campaignRows>>[number]) => T,
): Promise<{ data: T[]; meta: { pagination: TPagination } }> {
  authorize(actor, 'campaign.moderate', null);
  const filtered = and(where, LISTED, query.awaiting ? AWAITING_APPROVAL : undefined);
  const rows = await campaignRows(db, filtered, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  const total = await countCampaigns(db, filtered);
  return {
    data: rows.map(view),
    meta: { pagination: pagination(total, query.page, query.per_page, rows.length) },
  };
}

/** GET /v1/admin/campaigns/search: paid search campaigns, newest first. */
export function listSearchCampaigns(db: Database, actor: Actor, query: ListQuery) {
  return listed<TSearchCampaign>(
    db,
    actor,
    eq(campaigns.type, 'search'),
    query,
    searchCampaignView,
  );
}

/** GET /v1/admin/campaigns/ads: ads, in search results or on profiles (`placement`). */
export function listAdsCampaigns(db: Database, actor: Actor, query: ListQuery) {
  return listed<TAdsCampaign>(
    db,
    actor,
    and(
      eq(campaigns.type, 'ads'),
      query.placement ? eq(campaigns.placement, query.placement) : undefined,
    ),
    query,
    adsCampaignView,
  );
}

/** GET /v1/admin/professional/{id}/ads: one professional's ads, every state. */
export async function listProfessionalAds(db: Database, actor: Actor, userId: number) {
  authorize(actor, 'campaign.moderate', null);
  const rows = await campaignRows(db, and(eq(campaigns.userId, userId), eq(campaigns.type, 'ads')));
  return rows.map(adsCampaignView);
}

/** The dashboard's "Ads awaiting approval": paid campaigns no one has decided on. */
export async function countAwaitingApproval(db: Database): Promise<number> {
  return countCampaigns(db, AWAITING_APPROVAL);
}

async function lockedCampaign(tx: Database, type: TCampaignType, id: number) {
  const [row] = await tx
    .select(campaignWithCount)
    .from(campaigns)
    .where(and(eq(campaigns.id, id), eq(campaigns.type, type)))
    .for('update');
  if (!row) throw new AppError({ code: 1302 });
  return row;
}

/**
 * POST /v1/admin/campaigns/approve: sets approved (SPEC §4); a paid campaign then runs. Profile
 * ads are not approved in the list, and a rejected campaign (refunded) is not approved again
 * (1382). Approving an approved one changes nothing.
 */
export async function approveCampaign(
  deps: Deps,
  actor: Actor,
  ref: { type: TCampaignType; id: number },
): Promise<void> {
  authorize(actor, 'campaign.moderate', null);
  await deps.database.db.transaction(async (tx) => {
    const row = await lockedCampaign(tx, ref.type, ref.id);
    if (row.placement === 'profile' || row.rejectionReason !== null) {
      throw new AppError({ code: 1382 });
    }
    if (row.approved) return;
    await tx
      .update(campaigns)
      .set({ approved: true, decidedAt: new Date(), updatedAt: new Date() })
      .where(eq(campaigns.id, row.id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'ad.approve',
      target: { type: 'campaign', id: row.id },
      before: { approved: false },
      after: { approved: true },
    });
  });
}

/** As the owner's Marketing page shows it (formatPrice: the currency's own minor units). */
function formatMoney(minor: number, currency: string, language: Language): string {
  return isCurrency(currency)
    ? formatPrice(minor, currency, language)
    : `${(minor / 100).toFixed(2)} ${currency.toUpperCase()}`;
}

/**
 * Rejects one campaign in the caller's transaction: approval cleared, switched off, the reason
 * kept; the unspent part of its payment refunded through the payments refund job; the owner
 * e-mailed the reason in their language (a job); the decision in the audit log.
 */
async function rejectLocked(
  deps: Deps,
  tx: Database,
  actor: Actor,
  row: CampaignRow,
  reason: string,
): Promise<void> {
  const now = new Date();
  await tx
    .update(campaigns)
    .set({
      approved: false,
      active: false,
      pausedBy: 'staff',
      rejectionReason: reason,
      decidedAt: now,
      updatedAt: now,
    })
    .where(eq(campaigns.id, row.id));
  let refund = 0;
  if (row.paymentId !== null && row.paidAt !== null) {
    const [payment] = await tx
      .select({ amount: payments.amountMinor, refunded: payments.refundedMinor })
      .from(payments)
      .where(eq(payments.id, row.paymentId));
    const unspent = unspentMinor(row.priceMinor, row.impressionsCounted, row.impressionsPaid);
    refund = Math.min(unspent, (payment?.amount ?? 0) - (payment?.refunded ?? 0));
    if (refund > 0) {
      await requestRefund(deps, tx, {
        paymentId: row.paymentId,
        amountMinor: refund,
        key: `campaign-rejected:${row.id}`,
      });
    }
  }
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'ad.reject',
    target: { type: 'campaign', id: row.id },
    before: { approved: row.approved, active: row.active },
    after: { approved: false, active: false, refunded_minor: refund },
    reason,
  });
  const [owner] = await tx
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, row.userId));
  if (owner) {
    const lang = isLanguage(owner.language) ? owner.language : 'en';
    const kind = row.placement === 'profile' ? 'profile' : (row.type as 'search' | 'ads');
    await deps.mail.send(
      campaignRejectedMail(lang, owner.email, {
        kind,
        reason,
        refund: refund > 0 ? formatMoney(refund, row.currency, lang) : null,
      }),
      { tx, dedupeKey: `campaign-rejected-mail:${row.id}` },
    );
  }
}

/**
 * POST /v1/admin/campaigns/reject {type, id, reason}: a search campaign or a search-placement
 * ad (profile ads are stopped with stopProfileAds; 1382). Rejecting a rejected one is 1382.
 */
export async function rejectCampaign(
  deps: Deps,
  actor: Actor,
  ref: { type: TCampaignType; id: number; reason: string },
): Promise<void> {
  authorize(actor, 'campaign.moderate', null);
  const reason = checkedReason(ref.reason);
  await deps.database.db.transaction(async (tx) => {
    const row = await lockedCampaign(tx, ref.type, ref.id);
    if (row.placement === 'profile' || row.rejectionReason !== null) {
      throw new AppError({ code: 1382 });
    }
    await rejectLocked(deps, tx, actor, row, reason);
  });
}

/**
 * POST /v1/admin/campaigns/stop-profile-ads {reason}: rejects each active profile ad (SPEC §4),
 * each with its e-mail and audit entry. Answers how many were stopped.
 */
export async function stopProfileAds(deps: Deps, actor: Actor, rawReason: string) {
  authorize(actor, 'campaign.moderate', null);
  const reason = checkedReason(rawReason);
  return deps.database.db.transaction(async (tx) => {
    const rows = await tx
      .select(campaignWithCount)
      .from(campaigns)
      .where(
        and(
          eq(campaigns.placement, 'profile'),
          eq(campaigns.active, true),
          eq(campaigns.approved, true),
          sql`${campaigns.cancelledAt} is null`,
        ),
      )
      .for('update');
    for (const row of rows) await rejectLocked(deps, tx, actor, row, reason);
    return rows.length;
  });
}
