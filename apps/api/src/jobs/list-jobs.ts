import { pagination } from '@fitmarket/core/api/envelope';
import type { TJob, TJobStatus } from '@fitmarket/core/api/jobs';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobs } from '../db/schema/jobs';

type JobRow = Pick<
  typeof jobs.$inferSelect,
  | 'id'
  | 'name'
  | 'status'
  | 'attempts'
  | 'maxAttempts'
  | 'lastError'
  | 'runAt'
  | 'createdAt'
  | 'updatedAt'
>;

const columns = {
  id: jobs.id,
  name: jobs.name,
  status: jobs.status,
  attempts: jobs.attempts,
  maxAttempts: jobs.maxAttempts,
  lastError: jobs.lastError,
  runAt: jobs.runAt,
  createdAt: jobs.createdAt,
  updatedAt: jobs.updatedAt,
};

export const toJob = (row: JobRow): TJob => ({
  id: row.id,
  name: row.name,
  status: row.status,
  attempts: row.attempts,
  max_attempts: row.maxAttempts,
  last_error: row.lastError,
  run_at: row.runAt.toISOString(),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** One page of the jobs in `status`, the latest changed first. */
export async function listJobs(db: Database, status: TJobStatus, page: number, perPage: number) {
  const [counted] = await db.select({ total: count() }).from(jobs).where(eq(jobs.status, status));
  const rows = await db
    .select(columns)
    .from(jobs)
    .where(eq(jobs.status, status))
    .orderBy(desc(jobs.updatedAt), desc(jobs.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return {
    data: rows.map(toJob),
    meta: { pagination: pagination(counted?.total ?? 0, page, perPage, rows.length) },
  };
}

/** The job as it is now (after a retry). */
export async function loadJob(db: Database, id: number) {
  const [row] = await db.select(columns).from(jobs).where(eq(jobs.id, id));
  return row ? toJob(row) : null;
}
