import { Queue, Worker } from 'bullmq';
import type { JobLog, JobScheduler, RecurringJob } from './job-scheduler';

const QUEUE_NAME = 'recurring';

export interface BullmqSchedulerOptions {
  redisUrl: string;
  log: JobLog;
  /** Prefix of every Redis key; tests give each scheduler group its own. */
  prefix?: string;
  /** How long start() waits for Redis, so that a wrong REDIS_URL stops the start, not hangs it. */
  connectTimeoutMs?: number;
}

/**
 * Recurring jobs on BullMQ: a job scheduler in Redis per job makes one BullMQ job every
 * `everyMs`, and whichever instance's worker takes it runs it, so each run happens once however
 * many instances there are. Schedules of jobs this code no longer has are removed at start.
 */
export function createBullmqScheduler({
  redisUrl,
  log,
  prefix = 'fitmarket',
  connectTimeoutMs = 10_000,
}: BullmqSchedulerOptions): JobScheduler {
  const jobs = new Map<string, RecurringJob>();
  let queue: Queue | undefined;
  let worker: Worker | undefined;

  async function run(name: string) {
    const job = jobs.get(name);
    if (!job) throw new Error(`no recurring job named ${name}`);
    await job.run();
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
    for (const job of jobs.values()) {
      await queue.upsertJobScheduler(
        job.name,
        { every: job.everyMs },
        // Finished runs are of no interest later; a few failed ones help find out why.
        { name: job.name, opts: { removeOnComplete: true, removeOnFail: 20 } },
      );
    }

    worker = new Worker(QUEUE_NAME, (job) => run(job.name), { connection, prefix });
    worker.on('failed', (job, error) => log.error({ err: error, job: job?.name }, 'job failed'));
    worker.on('error', (error) => log.error({ err: error }, 'job worker error'));
    log.info({ jobs: [...jobs.keys()] }, 'recurring jobs scheduled on Redis');
  }

  async function stop() {
    // The worker first: close() waits for the runs under way.
    await worker?.close();
    await queue?.close();
    worker = undefined;
    queue = undefined;
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
