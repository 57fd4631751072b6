// Where an uncached search's time goes: every distinct request of the benchmark's mix
// (search-mix.ts) run in this process against an already filled database (run search.bench.ts
// first), slowest first, with the time of each of its SQL statements. No HTTP and no cache, so
// this is what a cache miss costs. `DATABASE_URL=postgres://… npm run profile:search`, or
// BENCH_DATA_DIR for PGlite; PROFILE_EXPLAIN=1 also prints the slowest ranking query's plan.
import { performance } from 'node:perf_hooks';
import { ZProfessionalSearchRequestSchema } from '@fitmarket/core/api/search';
import pg from 'pg';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { createGeocoder } from '../apps/api/src/platform/geocoder/create-geocoder';
import { sharedAnalyser } from '../apps/api/src/search/language/analyser';
import { marketplaceSearchCall } from '../apps/api/src/search/search-calls';
import { createSearchState } from '../apps/api/src/search/search-deps';
import { queryMix, searchBody } from './search-mix';

const RUNS = 3;

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  DATA_DIR: process.env.BENCH_DATA_DIR ?? 'data',
});
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });

// Each statement's time (PostgreSQL: every pool connection is a pg.Client).
const statements: number[] = [];
const originalQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function timed(this: pg.Client, ...args: unknown[]) {
  const started = performance.now();
  const done = () => statements.push(performance.now() - started);
  // The pool's own query passes a callback; drizzle's transactions await a promise.
  const last = args.length - 1;
  const callback = args[last];
  if (typeof callback === 'function') {
    args[last] = (...results: unknown[]) => {
      done();
      return callback(...results);
    };
  }
  const result = originalQuery.apply(this, args);
  if (result instanceof Promise) void result.finally(done).catch(() => {});
  return result;
} as typeof pg.Client.prototype.query;

const { analyser } = sharedAnalyser();
const deps = {
  db: database.db,
  indexedPlanDb: database.indexedPlanDb,
  geocoder: createGeocoder(config),
  analyser,
  ...createSearchState(database.db, analyser, console),
};
const distinct = new Map<string, { body: string; lang: 'en' | 'fi' }>();
for (const entry of queryMix().slice(0, 3000)) {
  const body = searchBody(entry);
  distinct.set(`${entry.lang} ${body}`, { body, lang: entry.lang });
}

const timings: { key: string; ms: number; statements: number[] }[] = [];
for (const [key, { body, lang }] of distinct) {
  const query = ZProfessionalSearchRequestSchema.parse(JSON.parse(body));
  const runs: { ms: number; statements: number[] }[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    statements.length = 0;
    const started = performance.now();
    await marketplaceSearchCall(deps, 'search', query, lang);
    runs.push({
      ms: performance.now() - started,
      statements: [...statements],
    });
  }
  runs.sort((a, b) => a.ms - b.ms);
  const median = runs[Math.floor(RUNS / 2)];
  if (median) timings.push({ key, ...median });
}

timings.sort((a, b) => b.ms - a.ms);
const all = timings.map((timing) => timing.ms).sort((a, b) => a - b);
const at = (p: number) => all[Math.min(all.length - 1, Math.floor(all.length * p))]?.toFixed(1);
console.log(
  `${timings.length} distinct searches of the mix, median of ${RUNS} runs each, uncached: ` +
    `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms\n\nslowest:`,
);
const print = (timing: (typeof timings)[number]) => {
  const parts = timing.statements.map((ms) => ms.toFixed(1)).join(' + ');
  console.log(`${timing.ms.toFixed(1).padStart(7)} ms  [${parts}]  ${timing.key}`);
};
timings.slice(0, 25).forEach(print);
console.log('\naround the median:');
const middle = Math.floor(timings.length / 2);
timings.slice(middle - 5, middle + 5).forEach(print);
await database.close();
