// Where an uncached search's time goes: every distinct request of the benchmark's mix
// (search-mix.ts) run in this process against an already filled database (run search.bench.ts
// first), slowest first, with the time of each of its SQL statements. No HTTP and no cache, so
// this is what a cache miss costs. `DATABASE_URL=postgres://… npm run profile:search`, or
// BENCH_DATA_DIR for PGlite. PROFILE_PLANNING=1 (PostgreSQL) also splits each statement's
// server time into planning and execution (EXPLAIN ANALYZE of the same text and values).
import { performance } from 'node:perf_hooks';
import { ZProfessionalSearchRequestSchema } from '@fitmarket/core/api/search';
import pg from 'pg';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { createGeocoder } from '../apps/api/src/platform/geocoder/create-geocoder';
import { sharedAnalyser } from '../apps/api/src/search/language/analyser';
import { marketplaceSearchCall } from '../apps/api/src/search/search-calls';
import { createSearchState } from '../apps/api/src/search/search-deps';
import { distinctMix, queryMix, searchBody } from './search-mix';
import { cpuCalibrationMs } from './support';

const RUNS = Number(process.env.PROFILE_RUNS ?? 3);

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  DATA_DIR: process.env.BENCH_DATA_DIR ?? 'data',
});
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });

// Each statement's time (PostgreSQL: every pool connection is a pg.Client), and its text.
const statements: number[] = [];
const sent: { text: string; values: unknown[] }[] = [];
const originalQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function timed(this: pg.Client, ...args: unknown[]) {
  const [first, second] = args as [unknown, unknown];
  if (typeof first === 'string') sent.push({ text: first, values: (second as unknown[]) ?? [] });
  else if (first && typeof first === 'object' && 'text' in first) {
    const config = first as { text: string; values?: unknown[] };
    // drizzle passes the values apart from its query config.
    sent.push({ text: config.text, values: config.values ?? (second as unknown[]) ?? [] });
  }
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
  indexedPlanRows: database.indexedPlanRows,
  geocoder: createGeocoder(config),
  analyser,
  ...createSearchState(database.db, analyser, console),
};
// PROFILE_EXPLAIN='{"search":"jooga","location":"Helsinki",…}' (PROFILE_LANG fi or en): the plan
// of that one search's statement, with its time and buffers, instead of the mix.
if (process.env.PROFILE_EXPLAIN) {
  const query = ZProfessionalSearchRequestSchema.parse(JSON.parse(process.env.PROFILE_EXPLAIN));
  await marketplaceSearchCall(
    deps,
    'search',
    query,
    process.env.PROFILE_LANG === 'en' ? 'en' : 'fi',
  );
  const pool = (database.indexedPlanDb ?? database.db) as unknown as { $client: pg.Pool };
  for (const { text, values } of sent.filter(({ text }) => /^\s*(with|select)/i.test(text))) {
    const { rows } = await pool.$client.query(`explain (analyze, buffers) ${text}`, values);
    console.log(rows.map((row) => row['QUERY PLAN']).join('\n'));
  }
  await database.close();
  process.exit(0);
}

const distinct = new Map<string, { body: string; lang: 'en' | 'fi' }>();
// PROFILE_MIX=distinct: the 2,000 distinct requests (filters, sorts, pages) instead.
const entries = process.env.PROFILE_MIX === 'distinct' ? distinctMix() : queryMix().slice(0, 3000);
for (const entry of entries) {
  const body = searchBody(entry);
  distinct.set(`${entry.lang} ${body}`, { body, lang: entry.lang });
}

/** Planning and execution ms of each statement last sent (transaction commands left out). */
async function planningOf(texts: typeof sent) {
  const pool = (database.indexedPlanDb ?? database.db) as unknown as { $client: pg.Pool };
  const split: { planning: number; execution: number }[] = [];
  for (const { text, values } of texts) {
    if (!/^\s*(with|select)/i.test(text)) continue;
    const { rows } = await pool.$client.query(
      `explain (analyze, summary, format json) ${text}`,
      values,
    );
    const [plan] = (
      rows[0] as { 'QUERY PLAN': { 'Planning Time': number; 'Execution Time': number }[] }
    )['QUERY PLAN'];
    if (plan) split.push({ planning: plan['Planning Time'], execution: plan['Execution Time'] });
  }
  return split;
}
const planning = process.env.PROFILE_PLANNING === '1' && database.kind === 'postgres';
const splits: { planning: number; execution: number }[] = [];

const timings: { key: string; ms: number; statements: number[] }[] = [];
for (const [key, { body, lang }] of distinct) {
  const query = ZProfessionalSearchRequestSchema.parse(JSON.parse(body));
  const runs: { ms: number; statements: number[] }[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    statements.length = 0;
    sent.length = 0;
    const started = performance.now();
    await marketplaceSearchCall(deps, 'search', query, lang);
    runs.push({
      ms: performance.now() - started,
      statements: [...statements],
    });
  }
  if (planning) splits.push(...(await planningOf([...sent])));
  runs.sort((a, b) => a.ms - b.ms);
  const median = runs[Math.floor(RUNS / 2)];
  if (median) timings.push({ key, ...median });
}

timings.sort((a, b) => b.ms - a.ms);
const all = timings.map((timing) => timing.ms).sort((a, b) => a - b);
const at = (p: number) => all[Math.min(all.length - 1, Math.floor(all.length * p))]?.toFixed(1);
console.log(
  `${timings.length} distinct searches of the mix, median of ${RUNS} runs each, uncached: ` +
    `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms (this machine: 300,000 SHA-256 in ` +
    `${cpuCalibrationMs().toFixed(0)} ms)\n\nslowest:`,
);
const print = (timing: (typeof timings)[number]) => {
  const parts = timing.statements.map((ms) => ms.toFixed(1)).join(' + ');
  console.log(`${timing.ms.toFixed(1).padStart(7)} ms  [${parts}]  ${timing.key}`);
};
timings.slice(0, 25).forEach(print);
console.log('\naround the median:');
const middle = Math.floor(timings.length / 2);
timings.slice(middle - 5, middle + 5).forEach(print);
if (splits.length > 0) {
  const sum = (key: 'planning' | 'execution') => splits.reduce((total, s) => total + s[key], 0);
  const sorted = (key: 'planning' | 'execution') => splits.map((s) => s[key]).sort((a, b) => a - b);
  const p = (values: number[], q: number) => values[Math.floor(values.length * q)]?.toFixed(2);
  console.log(
    `\n${splits.length} statements (last run of each search): planning ${sum('planning').toFixed(0)} ms ` +
      `in all (p50 ${p(sorted('planning'), 0.5)}, p95 ${p(sorted('planning'), 0.95)}), execution ` +
      `${sum('execution').toFixed(0)} ms (p50 ${p(sorted('execution'), 0.5)}, p95 ${p(sorted('execution'), 0.95)})`,
  );
}
await database.close();
