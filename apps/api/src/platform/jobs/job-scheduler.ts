import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createBullmqScheduler } from './bullmq-scheduler';
import { createInProcessScheduler } from './in-process-scheduler';
import { jobCleanupJob } from './job-cleanup';
import { createJobQueue, type JobQueue, type JobQueueOptions } from './job-queue';

/** Work the product does on a clock rather than for a request, e.g. deleting expired codes. */
export interface RecurringJob {
  /** Stable and unique: on Redis it names the job's schedule, shared by every instance. */
  name: string;
  everyMs: number;
  run(): Promise<void>;
}

/**
 * Runs recurring jobs. In process by default; with REDIS_URL on BullMQ, where each run happens
 * on one instance however many there are. Jobs are added before start(); stop() waits for the
 * runs under way. `wakeWorkers` (BullMQ only) has one instance's job worker look at the jobs
 * table at `runAt`.
 */
export interface RecurringScheduler {
  readonly kind: 'in-process' | 'bullmq';
  every(job: RecurringJob): void;
  start(): Promise<void>;
  stop(): Promise<void>;
  wakeWorkers?(runAt: Date): void;
}

/**
 * Recurring jobs, and the durable jobs of platform/jobs/job-queue.ts: `handle(name, fn)` says
 * what runs a job, `enqueue(tx, name, payload, { dedupeKey, runAt })` adds one in the caller's
 * transaction, `drain()` runs every due job now (tests), `retryDead(id)` revives a dead one.
 * main.ts starts and stops both. Old done and dead jobs are deleted by a recurring job of its own
 * (job-cleanup.ts).
 */
export type JobScheduler = Omit<RecurringScheduler, 'wakeWorkers'> &
  Pick<JobQueue, 'handle' | 'enqueue' | 'drain' | 'retryDead'>;

export interface JobLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** The wait after a job's first failure; it doubles up to JOBS_RETRY_MAX_SECONDS. */
const FIRST_RETRY_MS = 2000;

export function createJobScheduler(
  config: Config,
  db: Database,
  log: JobLog,
  onFailed?: JobQueueOptions['onFailed'],
): JobScheduler {
  let wakeWorkers: RecurringScheduler['wakeWorkers'];
  const queue = createJobQueue({
    db,
    log,
    pollMs: config.JOBS_POLL_MS,
    leaseMs: config.JOBS_LEASE_SECONDS * 1000,
    maxAttempts: config.JOBS_MAX_ATTEMPTS,
    backoffMs: FIRST_RETRY_MS,
    backoffCapMs: config.JOBS_RETRY_MAX_SECONDS * 1000,
    onQueued: (job) => wakeWorkers?.(job.runAt),
    onFailed,
  });
  const recurring: RecurringScheduler = config.REDIS_URL
    ? createBullmqScheduler({ redisUrl: config.REDIS_URL, log, onWake: queue.wake })
    : createInProcessScheduler({ log });
  wakeWorkers = recurring.wakeWorkers;
  const every: RecurringScheduler['every'] = (job) =>
    recurring.every({
      ...job,
      everyMs: Math.max(Math.round(job.everyMs / config.JOBS_RECURRING_SPEEDUP), 1000),
    });
  // The platform keeps its own table tidy; domains add their recurring jobs in app-deps.ts.
  every(
    jobCleanupJob(
      db,
      { doneDays: config.JOBS_DONE_RETENTION_DAYS, deadDays: config.JOBS_DEAD_RETENTION_DAYS },
      log,
    ),
  );
  return {
    kind: recurring.kind,
    every,
    handle: queue.handle,
    enqueue: queue.enqueue,
    drain: queue.drain,
    retryDead: queue.retryDead,
    async start() {
      await recurring.start();
      await queue.start();
    },
    async stop() {
      await queue.stop();
      await recurring.stop();
    },
  };
}
