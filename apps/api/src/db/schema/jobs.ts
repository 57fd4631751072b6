import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** queued → running → done; a failure goes back to queued (later) until the last, then dead. */
export const jobStatus = pgEnum('job_status', ['queued', 'running', 'done', 'dead']);

/**
 * Side effects that must survive a crash (an e-mail, a booking notice), written in the same
 * transaction as the change that causes them and run by the worker (platform/jobs/job-queue.ts,
 * docs/jobs.md). This table is the source of truth even when Redis wakes the workers.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    /** Which handler runs it (`jobs.handle(name, …)`). */
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    /** A second enqueue with the same key is a no-op (the same change told twice). */
    dedupeKey: text('dedupe_key').unique(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    status: jobStatus('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    lastError: text('last_error'),
    /** A running job whose lease has passed was left by a killed process: it is taken again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The request that queued it (directly or through other jobs): its log lines carry the id. */
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // What the worker looks for: due queued jobs and lapsed leases.
    index('jobs_due_idx').on(table.runAt).where(sql`${table.status} in ('queued', 'running')`),
    index('jobs_status_idx').on(table.status, table.updatedAt),
  ],
);
