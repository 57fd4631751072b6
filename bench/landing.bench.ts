// Latency of the marketplace landing answer (GET /v1/landing) over the demo data, measured
// in-process with app.inject so only our code and the database are timed, not the network.
// Run: `npm run bench -w @fitmarket/bench` (PGlite in memory), or with
// DATABASE_URL=postgres://... to measure a PostgreSQL server (its data is replaced).
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase, openPglite } from '../apps/api/src/db/client';
import { isDatabaseEmpty, seedDemoData } from '../apps/api/src/demo/seed';
import { createAppDeps } from '../apps/api/src/deps';

const WARMUP = 20;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const silent = { info() {}, error() {} };

const config = loadConfig({ ...process.env, NODE_ENV: 'test' });
const database = config.DATABASE_URL
  ? await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir })
  : await openPglite(undefined);
await database.migrate();
if (await isDatabaseEmpty(database.db)) await seedDemoData(database.db);
const app = await buildApp(createAppDeps(config, database, silent));

async function measure(language: string): Promise<number[]> {
  const timings: number[] = [];
  for (let i = 0; i < WARMUP + SAMPLES; i += 1) {
    const started = performance.now();
    const response = await app.inject({
      method: 'GET',
      url: '/v1/landing',
      headers: { 'accept-language': language },
    });
    if (response.statusCode !== 200) throw new Error(`landing answered ${response.statusCode}`);
    if (i >= WARMUP) timings.push(performance.now() - started);
  }
  return timings.sort((a, b) => a - b);
}

function percentile(sorted: number[], p: number): string {
  return (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0).toFixed(2);
}

for (const language of ['en', 'fi']) {
  const timings = await measure(language);
  console.log(
    `GET /v1/landing (${language}, ${database.kind}): p50 ${percentile(timings, 0.5)} ms, ` +
      `p95 ${percentile(timings, 0.95)} ms, max ${percentile(timings, 1)} ms over ${SAMPLES} requests`,
  );
}
await app.close();
await database.close();
