import { Queue, Worker } from 'bullmq';
import { runAsJob } from '../log-context';
import type { JobLog, RecurringJob, RecurringScheduler } from './job-scheduler';

const QUEUE_NAME = 'recurring';
const WAKE_QUEUE_NAME = 'job-wakes';

export interface BullmqSchedulerOptions {
  redisUrl: string;
  log: JobLog;
  /** Prefix of every Redis key; tests give each scheduler group its own. */
  prefix?: string;
  /** How long start() waits for Redis, so that a wrong REDIS_URL stops the start, not hangs it. */
  connectTimeoutMs?: number;
  /** Has this instance's job worker look at the jobs table (platform/jobs/job-queue.ts). */
  onWake?: () => void;
}

/**
 * Recurring jobs on BullMQ: a job scheduler in Redis per job makes one BullMQ job every
 * `everyMs`, and whichever instance's worker takes it runs it, so each run happens once however
 * many instances there are. Schedules of jobs this code no longer has are removed at start.
 *
 * Durable jobs stay in the database (written in the transaction of the change that causes them:
 * Redis cannot join that transaction, so a job kept only there could be lost or sent for a
 * change that rolled back). Redis only spreads the work: each job queued, and each retry at
 * its time, adds a delayed BullMQ "wake" that one instance's worker takes and answers by
 * draining the table. A lost wake costs at most one poll interval (JOBS_POLL_MS).
 */
export function createBullmqScheduler({
  redisUrl,
  log,
  prefix = 'fitmarket',
  connectTimeoutMs = 10_000,
  onWake,
}: BullmqSchedulerOptions): RecurringScheduler {
  const jobs = new Map<string, RecurringJob>();
  let queue: Queue | undefined;
  let worker: Worker | undefined;
  let wakes: Queue | undefined;
  let wakeWorker: Worker | undefined;

  async function run(name: string) {
    const job = jobs.get(name);
    if (!job) throw new Error(`no recurring job named ${name}`);
    // One line per run, which the scale test counts across instances (once per period).
    log.info({ job: name }, 'recurring job run');
    await runAsJob({ job: name }, () => job.run());
  }

  async function upsertSchedules(to: Queue) {
    for (const job of jobs.values()) {
      await to.upsertJobScheduler(
        job.name,
        { every: job.everyMs },
        // Finished runs are of no interest later; a few failed ones help find out why.
        { name: job.name, opts: { removeOnComplete: true, removeOnFail: 20 } },
      );
    }
  }

  async function schedule() {
    const connection = { url: redisUrl };
    queue = new Queue(QUEUE_NAME, { connection, prefix });
    queue.on('error', (error) => log.error({ err: error }, 'job queue error'));
    await withTimeout(
      queue.waitUntilReady(),
      connectTimeoutMs,
      `Redis at REDIS_URL did not answer within ${connectTimeoutMs} ms`,
    );

    for (const scheduler of await queue.getJobSchedulers()) {
      if (!jobs.has(scheduler.key)) await queue.removeJobScheduler(scheduler.key);
    }
    await upsertSchedules(queue);
    // A Redis that comes back empty (restarted without persistence, failed over) has lost the
    // schedules: each reconnection writes them again (an upsert: a kept schedule stays as it is).
    const client = await queue.getBackend().client;
    client.on('ready', () => {
      if (queue) {
        upsertSchedules(queue).catch((error: unknown) =>
          log.error({ err: error }, 'recurring jobs not scheduled again'),
        );
      }
    });

    worker = new Worker(QUEUE_NAME, (job) => run(job.name), { connection, prefix });
    worker.on('failed', (job, error) => log.error({ err: error, job: job?.name }, 'job failed'));
    worker.on('error', (error) => log.error({ err: error }, 'job worker error'));
    log.info({ jobs: [...jobs.keys()] }, 'recurring jobs scheduled on Redis');

    if (onWake) {
      wakes = new Queue(WAKE_QUEUE_NAME, { connection, prefix });
      wakes.on('error', (error) => log.error({ err: error }, 'job wake queue error'));
      wakeWorker = new Worker(WAKE_QUEUE_NAME, async () => onWake(), { connection, prefix });
      wakeWorker.on('error', (error) => log.error({ err: error }, 'job wake worker error'));
    }
  }

  async function stop() {
    // The workers first: close() waits for the runs under way.
    await Promise.all([worker?.close(), wakeWorker?.close()]);
    await Promise.all([queue?.close(), wakes?.close()]);
    worker = undefined;
    queue = undefined;
    wakeWorker = undefined;
    wakes = undefined;
  }

  return {
    kind: 'bullmq',
    every(job) {
      if (jobs.has(job.name)) throw new Error(`job ${job.name} is already scheduled`);
      jobs.set(job.name, job);
    },
    async start() {
      try {
        await schedule();
      } catch (error) {
        await stop();
        throw error;
      }
    },
    stop,
    wakeWorkers(runAt) {
      wakes
        ?.add(
          'wake',
          {},
          {
            delay: Math.max(runAt.getTime() - Date.now(), 0),
            removeOnComplete: true,
            removeOnFail: true,
          },
        )
        .catch((error: unknown) => log.error({ err: error }, 'job wake not sent'));
    },
  };
}

async function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
