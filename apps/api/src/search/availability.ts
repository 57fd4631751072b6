import { SEARCH_AVAILABLE_DAYS } from '@fitmarket/core/limits';
import { openSlots } from '@fitmarket/core/rules/bookings/availability';
import { eq, inArray, min, sql } from 'drizzle-orm';
import { loadAvailability } from '../bookings/availability';
import { busyAround } from '../bookings/create-booking';
import type { Database } from '../db/client';
import { queryRows } from '../db/rows';
import { professionalServices, searchAvailability } from '../db/schema';
import { countedJob } from '../platform/jobs/counted-job';
import type { JobLog, RecurringJob } from '../platform/jobs/job-scheduler';

/**
 * "Available this week" (docs/search.md "Available this week"): each listed professional has a
 * `search_availability` row with the start of their last free slot within SEARCH_AVAILABLE_DAYS
 * of the check (`last_free_at`), so the filter is one look-up by user (`last_free_at >= now`),
 * never a slot computation per search. The row is apart from the search document, whose rows
 * this job would otherwise rewrite every hour (db/schema/search.ts). A booking change or an
 * hours change marks it stale (`checked_at` null) in its own transaction, as does a rebuilt
 * document; a recurring job computes the stale rows, those whose last free slot has passed, and
 * once an hour those that had none (the week moves on).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the job looks for stale rows. */
const EVERY_MS = 60_000;
/** Rows computed per run at most (a few small queries each). */
const BATCH = 200;
/** A row without a free slot is checked again after this long. */
const RECHECK_MS = 60 * 60 * 1000;
/** The slot length looked for when the professional offers no service. */
const DEFAULT_SLOT_MINUTES = 60;

/** Marks a professional's free slot to be computed again (in the transaction of the change). */
export async function markAvailabilityStale(
  tx: Pick<Database, 'update'>,
  professionalId: number,
): Promise<void> {
  await tx
    .update(searchAvailability)
    .set({ checkedAt: null })
    .where(eq(searchAvailability.userId, professionalId));
}

/**
 * After these professionals' documents were rebuilt (search-document.ts): the listed ones keep
 * their free slot, so the filter goes on working, and are checked again (services and their
 * lengths may have changed); the others, now without a document, lose it.
 */
export async function availabilityAfterRebuild(
  tx: Database,
  userIds: readonly number[],
  listedIds: readonly number[],
): Promise<void> {
  const listed = new Set(listedIds);
  const unlisted = userIds.filter((id) => !listed.has(id));
  if (unlisted.length > 0) {
    await tx.delete(searchAvailability).where(inArray(searchAvailability.userId, unlisted));
  }
  if (listedIds.length > 0) {
    await tx
      .insert(searchAvailability)
      .values(listedIds.map((userId) => ({ userId })))
      .onConflictDoUpdate({ target: searchAvailability.userId, set: { checkedAt: null } });
  }
}

/**
 * The start of the professional's last open slot (their shortest service's length, as the
 * booking flow offers it) between now and SEARCH_AVAILABLE_DAYS ahead, or null for none.
 */
export async function lastFreeSlot(
  db: Database,
  professionalId: number,
  now: Date,
): Promise<Date | null> {
  const rules = await loadAvailability(db, professionalId);
  if (!rules.fixedHours) return null;
  const [shortest] = await db
    .select({ minutes: min(professionalServices.durationMinutes) })
    .from(professionalServices)
    .where(eq(professionalServices.userId, professionalId));
  const until = new Date(now.getTime() + SEARCH_AVAILABLE_DAYS * DAY_MS);
  const busy = await busyAround(db, professionalId, now, until, null, now);
  const slots = openSlots(rules, busy, {
    durationMinutes: shortest?.minutes ?? DEFAULT_SLOT_MINUTES,
    locationId: null,
    now,
    from: now,
    until,
  });
  return slots.at(-1)?.start ?? null;
}

/**
 * Computes the free slot of these professionals' documents. Each in a transaction that holds
 * the row: a change marking it stale meanwhile waits, and its mark then stands for the next run.
 */
export async function refreshAvailability(
  db: Database,
  professionalIds: readonly number[],
  now = new Date(),
): Promise<void> {
  for (const id of professionalIds) {
    await db.transaction(async (tx) => {
      const [row] = await queryRows<{ user_id: number }>(
        tx,
        sql`select user_id from search_availability where user_id = ${id} for update`,
      );
      if (!row) return;
      const last = await lastFreeSlot(tx, id, now);
      await tx
        .update(searchAvailability)
        .set({ lastFreeAt: last, checkedAt: now })
        .where(eq(searchAvailability.userId, id));
    });
  }
}

/**
 * The documents whose free slot is due: marked stale (never checked), a last free slot that has
 * passed, no free slot at a check an hour ago. Each branch reads its own index.
 */
export async function staleAvailability(db: Database, now = new Date(), limit = BATCH) {
  const since = new Date(now.getTime() - RECHECK_MS);
  const rows = await queryRows<{ user_id: number }>(
    db,
    sql`(select user_id from search_availability where checked_at is null limit ${limit})
      union
      (select user_id from search_availability where last_free_at < ${now.toISOString()}::timestamptz
        limit ${limit})
      union
      (select user_id from search_availability
        where checked_at < ${since.toISOString()}::timestamptz and last_free_at is null
        order by checked_at limit ${limit})
      limit ${limit}`,
  );
  return rows.map((row) => row.user_id);
}

export async function refreshStaleAvailability(db: Database, now = new Date()): Promise<number> {
  const ids = await staleAvailability(db, now);
  await refreshAvailability(db, ids, now);
  return ids.length;
}

export function searchAvailabilityJob(db: Database, log: JobLog): RecurringJob {
  return countedJob(
    {
      name: 'search-availability',
      everyMs: EVERY_MS,
      work: () => refreshStaleAvailability(db),
      counted: 'count',
      message: 'free slots of professionals computed',
    },
    log,
  );
}
