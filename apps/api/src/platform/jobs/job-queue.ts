import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import { originRequestId, runAsJob } from '../log-context';
import type { JobLog } from './job-scheduler';

/**
 * The payload of each job by name. Domains add theirs by declaration merging
 * (`declare module '…/platform/jobs/job-queue' { interface JobPayloads { … } }`), so the
 * platform imports none of them.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each domain's `declare module`.
export interface JobPayloads {}
export type JobName = keyof JobPayloads & string;

/** What a handler learns of its job besides the payload. */
export interface JobRun {
  id: number;
  /** 1 on the first run. */
  attempt: number;
}

export type JobHandler<N extends JobName> = (payload: JobPayloads[N], run: JobRun) => Promise<void>;

export interface HandleOptions {
  /** Empty the payload once the job is done: it holds what should not be kept (mailed links). */
  forgetPayload?: boolean;
}

export interface EnqueueOptions {
  /** A second job with the same key is not added (the same change told twice). */
  dedupeKey?: string;
  /** Not before this time (default: now). */
  runAt?: Date;
}

/** The database or the transaction the job belongs to: it exists only if that commits. */
export type JobWriter = Pick<Database, 'insert'>;

export interface JobQueueOptions {
  db: Database;
  log: JobLog;
  /** How often the worker looks for due jobs when nothing woke it. */
  pollMs: number;
  /** How long a run may take before another worker takes the job again (a killed process). */
  leaseMs: number;
  maxAttempts: number;
  /** The wait after the first failure; it doubles with each further one up to `backoffCapMs`. */
  backoffMs: number;
  backoffCapMs: number;
  /** Told of each job written and each retry, e.g. to wake the workers of other instances. */
  onQueued?(job: { id: number; runAt: Date }): void;
  /** Told of each failed run; `final` when it left the job dead (the failures metric). */
  onFailed?(job: { name: string; final: boolean }): void;
}

interface ClaimedJob {
  id: number;
  name: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
  request_id: string | null;
}

/** The wait before the next attempt once `attempts` runs have failed. */
export function retryDelayMs(
  attempts: number,
  options: Pick<JobQueueOptions, 'backoffMs' | 'backoffCapMs'>,
) {
  return Math.min(options.backoffMs * 2 ** Math.max(attempts - 1, 0), options.backoffCapMs);
}

/**
 * Durable side effects on a table (docs/jobs.md). `enqueue` writes a job in the caller's
 * transaction; the worker takes due jobs one at a time with FOR UPDATE SKIP LOCKED (so any
 * number of instances share the table and each job runs on one), runs the handler outside any
 * transaction (PGlite's one connection stays free), and then marks it done, or schedules a
 * retry with exponential backoff, or after the last attempt leaves it dead with its error for
 * staff to see. A job left running by a killed process is taken again once its lease passes:
 * handlers may run twice in that case and are written to notice (e.g. the outbox's job id).
 */
export function createJobQueue(options: JobQueueOptions) {
  const { db, log } = options;
  const handlers = new Map<string, { run: JobHandler<never>; forgetPayload: boolean }>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let started = false;

  async function claim() {
    const lease = `${options.leaseMs} milliseconds`;
    const result = await db.execute(sql`
      update jobs set status = 'running', attempts = attempts + 1,
        locked_until = now() + ${lease}::interval, updated_at = now()
      where id = (
        select id from jobs
        where (status = 'queued' and run_at <= now())
          or (status = 'running' and locked_until <= now())
        order by run_at limit 1
        for update skip locked
      )
      returning id, name, payload, attempts, max_attempts, request_id`);
    // Both drivers answer with `rows`.
    return (result as unknown as { rows: ClaimedJob[] }).rows[0];
  }

  async function finish(job: ClaimedJob, error?: unknown) {
    const mine = and(eq(jobs.id, job.id), eq(jobs.status, 'running'));
    if (error === undefined) {
      const forget = handlers.get(job.name)?.forgetPayload;
      await db
        .update(jobs)
        .set({
          status: 'done',
          lockedUntil: null,
          updatedAt: sql`now()`,
          ...(forget ? { payload: {} } : {}),
        })
        .where(mine);
      return;
    }
    const lastError = error instanceof Error ? error.message : String(error);
    options.onFailed?.({ name: job.name, final: job.attempts >= job.max_attempts });
    if (job.attempts >= job.max_attempts) {
      await db
        .update(jobs)
        .set({ status: 'dead', lastError, lockedUntil: null, updatedAt: sql`now()` })
        .where(mine);
      log.error({ err: error, job: job.name, jobId: job.id }, 'job failed for the last time');
      return;
    }
    const delay = retryDelayMs(job.attempts, options);
    const [row] = await db
      .update(jobs)
      .set({
        status: 'queued',
        lastError,
        lockedUntil: null,
        runAt: sql`now() + ${`${delay} milliseconds`}::interval`,
        updatedAt: sql`now()`,
      })
      .where(mine)
      .returning({ id: jobs.id, runAt: jobs.runAt });
    log.info({ err: error, job: job.name, jobId: job.id, retryInMs: delay }, 'job failed');
    if (row) options.onQueued?.(row);
  }

  /** Runs one due job; false when there was none. */
  async function runOne(): Promise<boolean> {
    const job = await claim();
    if (!job) return false;
    const handler = handlers.get(job.name);
    const fields = { job: job.name, jobId: job.id, reqId: job.request_id ?? undefined };
    await runAsJob(fields, async () => {
      try {
        if (!handler) throw new Error(`no handler for job ${job.name}`);
        await handler.run(job.payload as never, { id: job.id, attempt: job.attempts });
        await finish(job);
      } catch (error) {
        await finish(job, error);
      }
    });
    return true;
  }

  /** Runs due jobs until none is left. */
  async function drain() {
    while (await runOne()) {}
  }

  /** One drain at a time per process; a wake during it makes it look once more. */
  function wake() {
    if (!started) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await drain();
        } catch (error) {
          log.error({ err: error }, 'job worker failed');
        }
      } while (again && started);
    })().finally(() => {
      running = undefined;
    });
  }

  return {
    handle<N extends JobName>(name: N, handler: JobHandler<N>, handleOptions: HandleOptions = {}) {
      if (handlers.has(name)) throw new Error(`job ${name} already has a handler`);
      handlers.set(name, {
        run: handler as JobHandler<never>,
        forgetPayload: handleOptions.forgetPayload ?? false,
      });
    },

    async enqueue<N extends JobName>(
      writer: JobWriter,
      name: N,
      payload: JobPayloads[N],
      enqueueOptions: EnqueueOptions = {},
    ) {
      const [row] = await writer
        .insert(jobs)
        .values({
          name,
          payload,
          dedupeKey: enqueueOptions.dedupeKey,
          runAt: enqueueOptions.runAt,
          maxAttempts: options.maxAttempts,
          requestId: originRequestId(),
        })
        .onConflictDoNothing({ target: jobs.dedupeKey })
        .returning({ id: jobs.id, runAt: jobs.runAt });
      if (!row) return;
      // The caller's transaction may not have committed yet: on PGlite the worker's query waits
      // for it; on PostgreSQL a look shortly after catches most, and the poll every other.
      setImmediate(wake);
      setTimeout(wake, 100).unref();
      options.onQueued?.(row);
    },

    /** Gives a dead job a new set of attempts, now; false when no dead job has this id. */
    async retryDead(id: number): Promise<boolean> {
      const [row] = await db
        .update(jobs)
        .set({ status: 'queued', attempts: 0, runAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(jobs.id, id), eq(jobs.status, 'dead')))
        .returning({ id: jobs.id, runAt: jobs.runAt });
      if (!row) return false;
      setImmediate(wake);
      options.onQueued?.(row);
      return true;
    },

    wake,
    drain,

    async start() {
      started = true;
      // unref: a pending look never keeps the process alive on its own.
      timer = setInterval(wake, options.pollMs).unref();
      wake();
    },

    async stop() {
      started = false;
      clearInterval(timer);
      await running;
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;

/** Jobs per status now (the queue-depth metric); done jobs are history, not depth. */
export async function countJobsByStatus(db: Database) {
  return db
    .select({ status: jobs.status, count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(sql`${jobs.status} in ('queued', 'running', 'dead')`)
    .groupBy(jobs.status);
}
