import { randomInt } from 'node:crypto';
import type { TCampaignRef } from '@fitmarket/core/api/campaigns';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps';
import { isUniqueViolation } from '../db/errors';
import { queryRows } from '../db/rows';
import { AppError } from '../errors/app-error';
import { isCrawler } from '../platform/http/crawlers';
import { countedImpressions, SERVABLE_C } from './queries';
import { viewerHash } from './viewer';

/**
 * One address counts at most this many impressions of a campaign a day, whatever User-Agents it
 * sends: an office or a home behind one address is several people, a script changing its
 * User-Agent is not, and it cannot spend someone's budget (docs/campaigns.md).
 */
export const IMPRESSIONS_PER_ADDRESS_PER_DAY = 20;

/** A click counts once per viewer and campaign in this window. */
export const CLICK_WINDOW_MINUTES = 30;

/**
 * One address counts at most this many clicks on a campaign in 24 hours, whatever User-Agents
 * it sends (as IMPRESSIONS_PER_ADDRESS_PER_DAY): a script cannot inflate an ad's clicks.
 */
export const CLICKS_PER_ADDRESS_PER_DAY = 10;

type Deps = Pick<AppDeps, 'database' | 'caches'>;
type Database = Deps['database'];
type Db = Database['db'];

/**
 * A campaign's counter is split into this many slots (rows campaign_id, slot): concurrent
 * viewers pick one at random, so 20 at once rarely wait for the same row lock.
 */
export const COUNTER_SLOTS = 16;

/** Paid impressions a slot is given at a time (the campaign's row is locked once per block). */
export const COUNTER_BLOCK = 50;

/** What one try at a slot did: counted (and whether that emptied the slot), or why not. */
type SlotOutcome = 'counted' | 'emptied' | 'refused' | 'no-room';

/**
 * Counts one impression in one counter slot, in ONE statement, and at once (no batching: a
 * billed count is never only in memory): it adds one to the slot only while the campaign is
 * servable, the slot holds granted impressions not yet counted, this viewer has no row today and
 * the address is under its cap; the same statement writes the viewer's row for the day. The
 * campaign's row is only read, so viewers of one campaign wait only for the same slot. Two
 * requests of the same viewer at once: the second's row breaks the day's key, and the whole
 * statement, its increment included, is undone.
 *
 * The commit does not wait for the disk (synchronous_commit off, this transaction only): a crash
 * of the API loses nothing (the statement has committed before the answer), and a crash of the
 * database server itself can lose at most its last fraction of a second of impressions, the
 * slot's count and the viewer rows together, so the totals stay exact and never pass the paid
 * number (docs/campaigns.md).
 */
async function countInSlot(
  database: Database,
  ref: TCampaignRef,
  slot: number,
  day: string,
  viewer: string,
  address: string,
): Promise<SlotOutcome> {
  try {
    // Prepared: the statement is planned once per connection, not once per impression.
    const [row] = await database.preparedRows<{
      fresh: boolean;
      counted: boolean;
      emptied: boolean;
    }>(
      'campaign-count-impression',
      sql`with quick as (select set_config('synchronous_commit', 'off', true) as setting),
        fresh as (
          select c.id, c.placement = 'profile' as uncapped from campaigns c
          where c.id = ${ref.id} and c.type = ${ref.type} and ${SERVABLE_C}
            and not exists (select 1 from campaign_impressions i
              where i.campaign_id = c.id and i.day = ${day}::date and i.address = ${address}
                and i.viewer = ${viewer})
            and (select count(*) from (select 1 from campaign_impressions i
              where i.campaign_id = c.id and i.day = ${day}::date and i.address = ${address}
              limit ${IMPRESSIONS_PER_ADDRESS_PER_DAY}) seen) < ${IMPRESSIONS_PER_ADDRESS_PER_DAY}),
        counted as (
          update campaign_counter_slots s set counted = s.counted + 1,
            granted = case when fresh.uncapped then s.granted + 1 else s.granted end
          from fresh
          where s.campaign_id = fresh.id and s.slot = ${slot}
            and (fresh.uncapped or s.counted < s.granted)
          returning not fresh.uncapped and s.counted = s.granted as emptied),
        inserted as (
          insert into campaign_impressions (campaign_id, day, viewer, address)
          select ${ref.id}, ${day}::date, ${viewer}, ${address} from counted, quick
          where quick.setting = 'off'
          returning campaign_id)
        select exists (select 1 from fresh) as fresh,
          exists (select 1 from inserted) as counted,
          coalesce((select emptied from counted), false) as emptied`,
    );
    if (row?.counted) return row.emptied ? 'emptied' : 'counted';
    return row?.fresh ? 'no-room' : 'refused';
  } catch (error) {
    if (isUniqueViolation(error)) return 'refused';
    throw error;
  }
}

/**
 * Gives an empty slot the campaign's next block of paid impressions, under the campaign's row
 * lock (once per block, so the total handed out never passes the paid number). A profile ad is
 * not capped: its slot only has to exist. False when nothing is left to give. The lock is "no
 * key update", which the impression rows' foreign-key checks (key share) do not wait for.
 */
async function grantBlock(db: Db, ref: TCampaignRef, slot: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [campaign] = await queryRows<{ placement: string; left: number }>(
      tx,
      sql`select c.placement, c.impressions_paid - c.impressions_granted as left from campaigns c
        where c.id = ${ref.id} and c.type = ${ref.type} and ${SERVABLE_C} for no key update`,
    );
    if (!campaign) return false;
    const [held] = await queryRows<{ left: number }>(
      tx,
      sql`select granted - counted as left from campaign_counter_slots
        where campaign_id = ${ref.id} and slot = ${slot}`,
    );
    if (campaign.placement === 'profile' || (held && held.left > 0)) {
      // Another request filled it meanwhile (or an uncapped slot is missing): try it again.
      await tx.execute(sql`insert into campaign_counter_slots (campaign_id, slot)
        values (${ref.id}, ${slot}) on conflict do nothing`);
      return true;
    }
    const block = Math.min(COUNTER_BLOCK, campaign.left);
    if (block <= 0) return false;
    await tx.execute(sql`update campaigns set impressions_granted = impressions_granted + ${block}
      where id = ${ref.id}`);
    await tx.execute(sql`insert into campaign_counter_slots (campaign_id, slot, granted)
      values (${ref.id}, ${slot}, ${block}) on conflict (campaign_id, slot)
      do update set granted = campaign_counter_slots.granted + excluded.granted`);
    return true;
  });
}

/**
 * Ends a campaign whose paid impressions are all counted. Run after the commit that emptied a
 * slot (and whenever a request finds no room left), so the last of concurrent commits sees every
 * slot's count: the campaign ends exactly at the cap, and a crash just before this is mended by
 * the next impression asked for.
 */
async function endWhenAllCounted(db: Db, id: number): Promise<void> {
  await db.execute(sql`update campaigns c set ended_at = now()
    where c.id = ${id} and c.ended_at is null and c.placement <> 'profile'
      and c.impressions_granted >= c.impressions_paid
      and ${countedImpressions(sql`c.id`)} >= c.impressions_paid`);
}

/**
 * Counts one impression of a campaign for a viewer and day (docs/campaigns.md, Counting): in a
 * slot picked at random; an empty slot first asks the campaign for a block, and when all paid
 * impressions are handed out, the last ones are taken wherever a slot still holds some.
 */
export async function countImpression(
  database: Database,
  ref: TCampaignRef,
  day: string,
  viewer: string,
  address = '',
): Promise<boolean> {
  const { db } = database;
  const slot = randomInt(COUNTER_SLOTS);
  let outcome = await countInSlot(database, ref, slot, day, viewer, address);
  if (outcome === 'no-room' && (await grantBlock(db, ref, slot))) {
    outcome = await countInSlot(database, ref, slot, day, viewer, address);
  }
  if (outcome === 'no-room') {
    const spare = await queryRows<{ slot: number }>(
      db,
      sql`select slot from campaign_counter_slots
        where campaign_id = ${ref.id} and counted < granted order by random()`,
    );
    for (const other of spare) {
      outcome = await countInSlot(database, ref, other.slot, day, viewer, address);
      if (outcome !== 'no-room') break;
    }
  }
  if (outcome === 'emptied' || outcome === 'no-room') await endWhenAllCounted(db, ref.id);
  return outcome === 'counted' || outcome === 'emptied';
}

/**
 * The sponsored items a page showed (previews never): POST /v1/campaigns/impressions, and a
 * search page the server rendered with them (public-profile/seo.routes.ts), so one viewer counts
 * once a day whichever of the two told us first.
 */
export async function countImpressions(
  deps: Deps,
  viewerOf: { ip: string; userAgent: string },
  items: readonly TCampaignRef[],
): Promise<number> {
  if (items.length === 0 || isCrawler(viewerOf.userAgent)) return 0;
  const { day, viewer, address } = await viewerHash(deps, viewerOf.ip, viewerOf.userAgent);
  const unique = new Map(items.map((item) => [`${item.type}:${item.id}`, item]));
  let counted = 0;
  for (const item of unique.values()) {
    if (await countImpression(deps.database, item, day, viewer, address)) counted += 1;
  }
  return counted;
}

/**
 * POST /v1/campaigns/clicks and GET /v1/campaigns/ads/{id}/click: a click on a real ad, once per viewer per 30 minutes, and at most
 * CLICKS_PER_ADDRESS_PER_DAY from one address (whatever User-Agents it sends). The campaign's
 * row is locked first, so two clicks at once wait for each other and the second sees the first.
 */
export async function countClick(
  deps: Deps,
  viewerOf: { ip: string; userAgent: string },
  ref: TCampaignRef,
): Promise<boolean> {
  if (isCrawler(viewerOf.userAgent)) return false;
  const { viewer, address } = await viewerHash(deps, viewerOf.ip, viewerOf.userAgent);
  return deps.database.db.transaction(async (tx) => {
    const [campaign] = await queryRows<{ id: number }>(
      tx,
      sql`select c.id from campaigns c where c.id = ${ref.id} and c.type = ${ref.type}
        and c.active and c.approved and c.cancelled_at is null
        and (c.placement = 'profile' or c.paid_at is not null) for no key update`,
    );
    if (!campaign) return false;
    const [seen] = await queryRows<{ recent: boolean; fromAddress: number }>(
      tx,
      sql`select exists (select 1 from campaign_clicks where campaign_id = ${ref.id}
            and viewer = ${viewer}
            and clicked_at > now() - make_interval(mins => ${CLICK_WINDOW_MINUTES})) as recent,
          (select count(*)::int from (select 1 from campaign_clicks where campaign_id = ${ref.id}
            and address = ${address} and clicked_at > now() - interval '1 day'
            limit ${CLICKS_PER_ADDRESS_PER_DAY}) c) as "fromAddress"`,
    );
    if (!seen || seen.recent || seen.fromAddress >= CLICKS_PER_ADDRESS_PER_DAY) return false;
    await tx.execute(
      sql`insert into campaign_clicks (campaign_id, viewer, address)
        values (${ref.id}, ${viewer}, ${address})`,
    );
    await tx.execute(
      sql`update campaigns set clicks_counted = clicks_counted + 1 where id = ${ref.id}`,
    );
    return true;
  });
}

/**
 * GET /v1/campaigns/ads/{id}/click: where an ad's counting link sends the visitor, the ad's own
 * URL, after counting the click (countClick's rules; not when `count` is false, a HEAD request).
 * Whatever the campaign's state: a page shown before it paused still leads there, uncounted.
 * `to` must be that URL (1406), so the link never sends anyone elsewhere; no such ad is 1302.
 */
export async function followAdLink(
  deps: Deps,
  viewerOf: { ip: string; userAgent: string },
  id: number,
  to: string,
  count: boolean,
): Promise<string> {
  const [row] = await queryRows<{ url: string | null }>(
    deps.database.db,
    sql`select ad_url as url from campaigns where id = ${id} and type = 'ads'`,
  );
  if (!row?.url) throw new AppError({ code: 1302 });
  if (to !== row.url) throw new AppError({ code: 1406, field: 'to' });
  if (count) await countClick(deps, viewerOf, { type: 'ads', id });
  return row.url;
}
