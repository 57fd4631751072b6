import type { TInsights } from '@fitmarket/core/api/memberships';
import { hasInsights, INSIGHT_WEEKS } from '@fitmarket/core/rules/membership';
import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { isForeignKeyViolation } from '../db/errors';
import { bookings, professionalInsights, users } from '../db/schema';
import { AppError } from '../errors/app-error';
import { defineCache } from '../platform/caches';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Monday (UTC) of the ISO week of `at`, as YYYY-MM-DD. */
export function weekOf(at: Date): string {
  const day = (at.getUTCDay() + 6) % 7;
  const monday = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() - day));
  return monday.toISOString().slice(0, 10);
}

/**
 * Rows wait at most this long in memory: a crash loses at most this much of the counts (a
 * shutdown writes them). Each instance writes every professional it showed, so the database's
 * work grows with the instances, not with the visitors: every 5 s, not every second.
 */
const FLUSH_AFTER_MS = 5000;

export interface InsightCounter {
  /** A public profile was opened (by anyone but its owner). */
  profileView(professionalId: number): void;
  /** These professionals were shown in a page of search results. */
  searchAppearances(professionalIds: readonly number[]): void;
  flush(): Promise<void>;
}

/**
 * Premium's insight counts, added up in memory and written about once a second as one upsert
 * (like the search log: a search must not wait for a write). These are statistics for the
 * professional, not billed counts: a crash loses at most a second of them.
 *
 * Every instance upserts the same hot rows, so two rules keep the writes from piling up (the
 * scale test saw all of PgBouncer's connections waiting on one another's row locks for 20 s):
 * rows go in key order, so two instances' upserts never lock in opposite orders and deadlock;
 * and one write at a time per process, counts adding up in memory meanwhile, so a slow write
 * holds one connection, not one more every second. A failed write's counts join the next.
 */
export function createInsightCounter(
  db: Database,
  log: { error(obj: object, msg: string): void },
  flushAfterMs = FLUSH_AFTER_MS,
): InsightCounter {
  let counts = new Map<string, { views: number; appearances: number }>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> | undefined;

  function schedule() {
    if (timer || writing) return;
    timer = setTimeout(() => void write(), flushAfterMs);
    timer.unref();
  }

  async function upsert(batch: typeof counts): Promise<void> {
    const rows = [...batch]
      .map(([key, value]) => {
        const [id, week] = key.split('|');
        return { id: Number(id), week: week ?? '', views: value.views, shown: value.appearances };
      })
      .sort((a, b) => a.id - b.id || a.week.localeCompare(b.week));
    try {
      // One JSON parameter, not four per row (drizzle's builder and PostgreSQL's parse of
      // thousands of parameters cost every instance each second).
      await db.execute(sql`insert into professional_insights
          (professional_id, week, profile_views, search_appearances)
        select id, week, views, shown
        from json_to_recordset(${JSON.stringify(rows)}::json)
          as r(id integer, week date, views integer, shown integer)
        order by id, week
        on conflict (professional_id, week) do update set
          profile_views = professional_insights.profile_views + excluded.profile_views,
          search_appearances = professional_insights.search_appearances + excluded.search_appearances`);
    } catch (error) {
      // A professional deleted meanwhile fails the batch for good (foreign key): dropped then.
      const keep = !isForeignKeyViolation(error);
      log.error({ err: error, rows: rows.length, kept: keep }, 'insights not written');
      if (keep) for (const [key, value] of batch) add(key, value.views, value.appearances);
    }
  }

  function write(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (writing) return writing;
    if (counts.size === 0) return Promise.resolve();
    const batch = counts;
    counts = new Map();
    writing = upsert(batch).finally(() => {
      writing = undefined;
      if (counts.size > 0) schedule();
    });
    return writing;
  }

  function add(key: string, views: number, appearances: number) {
    const entry = counts.get(key) ?? { views: 0, appearances: 0 };
    entry.views += views;
    entry.appearances += appearances;
    counts.set(key, entry);
    schedule();
  }

  // This day's week, worked out once a day rather than once per counted professional.
  let today = { start: 0, week: '' };
  function thisWeek(): string {
    const now = Date.now();
    if (now - today.start >= DAY_MS || now < today.start) {
      today = { start: now - (now % DAY_MS), week: weekOf(new Date(now)) };
    }
    return today.week;
  }

  return {
    profileView: (id) => add(`${id}|${thisWeek()}`, 1, 0),
    searchAppearances: (ids) => {
      const week = thisWeek();
      for (const id of ids) add(`${id}|${week}`, 0, 1);
    },
    async flush() {
      // A write under way first, then what gathered meanwhile.
      await writing;
      await write();
    },
  };
}

/** One counter per process (both listeners share their AppDeps). */
export const insightCounter = defineCache('insights', (deps, log) =>
  createInsightCounter(deps.database.db, log),
);

/**
 * The last INSIGHT_WEEKS weeks of a Premium professional, newest first: profile views, search
 * appearances, booking requests from customers (manual bookings are not conversions) and the
 * conversion, bookings per profile view. Any other level is refused with 1387.
 */
export async function professionalInsightWeeks(
  db: Database,
  userId: number,
  now = new Date(),
): Promise<TInsights> {
  const [user] = await db
    .select({ membershipId: users.membershipId })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || !hasInsights(user.membershipId)) throw new AppError({ code: 1387 });
  const thisWeek = weekOf(now);
  const weeks = Array.from({ length: INSIGHT_WEEKS }, (_, index) =>
    weekOf(new Date(Date.parse(thisWeek) - index * 7 * DAY_MS)),
  );
  const oldest = weeks.at(-1) ?? thisWeek;
  const counted = await db
    .select()
    .from(professionalInsights)
    .where(
      and(eq(professionalInsights.professionalId, userId), gte(professionalInsights.week, oldest)),
    );
  const booked = await db
    .select({
      week: sql<string>`to_char(date_trunc('week', ${bookings.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`,
      count: sql<number>`count(*)::int`,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.professionalId, userId),
        isNotNull(bookings.customerId),
        gte(bookings.createdAt, new Date(`${oldest}T00:00:00Z`)),
      ),
    )
    .groupBy(sql`1`);
  return {
    weeks: weeks.map((week) => {
      const row = counted.find((entry) => entry.week === week);
      const views = row?.profileViews ?? 0;
      const bookingCount = booked.find((entry) => entry.week === week)?.count ?? 0;
      return {
        week,
        profile_views: views,
        search_appearances: row?.searchAppearances ?? 0,
        bookings: bookingCount,
        booking_conversion: views > 0 ? Math.round((bookingCount / views) * 1000) / 1000 : null,
      };
    }),
  };
}
