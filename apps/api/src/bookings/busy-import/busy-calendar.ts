import type { TBusyCalendar } from '@fitmarket/core/api/busy-calendar';
import {
  BUSY_CALENDAR_IMPORT_EVERY_MINUTES,
  busyCalendarHint,
  busyCalendarUrl,
} from '@fitmarket/core/rules/bookings/busy-calendar';
import { and, asc, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/client';
import { busyCalendars, busyTimes } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { countedJob } from '../../platform/jobs/counted-job';
import type { JobLog, RecurringJob } from '../../platform/jobs/job-scheduler';
import { markAvailabilityStale } from '../../search/availability';
import { loadAvailability } from '../availability';
import { fetchFeed } from './feed-fetch';
import { busyIntervals } from './parse-ical';

/**
 * Busy times from the professional's own calendar (issue 18, docs/bookings.md "Busy times from
 * your calendar"). The professional saves their calendar's secret iCalendar address; a
 * recurring scan queues a durable `busy-calendar-import` job for each calendar due (every
 * BUSY_CALENDAR_IMPORT_EVERY_MINUTES), which fetches the feed and replaces the stored busy
 * times in one transaction. Those block open slots and requests like confirmed sessions
 * (`importedBusyAround`, read by create-booking.ts's busyAround).
 */

declare module '../../platform/jobs/job-queue' {
  interface JobPayloads {
    'busy-calendar-import': { userId: number };
  }
}

type Reader = Pick<Database, 'select'>;
type Jobs = Pick<AppDeps['jobs'], 'enqueue'>;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const IMPORT_EVERY_MS = BUSY_CALENDAR_IMPORT_EVERY_MINUTES * MINUTE_MS;
/** How often the scan looks for calendars due. */
const SCAN_EVERY_MS = MINUTE_MS;

/** Imported busy times overlapping [from, to): they block like confirmed sessions. */
export async function importedBusyAround(
  db: Reader,
  professionalId: number,
  from: Date,
  to: Date,
): Promise<{ start: Date; end: Date }[]> {
  return db
    .select({ start: busyTimes.startsAt, end: busyTimes.endsAt })
    .from(busyTimes)
    .where(
      and(
        eq(busyTimes.userId, professionalId),
        lt(busyTimes.startsAt, to),
        gt(busyTimes.endsAt, from),
      ),
    );
}

/** What the owner sees of their connected calendar (never the address itself). */
export async function busyCalendarOf(
  db: Reader,
  userId: number,
  now = new Date(),
): Promise<TBusyCalendar> {
  const [calendar] = await db.select().from(busyCalendars).where(eq(busyCalendars.userId, userId));
  if (!calendar) {
    return { connected: false, host: null, imported_at: null, error: null, busy_count: 0 };
  }
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(busyTimes)
    .where(and(eq(busyTimes.userId, userId), gt(busyTimes.endsAt, now)));
  return {
    connected: true,
    host: busyCalendarHint(calendar.url),
    imported_at: calendar.importedAt?.toISOString() ?? null,
    error:
      calendar.lastError === 'fetch' || calendar.lastError === 'parse' ? calendar.lastError : null,
    busy_count: count?.n ?? 0,
  };
}

/**
 * Connects (or replaces) the professional's calendar and queues its first import in the same
 * transaction. A replaced address's busy times stay until the new one is imported.
 */
export async function saveBusyCalendar(
  deps: Pick<AppDeps, 'database' | 'jobs'>,
  userId: number,
  address: string,
  now = new Date(),
): Promise<TBusyCalendar> {
  const url = busyCalendarUrl(address);
  if (!url) throw new AppError({ code: 1301, field: 'url' });
  const { db } = deps.database;
  await db.transaction(async (tx) => {
    const values = {
      url,
      nextImportAt: new Date(now.getTime() + IMPORT_EVERY_MS),
      lastError: null,
    };
    await tx
      .insert(busyCalendars)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: busyCalendars.userId, set: values });
    await queueImport(deps.jobs, tx, userId, now);
  });
  return busyCalendarOf(db, userId, now);
}

/** Disconnects the calendar: its address and busy times go at once. */
export async function removeBusyCalendar(db: Database, userId: number): Promise<TBusyCalendar> {
  // busy_times go with their calendar (on delete cascade).
  await db.transaction(async (tx) => {
    await tx.delete(busyCalendars).where(eq(busyCalendars.userId, userId));
    await markAvailabilityStale(tx, userId);
  });
  return busyCalendarOf(db, userId);
}

function queueImport(jobs: Jobs, tx: Parameters<Jobs['enqueue']>[0], userId: number, at: Date) {
  return jobs.enqueue(
    tx,
    'busy-calendar-import',
    { userId },
    { dedupeKey: `busy-calendar-import:${userId}:${at.toISOString()}` },
  );
}

/**
 * Claims the calendars due (moving each one's next import on) and queues an import job for
 * each, in one transaction: with several instances each calendar is claimed once a round.
 */
export async function queueDueImports(
  deps: Pick<AppDeps, 'database' | 'jobs'>,
  now = new Date(),
): Promise<number> {
  return deps.database.db.transaction(async (tx) => {
    const due = tx
      .select({ userId: busyCalendars.userId })
      .from(busyCalendars)
      .where(lte(busyCalendars.nextImportAt, now))
      .orderBy(asc(busyCalendars.nextImportAt))
      .limit(500)
      .for('update', { skipLocked: true });
    const claimed = await tx
      .update(busyCalendars)
      .set({ nextImportAt: new Date(now.getTime() + IMPORT_EVERY_MS) })
      .where(sql`${busyCalendars.userId} in (${due})`)
      .returning({ userId: busyCalendars.userId });
    for (const { userId } of claimed) await queueImport(deps.jobs, tx, userId, now);
    return claimed.length;
  });
}

/**
 * Imports one professional's calendar: its busy times from yesterday to their booking horizon
 * replace the stored ones. A feed that cannot be fetched or read keeps the last import's busy
 * times and records why (the availability screen shows it); the next round tries again.
 */
export async function importBusyCalendar(
  db: Database,
  userId: number,
  now = new Date(),
  /** Feeds on the server's own network are fetched only in the demo (and tests). */
  options = { allowInternal: false },
): Promise<'imported' | 'fetch' | 'parse' | 'gone'> {
  const [calendar] = await db.select().from(busyCalendars).where(eq(busyCalendars.userId, userId));
  if (!calendar) return 'gone';
  const rules = await loadAvailability(db, userId);
  const text = await fetchFeed(calendar.url, options);
  let outcome: 'imported' | 'fetch' | 'parse' = text === null ? 'fetch' : 'imported';
  let intervals: ReturnType<typeof busyIntervals> = [];
  if (text !== null) {
    try {
      intervals = busyIntervals(text, {
        from: new Date(now.getTime() - DAY_MS),
        until: new Date(now.getTime() + (rules.horizonDays + 1) * DAY_MS),
        zone: rules.timeZone,
      });
    } catch {
      outcome = 'parse';
    }
  }
  await db.transaction(async (tx) => {
    // The address may have been replaced or removed while the feed was read.
    const [current] = await tx
      .select({ url: busyCalendars.url })
      .from(busyCalendars)
      .where(eq(busyCalendars.userId, userId))
      .for('update');
    if (!current || current.url !== calendar.url) return;
    if (outcome !== 'imported') {
      await tx
        .update(busyCalendars)
        .set({ lastError: outcome })
        .where(eq(busyCalendars.userId, userId));
      return;
    }
    await tx.delete(busyTimes).where(eq(busyTimes.userId, userId));
    if (intervals.length > 0) {
      await tx
        .insert(busyTimes)
        .values(intervals.map((busy) => ({ userId, startsAt: busy.start, endsAt: busy.end })));
    }
    await tx
      .update(busyCalendars)
      .set({ importedAt: now, lastError: null })
      .where(eq(busyCalendars.userId, userId));
    // The search's "available this week" reads the same busy times.
    await markAvailabilityStale(tx, userId);
  });
  return outcome;
}

/** The job handler: one professional's import (its outcome is logged, never retried early). */
export function busyCalendarImporter(deps: { db: Database; log: JobLog; allowInternal: boolean }) {
  return async ({ userId }: { userId: number }) => {
    const outcome = await importBusyCalendar(deps.db, userId, new Date(), {
      allowInternal: deps.allowInternal,
    });
    if (outcome === 'fetch' || outcome === 'parse') {
      deps.log.info({ userId, outcome }, 'busy calendar import failed');
    }
  };
}

/** The recurring scan that queues the imports due. */
export function busyCalendarScanJob(
  deps: Pick<AppDeps, 'database' | 'jobs'>,
  log: JobLog,
): RecurringJob {
  return countedJob(
    {
      name: 'busy-calendar-scan',
      everyMs: SCAN_EVERY_MS,
      work: () => queueDueImports(deps),
      counted: 'queued',
      message: 'busy calendar imports queued',
    },
    log,
  );
}
