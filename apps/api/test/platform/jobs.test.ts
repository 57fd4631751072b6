import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Queue } from 'bullmq';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { createBullmqScheduler } from '../../src/platform/jobs/bullmq-scheduler';
import { countedJob } from '../../src/platform/jobs/counted-job';
import { createInProcessScheduler } from '../../src/platform/jobs/in-process-scheduler';
import {
  createJobScheduler,
  type RecurringJob,
  type RecurringScheduler,
} from '../../src/platform/jobs/job-scheduler';
import { redisListens, TEST_REDIS_URL } from '../helpers/redis';

const REDIS_URL = TEST_REDIS_URL;
const hasRedis = await redisListens();

const errors: object[] = [];
const log = { info() {}, error: (obj: object) => errors.push(obj) };

const started: RecurringScheduler[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((scheduler) => scheduler.stop()));
  errors.length = 0;
});

async function start(scheduler: RecurringScheduler) {
  started.push(scheduler);
  await scheduler.start();
  return scheduler;
}

/** A job that records when each of its runs started, and which scheduler ran it. */
function countingJob(name: string, everyMs: number, runs: { at: number; by: string }[], by = '') {
  return {
    name,
    everyMs,
    async run() {
      runs.push({ at: Date.now(), by });
    },
  } satisfies RecurringJob;
}

async function waitFor(condition: () => boolean, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await sleep(20);
  }
}

describe('choosing the job scheduler', () => {
  it('runs jobs in process by default and on BullMQ when REDIS_URL is set', () => {
    // Nothing touches the database until a job is enqueued or the worker starts.
    const db = {} as Database;
    expect(createJobScheduler(loadConfig({}), db, log).kind).toBe('in-process');
    expect(createJobScheduler(loadConfig({ REDIS_URL }), db, log).kind).toBe('bullmq');
  });

  it('refuses a REDIS_URL that is not a Redis address', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
  });
});

describe('in-process job scheduler', () => {
  it('runs a job at start and then every interval, until stopped', async () => {
    const runs: { at: number; by: string }[] = [];
    const scheduler = createInProcessScheduler({ log });
    scheduler.every(countingJob('count', 50, runs));
    await start(scheduler);
    await waitFor(() => runs.length >= 3);
    await scheduler.stop();
    const afterStop = runs.length;
    await sleep(150);
    expect(runs).toHaveLength(afterStop);
  });

  it('logs a failed run and keeps the schedule', async () => {
    let attempts = 0;
    const scheduler = createInProcessScheduler({ log });
    scheduler.every({
      name: 'flaky',
      everyMs: 30,
      async run() {
        attempts += 1;
        throw new Error('database away');
      },
    });
    await start(scheduler);
    await waitFor(() => attempts >= 2);
    expect(errors[0]).toMatchObject({ job: 'flaky', err: new Error('database away') });
  });

  it('does not start a run while the previous one is still going, and stop() waits for it', async () => {
    let running = 0;
    let overlapped = false;
    let finished = 0;
    const scheduler = createInProcessScheduler({ log });
    scheduler.every({
      name: 'slow',
      everyMs: 10,
      async run() {
        running += 1;
        overlapped ||= running > 1;
        await sleep(100);
        running -= 1;
        finished += 1;
      },
    });
    await start(scheduler);
    await sleep(50);
    await scheduler.stop();
    expect(overlapped).toBe(false);
    expect(finished).toBe(1);
  });

  it('refuses two jobs with one name', () => {
    const scheduler = createInProcessScheduler({ log });
    scheduler.every(countingJob('twice', 1000, []));
    expect(() => scheduler.every(countingJob('twice', 1000, []))).toThrow(/already scheduled/);
  });
});

describe('counted job', () => {
  it('logs how many items a run did, and nothing for a run that found none', async () => {
    const lines: [object, string][] = [];
    const counts = [2, 0];
    const job = countedJob(
      {
        name: 'scan',
        everyMs: 1000,
        work: async () => counts.shift() ?? 0,
        counted: 'queued',
        message: 'items queued',
      },
      { info: (obj, msg) => lines.push([obj, msg]) },
    );
    expect(job).toMatchObject({ name: 'scan', everyMs: 1000 });
    await job.run();
    await job.run();
    expect(lines).toEqual([[{ queued: 2 }, 'items queued']]);
  });
});

describe('BullMQ job scheduler without Redis', () => {
  it('stops the start with a clear error rather than hang', async () => {
    // A port nothing listens on.
    const scheduler = createBullmqScheduler({
      redisUrl: 'redis://127.0.0.1:1',
      log,
      connectTimeoutMs: 500,
    });
    scheduler.every(countingJob('never', 1000, []));
    await expect(scheduler.start()).rejects.toThrow(/Redis at REDIS_URL did not answer/);
  });
});

describe.skipIf(!hasRedis)('BullMQ job scheduler on Redis', () => {
  // Each test has its own key prefix, so runs of this suite never see each other's jobs.
  const newPrefix = () => `fitmarket-test-${randomBytes(6).toString('hex')}`;
  const prefixes: string[] = [];
  afterEach(async () => {
    for (const prefix of prefixes.splice(0)) {
      const queue = new Queue('recurring', { connection: { url: REDIS_URL }, prefix });
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });
  function bullmq(prefix: string) {
    if (!prefixes.includes(prefix)) prefixes.push(prefix);
    return createBullmqScheduler({ redisUrl: REDIS_URL, log, prefix });
  }

  it('runs a job every interval until stopped', async () => {
    const runs: { at: number; by: string }[] = [];
    const scheduler = bullmq(newPrefix());
    scheduler.every(countingJob('count', 200, runs));
    await start(scheduler);
    await waitFor(() => runs.length >= 3);
    await scheduler.stop();
    const afterStop = runs.length;
    await sleep(500);
    expect(runs).toHaveLength(afterStop);
    expect(errors).toEqual([]);
  });

  it('runs each occurrence on one instance only, however many instances schedule the job', async () => {
    const prefix = newPrefix();
    const runs: { at: number; by: string }[] = [];
    const instances = ['a', 'b', 'c'].map((name) => {
      const scheduler = bullmq(prefix);
      scheduler.every(countingJob('shared', 300, runs, name));
      return scheduler;
    });
    for (const instance of instances) await start(instance);
    const from = Date.now();
    await sleep(2000);
    const elapsed = Date.now() - from;
    // One run per interval in all (plus the first), where three instances on their own
    // timers would make three.
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(runs.length).toBeLessThanOrEqual(Math.ceil(elapsed / 300) + 2);
  });

  it('removes at start the schedule of a job the code no longer has', async () => {
    const prefix = newPrefix();
    const old = bullmq(prefix);
    old.every(countingJob('renamed-since', 60_000, []));
    await start(old);
    await old.stop();

    const runs: { at: number; by: string }[] = [];
    const current = bullmq(prefix);
    current.every(countingJob('current', 60_000, runs));
    await start(current);
    const queue = new Queue('recurring', { connection: { url: REDIS_URL }, prefix });
    const schedulers = await queue.getJobSchedulers();
    await queue.close();
    expect(schedulers.map((scheduler) => scheduler.key)).toEqual(['current']);
    await waitFor(() => runs.length >= 1);
  });

  it('logs a failed run', async () => {
    const scheduler = bullmq(newPrefix());
    scheduler.every({
      name: 'failing',
      everyMs: 60_000,
      async run() {
        throw new Error('database away');
      },
    });
    await start(scheduler);
    await waitFor(() => errors.length > 0);
    expect(errors[0]).toMatchObject({ job: 'failing', err: new Error('database away') });
  });
});
