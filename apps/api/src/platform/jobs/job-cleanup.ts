import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import type { JobLog, RecurringJob } from './job-scheduler';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Rows per delete: a first run over a long backlog holds no lock for long. */
const BATCH = 1000;

export interface JobRetention {
  /** Days a done job (and its payload: addresses, IP addresses) is kept. */
  doneDays: number;
  /** Days a dead job is kept for staff to see and retry. */
  deadDays: number;
}

/** One batch of the jobs in `status` last changed before `before`, found by jobs_status_idx. */
export function deleteBatchQuery(db: Database, status: 'done' | 'dead', before: Date) {
  const batch = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.status, status), lt(jobs.updatedAt, before)))
    .limit(BATCH);
  // `= any(array(…))` rather than `in (…)`: the ids are then looked up by the primary key, where
  // `in` lets the planner join the whole table against them.
  return db.delete(jobs).where(sql`${jobs.id} = any(array(${batch}))`).returning({ id: jobs.id });
}

async function deleteChangedBefore(db: Database, status: 'done' | 'dead', before: Date) {
  let deleted = 0;
  for (;;) {
    const rows = await deleteBatchQuery(db, status, before);
    deleted += rows.length;
    if (rows.length < BATCH) return deleted;
  }
}

/**
 * Deletes done jobs after `doneDays` and dead ones after `deadDays` (docs/jobs.md). A done job's
 * payload can hold e-mail and IP addresses, kept no longer than needed; queued and running jobs
 * are never touched. A dedupe key goes with its job, so only a change told twice within the
 * retention is recognised: the keys in use name one change each (booking id, kind and version).
 */
export async function deleteOldJobs(db: Database, retention: JobRetention, now = new Date()) {
  const done = await deleteChangedBefore(
    db,
    'done',
    new Date(now.getTime() - retention.doneDays * DAY_MS),
  );
  const dead = await deleteChangedBefore(
    db,
    'dead',
    new Date(now.getTime() - retention.deadDays * DAY_MS),
  );
  return { done, dead };
}

export function jobCleanupJob(db: Database, retention: JobRetention, log: JobLog): RecurringJob {
  return {
    name: 'job-cleanup',
    everyMs: HOUR_MS,
    async run() {
      const deleted = await deleteOldJobs(db, retention);
      log.info({ deleted }, 'old done and dead jobs deleted');
    },
  };
}
