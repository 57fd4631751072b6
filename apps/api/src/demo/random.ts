/**
 * A seeded pseudo-random generator (mulberry32), so the demo marketplace comes out the same on
 * every machine and tests can rely on it. Not for anything secret.
 */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };

  /** Whole number in [min, max]. */
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));

  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };

  /** `count` distinct items in random order (all of them when there are fewer). */
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    for (let i = pool.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
    }
    return pool.slice(0, count);
  };

  /** One of the keys, with probability proportional to its weight. */
  const weighted = <const K>(weights: readonly (readonly [K, number])[]): K => {
    const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = next() * total;
    for (const [key, weight] of weights) {
      roll -= weight;
      if (roll < 0) return key;
    }
    // Reached only through floating-point rounding.
    return pick(weights)[0];
  };

  return {
    next,
    int,
    pick,
    sample,
    weighted,
    chance: (probability: number) => next() < probability,
  };
}

export type Random = ReturnType<typeof createRandom>;
