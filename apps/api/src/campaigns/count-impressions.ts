import type { TCampaignRef } from '@fitmarket/core/api/campaigns';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps';
import { queryRows } from '../db/rows';
import { isUniqueViolation, SERVABLE_C } from './queries';
import { viewerHash } from './viewer';

/**
 * One address counts at most this many impressions of a campaign a day, whatever User-Agents it
 * sends: an office or a home behind one address is several people, a script changing its
 * User-Agent is not, and it cannot spend someone's budget (docs/campaigns.md).
 */
export const IMPRESSIONS_PER_ADDRESS_PER_DAY = 20;

/** A click counts once per viewer and campaign in this window. */
export const CLICK_WINDOW_MINUTES = 30;

type Deps = Pick<AppDeps, 'database' | 'caches'>;

/**
 * Counts one impression of a campaign for a viewer and day, in the database and at once (no
 * batching: a billed count is never only in memory), in ONE statement: a guarded UPDATE adds it
 * only while the campaign is servable, below its paid impressions and not yet seen by this
 * viewer today (ending it on the last paid one), and the same statement writes the viewer's row
 * for the day. Concurrent requests queue on the campaign's row lock and each re-checks the
 * counter, so the count never passes the paid number (the table's check would refuse it too).
 * Two requests of the same viewer at once: the second's row breaks the day's key, and the
 * whole statement, its increment included, is undone.
 *
 * The commit does not wait for the disk (synchronous_commit off, this transaction only): a crash
 * of the API loses nothing (the statement has committed before the answer), and a crash of the
 * database server itself can lose at most its last fraction of a second of impressions, the
 * counter and the viewer rows together, so the totals stay exact and never pass the paid number.
 */
export async function countImpression(
  db: Deps['database']['db'],
  ref: TCampaignRef,
  day: string,
  viewer: string,
  address = '',
): Promise<boolean> {
  try {
    // The campaign's row lock is held until the commit: without waiting for the disk there,
    // concurrent viewers of one campaign are not queued behind each flush (docs/campaigns.md).
    // set_config(…, true) lasts for this statement's own transaction only.
    const inserted = await queryRows<{ campaign_id: number }>(
      db,
      sql`with quick as (select set_config('synchronous_commit', 'off', true) as setting),
        counted as (
          update campaigns c set impressions_counted = c.impressions_counted + 1,
            ended_at = case when c.placement <> 'profile'
              and c.impressions_counted + 1 >= c.impressions_paid then now() else c.ended_at end
          where c.id = ${ref.id} and c.type = ${ref.type} and ${SERVABLE_C}
            and not exists (select 1 from campaign_impressions i
              where i.campaign_id = c.id and i.day = ${day}::date and i.viewer = ${viewer})
            and (select count(*) from (select 1 from campaign_impressions i
              where i.campaign_id = c.id and i.day = ${day}::date and i.address = ${address}
              limit ${IMPRESSIONS_PER_ADDRESS_PER_DAY}) seen) < ${IMPRESSIONS_PER_ADDRESS_PER_DAY}
          returning c.id)
        insert into campaign_impressions (campaign_id, day, viewer, address)
        select counted.id, ${day}::date, ${viewer}, ${address} from counted, quick
        where quick.setting = 'off'
        returning campaign_id`,
    );
    return inserted.length > 0;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** POST /v1/campaigns/impressions: the sponsored items a page showed (previews are not sent). */
export async function countImpressions(
  deps: Deps,
  viewerOf: { ip: string; userAgent: string },
  items: readonly TCampaignRef[],
): Promise<number> {
  const { day, viewer, address } = await viewerHash(deps, viewerOf.ip, viewerOf.userAgent);
  const unique = new Map(items.map((item) => [`${item.type}:${item.id}`, item]));
  let counted = 0;
  for (const item of unique.values()) {
    if (await countImpression(deps.database.db, item, day, viewer, address)) counted += 1;
  }
  return counted;
}

/**
 * POST /v1/campaigns/clicks: a click on a real ad, once per viewer per 30 minutes. The
 * campaign's row is locked first, so two clicks at once wait for each other and the second
 * sees the first.
 */
export async function countClick(
  deps: Deps,
  viewerOf: { ip: string; userAgent: string },
  ref: TCampaignRef,
): Promise<boolean> {
  const { viewer } = await viewerHash(deps, viewerOf.ip, viewerOf.userAgent);
  return deps.database.db.transaction(async (tx) => {
    const [campaign] = await queryRows<{ id: number }>(
      tx,
      sql`select c.id from campaigns c where c.id = ${ref.id} and c.type = ${ref.type}
        and c.active and c.approved and c.cancelled_at is null
        and (c.placement = 'profile' or c.paid_at is not null) for update`,
    );
    if (!campaign) return false;
    const [recent] = await queryRows<{ id: number }>(
      tx,
      sql`select id from campaign_clicks where campaign_id = ${ref.id} and viewer = ${viewer}
        and clicked_at > now() - make_interval(mins => ${CLICK_WINDOW_MINUTES}) limit 1`,
    );
    if (recent) return false;
    await tx.execute(
      sql`insert into campaign_clicks (campaign_id, viewer) values (${ref.id}, ${viewer})`,
    );
    await tx.execute(
      sql`update campaigns set clicks_counted = clicks_counted + 1 where id = ${ref.id}`,
    );
    return true;
  });
}
