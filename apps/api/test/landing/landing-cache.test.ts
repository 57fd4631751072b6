import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { createRefreshingCache } from '../../src/platform/refreshing-cache';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';

/** A cache over a counting loader, on a clock the test moves. */
function setup(ttlMs: number) {
  let clock = 5000;
  let loads = 0;
  let failNext = false;
  const errors: unknown[] = [];
  const cache = createRefreshingCache({
    ttlMs,
    maxEntries: 10,
    now: () => clock,
    onError: (error) => errors.push(error),
    async load(key: string) {
      loads += 1;
      await sleep(5);
      if (failNext) {
        failNext = false;
        throw new Error('database away');
      }
      return `${key}#${loads}`;
    },
  });
  return {
    cache,
    errors,
    loads: () => loads,
    advance: (ms: number) => {
      clock += ms;
    },
    failNextLoad: () => {
      failNext = true;
    },
  };
}

describe('refreshing cache', () => {
  it('loads a key once while it is fresh, and shares the first load between concurrent gets', async () => {
    const t = setup(1000);
    expect(await Promise.all([t.cache.get('en'), t.cache.get('en')])).toEqual(['en#1', 'en#1']);
    t.advance(999);
    expect(await t.cache.get('en')).toBe('en#1');
    expect(await t.cache.get('fi')).toBe('fi#2');
    expect(t.loads()).toBe(2);
  });

  it('answers with the stale value while one reload runs, then with the new one', async () => {
    const t = setup(1000);
    await t.cache.get('en');
    t.advance(1001);
    expect(await Promise.all([t.cache.get('en'), t.cache.get('en')])).toEqual(['en#1', 'en#1']);
    await sleep(20);
    expect(await t.cache.get('en')).toBe('en#2');
    expect(t.loads()).toBe(2);
  });

  it('keeps the old value when a reload fails, reports it, and tries again', async () => {
    const t = setup(1000);
    await t.cache.get('en');
    t.advance(1001);
    t.failNextLoad();
    expect(await t.cache.get('en')).toBe('en#1');
    await sleep(20);
    expect(t.errors).toEqual([new Error('database away')]);
    expect(await t.cache.get('en')).toBe('en#1');
    await sleep(20);
    expect(await t.cache.get('en')).toBe('en#3');
  });

  it('does not keep a failed first load', async () => {
    const t = setup(1000);
    t.failNextLoad();
    await expect(t.cache.get('en')).rejects.toThrow('database away');
    expect(await t.cache.get('en')).toBe('en#2');
  });

  it('loads on every get with a time to live of 0', async () => {
    const t = setup(0);
    expect([await t.cache.get('en'), await t.cache.get('en')]).toEqual(['en#1', 'en#2']);
  });
});

describe('GET /v1/landing caching', () => {
  // Default settings; landing.test.ts runs with LANDING_CACHE_SECONDS=0.
  let cached: TestApp;
  beforeAll(async () => {
    cached = await createTestApp();
  });
  afterAll(() => cached.close());

  async function publishProfessional(t: TestApp) {
    await createUser(t.deps.database.db, {
      role: 'professional',
      slug: `coach-${Date.now()}`,
      published: true,
    });
  }

  async function landing(t: TestApp, language = 'en') {
    const response = await t.app.inject({
      method: 'GET',
      url: '/v1/landing',
      headers: { 'accept-language': language },
    });
    expect(response.statusCode).toBe(200);
    return { headers: response.headers, stats: response.json().data.stats };
  }

  it('lets browsers and shared caches keep the answer, once per language', async () => {
    const { headers } = await landing(cached);
    expect(headers['cache-control']).toBe('public, max-age=30');
    expect(headers.vary).toMatch(/accept-language/i);
  });

  it('answers from memory for LANDING_CACHE_SECONDS', async () => {
    const before = await landing(cached, 'fi');
    await publishProfessional(cached);
    expect((await landing(cached, 'fi')).stats).toEqual(before.stats);
    // The database itself has the new professional.
    const listed = await cached.deps.database.db.select({ id: users.id }).from(users);
    expect(listed.length).toBe(before.stats.professionals + 1);
  });
});
