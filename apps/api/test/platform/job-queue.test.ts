import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema/jobs';
import { createJobQueue, type JobQueue, retryDelayMs } from '../../src/platform/jobs/job-queue';
import { jobLogFields } from '../../src/platform/log-context';
import { requestId, requestIdPlugin } from '../../src/plugins/request-id';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, signIn, signInStaff } from '../helpers/users';

declare module '../../src/platform/jobs/job-queue' {
  interface JobPayloads {
    'test:record': { n: number };
    'test:fail-once': { n: number };
    'test:always-fails': { n: number };
    'test:logs': { queueAnother?: boolean };
  }
}

let t: TestApp;
let queue: JobQueue;
const recorded: { n: number; attempt: number }[] = [];
const failedOnce = new Set<number>();

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_MAX_ATTEMPTS: '2', JOBS_RETRY_MAX_SECONDS: '1' } });
  // A queue of its own on the app's database, to choose the timings.
  queue = createJobQueue({
    db: t.deps.database.db,
    log: { info() {}, error() {} },
    pollMs: 60_000,
    leaseMs: 60_000,
    maxAttempts: 3,
    backoffMs: 60_000,
    backoffCapMs: 600_000,
  });
  queue.handle('test:record', async ({ n }, run) => {
    recorded.push({ n, attempt: run.attempt });
  });
  queue.handle('test:fail-once', async ({ n }) => {
    if (failedOnce.has(n)) return;
    failedOnce.add(n);
    throw new Error(`first run of ${n} fails`);
  });
  t.deps.jobs.handle('test:always-fails', async () => {
    throw new Error('the mail server said no');
  });
});
afterAll(async () => {
  await queue.stop();
  await t.close();
});

const db = () => t.deps.database.db;
const jobRow = async (id: number) => (await db().select().from(jobs).where(eq(jobs.id, id)))[0];
const jobNamed = async (name: string) =>
  db().select().from(jobs).where(eq(jobs.name, name)).orderBy(jobs.id);
const runsOf = (n: number) => recorded.filter((run) => run.n === n);

async function waitFor(condition: () => boolean, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await sleep(10);
  }
}

describe('enqueue', () => {
  it('adds one job per dedupe key, and none for a transaction that rolls back', async () => {
    await queue.enqueue(db(), 'test:record', { n: 1 }, { dedupeKey: 'record:1' });
    await queue.enqueue(db(), 'test:record', { n: 1 }, { dedupeKey: 'record:1' });
    await expect(
      db().transaction(async (tx) => {
        await queue.enqueue(tx, 'test:record', { n: 2 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    const queued = await jobNamed('test:record');
    expect(queued.map((job) => job.payload)).toEqual([{ n: 1 }]);
    await queue.drain();
    expect(runsOf(1)).toEqual([{ n: 1, attempt: 1 }]);
    expect(runsOf(2)).toEqual([]);
    expect((await jobNamed('test:record'))[0]).toMatchObject({ status: 'done', attempts: 1 });

    // Done, the key still holds: the same change told again runs nothing.
    await queue.enqueue(db(), 'test:record', { n: 1 }, { dedupeKey: 'record:1' });
    await queue.drain();
    expect(runsOf(1)).toHaveLength(1);
  });

  it('waits for run_at', async () => {
    await queue.enqueue(db(), 'test:record', { n: 3 }, { runAt: new Date(Date.now() + 60_000) });
    await queue.drain();
    expect(runsOf(3)).toEqual([]);
  });
});

describe('retries', () => {
  it('double the wait after each failure, up to the cap', () => {
    const timing = { backoffMs: 2000, backoffCapMs: 30_000 };
    expect([1, 2, 3, 4, 5, 6].map((attempts) => retryDelayMs(attempts, timing))).toEqual([
      2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });

  it('schedules a failed job again after the backoff, keeping its error', async () => {
    await queue.enqueue(db(), 'test:fail-once', { n: 4 });
    const [job] = await jobNamed('test:fail-once');
    if (!job) throw new Error('no job');
    await queue.drain();

    const failed = await jobRow(job.id);
    expect(failed).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'first run of 4 fails',
    });
    const waitMs = (failed?.runAt.getTime() ?? 0) - (failed?.updatedAt.getTime() ?? 0);
    expect(waitMs).toBeGreaterThan(59_000);
    expect(waitMs).toBeLessThan(61_000);

    // Due now (as if the minute had passed): the second run succeeds.
    await db().update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, job.id));
    await queue.drain();
    expect(await jobRow(job.id)).toMatchObject({ status: 'done', attempts: 2 });
  });
});

describe('a job left running by a killed process', () => {
  it('is taken again once its lease has passed, and not before', async () => {
    await queue.enqueue(db(), 'test:record', { n: 5 });
    const [job] = (await jobNamed('test:record')).filter(
      (row) => (row.payload as { n: number }).n === 5,
    );
    if (!job) throw new Error('no job');
    const leased = (seconds: number) =>
      db()
        .update(jobs)
        .set({
          status: 'running',
          attempts: 1,
          lockedUntil: sql`now() + ${`${seconds} seconds`}::interval`,
        })
        .where(eq(jobs.id, job.id));

    await leased(60);
    await queue.drain();
    expect(runsOf(5)).toEqual([]);

    await leased(-1);
    await queue.drain();
    expect(runsOf(5)).toEqual([{ n: 5, attempt: 2 }]);
    expect(await jobRow(job.id)).toMatchObject({ status: 'done', lockedUntil: null });
  });
});

describe('the worker', () => {
  it('runs a job as soon as it is enqueued, in a transaction or not, without waiting for the poll', async () => {
    await queue.start();
    try {
      const started = Date.now();
      await queue.enqueue(db(), 'test:record', { n: 6 });
      await waitFor(() => runsOf(6).length === 1, 2000);
      await db().transaction(async (tx) => {
        await queue.enqueue(tx, 'test:record', { n: 7 });
      });
      await waitFor(() => runsOf(7).length === 1, 2000);
      // The poll is a minute away: the enqueue woke it.
      expect(Date.now() - started).toBeLessThan(4000);
    } finally {
      await queue.stop();
    }
  });
});

describe('log lines of a job', () => {
  it('carry the job and the id of the request that queued it, through a job it queues too', async () => {
    const lines: { msg?: string; job?: string; jobId?: number; reqId?: string }[] = [];
    const logger = pino(
      { mixin: jobLogFields },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(JSON.parse(String(chunk)));
          done();
        },
      }),
    );
    queue.handle('test:logs', async ({ queueAnother }) => {
      logger.info(queueAnother ? 'first job' : 'second job');
      if (queueAnother) await queue.enqueue(db(), 'test:logs', {});
    });
    // A body to parse: the route runs after the request's stream ended, in another async context.
    const app = Fastify({ genReqId: requestId, requestIdHeader: false });
    await app.register(requestIdPlugin);
    app.post('/queue', async () => {
      await queue.enqueue(db(), 'test:logs', { queueAnother: true });
      return { queued: true };
    });
    const answer = await app.inject({
      method: 'POST',
      url: '/queue',
      headers: { 'x-request-id': 'balancer-77' },
      payload: { any: 'body' },
    });
    await app.close();
    expect(answer.statusCode).toBe(200);
    const [first] = await jobNamed('test:logs');
    expect(first?.requestId).toBe('balancer-77');

    await queue.drain();
    const [second] = (await jobNamed('test:logs')).slice(1);
    expect(second?.requestId).toBe('balancer-77');
    expect(lines.map(({ msg, job, jobId, reqId }) => ({ msg, job, jobId, reqId }))).toEqual([
      { msg: 'first job', job: 'test:logs', jobId: first?.id, reqId: 'balancer-77' },
      { msg: 'second job', job: 'test:logs', jobId: second?.id, reqId: 'balancer-77' },
    ]);
    // Outside any job nothing is added.
    logger.info('elsewhere');
    expect(lines.at(-1)).not.toHaveProperty('job');
  });
});

describe('dead jobs', () => {
  let admin = '';
  let customer = '';
  beforeAll(async () => {
    admin = await signInStaff(t, (await createUser(db(), { role: 'admin' })).email);
    customer = await signIn(t.app, (await createUser(db())).email);
  });
  const list = (token?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/v1/admin/jobs?status=dead&per_page=5',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('end dead with their last error after the last attempt, and staff see them', async () => {
    await t.deps.jobs.enqueue(db(), 'test:always-fails', { n: 8 });
    await t.deps.jobs.drain();
    const [job] = await jobNamed('test:always-fails');
    if (!job) throw new Error('no job');
    expect(await jobRow(job.id)).toMatchObject({ status: 'queued', attempts: 1 });
    // JOBS_RETRY_MAX_SECONDS=1: the second and last attempt is due a second later.
    await sleep(1100);
    await t.deps.jobs.drain();
    expect(await jobRow(job.id)).toMatchObject({
      status: 'dead',
      attempts: 2,
      lastError: 'the mail server said no',
    });

    const answer = await list(admin);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      data: [
        {
          id: job.id,
          name: 'test:always-fails',
          status: 'dead',
          attempts: 2,
          max_attempts: 2,
          last_error: 'the mail server said no',
        },
      ],
      meta: { pagination: { total: 1, per_page: 5, current_page: 1 } },
    });
    // Not its payload: a mail's would hold links.
    expect(answer.json().data[0]).not.toHaveProperty('payload');

    const retried = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/jobs/${job.id}/retry`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toMatchObject({ id: job.id, status: 'queued', attempts: 0 });
    const again = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/jobs/${job.id}/retry`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().errors[0].code).toBe(1302);
  });

  it('are for staff only', async () => {
    const anonymous = await list();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errors[0].code).toBe(1002);
    const notStaff = await list(customer);
    expect(notStaff.statusCode).toBe(403);
    expect(notStaff.json().errors[0].code).toBe(1317);
    const retry = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/jobs/1/retry',
      headers: { authorization: `Bearer ${customer}` },
    });
    expect(retry.statusCode).toBe(403);
  });
});
