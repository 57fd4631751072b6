import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../src/app';
import { buildMetricsApp } from '../../src/health/metrics-app';
import { redisListens, TEST_REDIS_URL } from '../helpers/redis';
import { createTestApp, type TestApp } from '../helpers/test-app';

declare module '../../src/platform/jobs/job-queue' {
  interface JobPayloads {
    'test:ops-fails': Record<string, never>;
  }
}

const hasRedis = await redisListens();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_MAX_ATTEMPTS: '1' } });
  t.deps.jobs.handle('test:ops-fails', async () => {
    throw new Error('refused on purpose');
  });
});
afterAll(() => t.close());

const scrape = async () => {
  const metrics = await buildMetricsApp(t.deps);
  const response = await metrics.inject({ method: 'GET', url: '/metrics' });
  await metrics.close();
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
};

/** The value of one series in Prometheus text, or undefined when it is not there. */
function sample(body: string, name: string, labels: Record<string, string> = {}) {
  const line = body
    .split('\n')
    .find(
      (each) =>
        each.startsWith(`${name}{`) &&
        Object.entries(labels).every(([key, value]) => each.includes(`${key}="${value}"`)),
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('liveness and readiness', () => {
  it('tells liveness (the process) from readiness (its database)', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/health/live' });
    expect(live.json()).toEqual({ data: { status: 'ok' } });
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.json()).toEqual({
      data: { status: 'ok', checks: { database: 'ok', redis: 'unused' } },
    });
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(health.json().data).toMatchObject({ status: 'ok', redis: 'unused' });
  });

  it('says Redis is down while it does not answer, and keeps answering: degraded, not unready', async () => {
    // Nothing listens on port 1.
    const down = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      // The first connection attempt fails within milliseconds; until then it is "connecting".
      await down.deps.pubsub.ping().catch(() => {});
      await expect
        .poll(async () => (await down.app.inject({ method: 'GET', url: '/health' })).json().data)
        .toMatchObject({ status: 'degraded', redis: 'down' });
      const ready = await down.app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json().data).toEqual({
        status: 'degraded',
        checks: { database: 'ok', redis: 'down' },
      });
      const live = await down.app.inject({ method: 'GET', url: '/health/live' });
      expect(live.statusCode).toBe(200);
    } finally {
      await down.close();
    }
  });

  it.runIf(hasRedis)('is ready and healthy with a Redis that answers', async () => {
    const withRedis = await createTestApp({ env: { REDIS_URL: TEST_REDIS_URL } });
    try {
      await withRedis.deps.pubsub.ping();
      const ready = await withRedis.app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.json().data).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok' } });
      const health = await withRedis.app.inject({ method: 'GET', url: '/health' });
      expect(health.json().data).toMatchObject({ status: 'ok', redis: 'ok' });
    } finally {
      await withRedis.close();
    }
  });
});

describe('request ids', () => {
  it('names every answer, keeps a valid id from the balancer and replaces any other', async () => {
    const own = await t.app.inject({ method: 'GET', url: '/health/live' });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const other = await t.app.inject({ method: 'GET', url: '/v1/nothing-here' });
    expect(other.statusCode).toBe(404);
    expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(other.headers['x-request-id']).not.toBe(own.headers['x-request-id']);

    const fromBalancer = '7f000001:c4a2_5F6E1B2C:01BB';
    const kept = await t.app.inject({
      method: 'GET',
      url: '/health/live',
      headers: { 'x-request-id': fromBalancer },
    });
    expect(kept.headers['x-request-id']).toBe(fromBalancer);
    for (const forged of ['a b', 'x'.repeat(129), 'line\\nbreak', '']) {
      const replaced = await t.app.inject({
        method: 'GET',
        url: '/health/live',
        headers: { 'x-request-id': forged },
      });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('writes the id into every log line of the request', async () => {
    const lines: { reqId?: string; msg?: string }[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const logged = await buildApp(t.deps, {
      area: 'marketplace',
      logger: pino({ level: 'info' }, sink),
    });
    try {
      const response = await logged.inject({
        method: 'GET',
        url: '/v1/landing',
        headers: { 'x-request-id': 'balancer-42' },
      });
      expect(response.headers['x-request-id']).toBe('balancer-42');
      const ofRequest = lines.filter((line) => line.msg !== undefined && line.reqId !== undefined);
      expect(ofRequest.length).toBeGreaterThanOrEqual(2);
      expect(ofRequest.every((line) => line.reqId === 'balancer-42')).toBe(true);
    } finally {
      await logged.close();
    }
  });
});

describe('Prometheus metrics (METRICS_PORT)', () => {
  it('counts answers and their time per route pattern, not per URL', async () => {
    for (const slug of ['first-unknown', 'second-unknown']) {
      await t.app.inject({ method: 'GET', url: `/v1/professionals/${slug}` });
    }
    const body = await scrape();
    const route = '/v1/professionals/:slug';
    expect(sample(body, 'fitmarket_http_requests_total', { route, status: '404' })).toBe(2);
    expect(body).not.toContain('first-unknown');
    expect(
      sample(body, 'fitmarket_http_request_duration_seconds_count', { route, method: 'GET' }),
    ).toBe(2);
    expect(body).toContain(`fitmarket_http_request_duration_seconds_bucket{le="0.1"`);
    expect(body).toContain('fitmarket_http_server_errors_total');
    // Node's own figures come along (memory, CPU, event-loop lag).
    expect(sample(body, 'fitmarket_process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('shows the database pools, the job queue and its failures', async () => {
    await t.deps.database.db.transaction((tx) => t.deps.jobs.enqueue(tx, 'test:ops-fails', {}));
    await t.deps.jobs.drain();
    const body = await scrape();
    if (t.deps.database.kind === 'pglite') {
      expect(
        sample(body, 'fitmarket_db_pool_connections', { pool: 'pglite', state: 'total' }),
      ).toBe(1);
    } else {
      for (const pool of ['main', 'search']) {
        for (const state of ['total', 'idle', 'waiting']) {
          expect(
            sample(body, 'fitmarket_db_pool_connections', { pool, state }),
          ).toBeGreaterThanOrEqual(0);
        }
      }
      expect(
        sample(body, 'fitmarket_db_pool_connections', { pool: 'main', state: 'total' }),
      ).toBeGreaterThan(0);
    }
    expect(sample(body, 'fitmarket_jobs', { status: 'dead' })).toBe(1);
    expect(sample(body, 'fitmarket_jobs', { status: 'queued' })).toBeGreaterThanOrEqual(0);
    expect(
      sample(body, 'fitmarket_job_failures_total', { job: 'test:ops-fails', final: 'true' }),
    ).toBe(1);
  });

  it('gives the search cache hit rate', async () => {
    const search = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/professionals/search',
        payload: { search: 'metrics', location: '#', lat: '#', lng: '#', geoLocation: '#' },
      });
    expect((await search()).statusCode).toBe(200);
    await search();
    const body = await scrape();
    const cache = 'search answers';
    expect(sample(body, 'fitmarket_cache_lookups_total', { cache, result: 'miss' })).toBe(1);
    expect(sample(body, 'fitmarket_cache_lookups_total', { cache, result: 'hit' })).toBe(1);
  });

  it('counts open live sockets', async () => {
    await t.web.listen({ host: '127.0.0.1', port: 0 });
    const address = t.web.server.address() as { port: number };
    const socket = new WebSocket(`ws://127.0.0.1:${address.port}/v1/live`);
    await new Promise((resolve) => socket.once('open', resolve));
    expect(sample(await scrape(), 'fitmarket_live_sockets')).toBe(1);
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.close();
    await closed;
    // The server side sees the close a moment later.
    await expect.poll(async () => sample(await scrape(), 'fitmarket_live_sockets')).toBe(0);
  });
});
