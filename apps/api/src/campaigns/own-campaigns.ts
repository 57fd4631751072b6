import type { TCampaignStats, TOwnCampaign } from '@fitmarket/core/api/campaigns';
import type { Currency } from '@fitmarket/core/limits';
import { spentMinor } from '@fitmarket/core/rules/campaign-pricing';
import { eq, sql } from 'drizzle-orm';
import { type Actor, authorize } from '../access/permissions';
import type { Database } from '../db/client';
import { queryRows } from '../db/rows';
import { campaigns } from '../db/schema';
import { AppError } from '../errors/app-error';
import {
  activeProfileAd,
  campaignRow,
  campaignRows,
  isSecondActiveProfileAd,
  lifecycle,
  ownCampaignView,
} from './queries';

/** GET /v1/me/campaigns: the owner's campaigns, newest first. */
export async function listOwnCampaigns(db: Database, actor: Actor): Promise<TOwnCampaign[]> {
  const rows = await campaignRows(db, eq(campaigns.userId, actor.id));
  return rows.map(ownCampaignView);
}

/** One of the owner's campaigns; someone else's is 404 (1302), as for a missing one. */
export async function ownCampaign(db: Database, actor: Actor, id: number) {
  const row = await campaignRow(db, id);
  if (!row) throw new AppError({ code: 1302 });
  authorize(actor, 'campaign.manage', { ownerId: row.campaign.userId });
  return row;
}

export async function getOwnCampaign(db: Database, actor: Actor, id: number) {
  return ownCampaignView(await ownCampaign(db, actor, id));
}

/**
 * GET /v1/me/campaigns/{id}/stats: impressions (counted rows of each UTC day), clicks, CTR
 * and spend per day (each day's impressions at the campaign's price per impression).
 */
export async function campaignStats(
  db: Database,
  actor: Actor,
  id: number,
): Promise<TCampaignStats> {
  const { campaign } = await ownCampaign(db, actor, id);
  const days = await queryRows<{ day: string; impressions: number; clicks: number }>(
    db,
    sql`select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(i.n, 0)::int as impressions,
        coalesce(k.n, 0)::int as clicks
      from (select day from campaign_impressions where campaign_id = ${id}
            union select (clicked_at at time zone 'UTC')::date from campaign_clicks
            where campaign_id = ${id}) d
      left join (select day, count(*) as n from campaign_impressions where campaign_id = ${id}
                 group by day) i on i.day = d.day
      left join (select (clicked_at at time zone 'UTC')::date as day, count(*) as n
                 from campaign_clicks where campaign_id = ${id} group by 1) k on k.day = d.day
      order by d.day`,
  );
  const paid = campaign.impressionsPaid;
  const price = campaign.paidAt ? campaign.priceMinor : 0;
  // Spend per day is the difference of the running totals, so the days add up to the total.
  let running = 0;
  return {
    campaign_id: campaign.id,
    currency: campaign.currency as Currency,
    impressions_counted: campaign.impressionsCounted,
    impressions_paid: paid,
    clicks_counted: campaign.clicksCounted,
    ctr: campaign.impressionsCounted > 0 ? campaign.clicksCounted / campaign.impressionsCounted : 0,
    spend_minor: spentMinor(price, campaign.impressionsCounted, paid),
    days: days.map((day) => {
      const before = spentMinor(price, running, paid);
      running += day.impressions;
      return {
        date: day.day,
        impressions: day.impressions,
        clicks: day.clicks,
        ctr: day.impressions > 0 ? day.clicks / day.impressions : 0,
        spend_minor: spentMinor(price, running, paid) - before,
      };
    }),
  };
}

/** POST /v1/me/campaigns/{id}/pause: the owner switches it off (the "by user" tag). */
export async function pauseCampaign(db: Database, actor: Actor, id: number) {
  const row = await ownCampaign(db, actor, id);
  const state = lifecycle(row.campaign);
  if (state === 'cancelled' || state === 'rejected' || state === 'ended') {
    throw new AppError({ code: 1381 });
  }
  await db
    .update(campaigns)
    .set({ active: false, pausedBy: 'user', updatedAt: new Date() })
    .where(eq(campaigns.id, id));
  return getOwnCampaign(db, actor, id);
}

/**
 * POST /v1/me/campaigns/{id}/resume: switched on again. A profile ad while another is active
 * answers 1380 unless `pause_active`, which pauses that one in the same transaction.
 */
export async function resumeCampaign(db: Database, actor: Actor, id: number, pauseActive: boolean) {
  const row = await ownCampaign(db, actor, id);
  const state = lifecycle(row.campaign);
  if (state === 'cancelled' || state === 'rejected' || state === 'ended') {
    throw new AppError({ code: 1381 });
  }
  await db
    .transaction(async (tx) => {
      if (row.campaign.placement === 'profile' && !row.campaign.active) {
        const active = await activeProfileAd(tx, actor.id);
        if (active && active.id !== id) {
          if (!pauseActive) throw new AppError({ code: 1380, field: 'pause_active' });
          await tx
            .update(campaigns)
            .set({ active: false, pausedBy: 'user', updatedAt: new Date() })
            .where(eq(campaigns.id, active.id));
        }
      }
      await tx
        .update(campaigns)
        .set({ active: true, pausedBy: null, updatedAt: new Date() })
        .where(eq(campaigns.id, id));
    })
    .catch((error: unknown) => {
      if (isSecondActiveProfileAd(error)) throw new AppError({ code: 1380, field: 'pause_active' });
      throw error;
    });
  return getOwnCampaign(db, actor, id);
}
