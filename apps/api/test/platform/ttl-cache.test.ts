import { describe, expect, it } from 'vitest';
import { createTtlCache } from '../../src/platform/ttl-cache';

describe('createTtlCache', () => {
  it('keeps an answer for its time, then loads afresh', async () => {
    let clock = 5000;
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => clock });
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    clock = 6000;
    expect(await cache.get('a', load)).toBe(1);
    clock = 6001;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('shares one load between concurrent misses and keeps no failure', async () => {
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    expect(await Promise.all([cache.get('a', slow), cache.get('a', slow)])).toEqual([1, 1]);
    await expect(cache.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('b', async () => 7)).toBe(7);
  });

  it('forgets the least recently used entry beyond maxEntries, and keeps nothing with ttl 0', async () => {
    let loads = 0;
    const load = async () => ++loads;
    const small = createTtlCache<number>({ ttlMs: 1000, maxEntries: 2 });
    await small.get('a', load);
    await small.get('b', load);
    await small.get('c', load);
    expect(await small.get('a', load)).toBe(4);
    const off = createTtlCache<number>({ ttlMs: 0, maxEntries: 2 });
    expect(await off.get('a', load)).toBe(5);
    expect(await off.get('a', load)).toBe(6);
  });
});
