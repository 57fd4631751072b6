// What every benchmark shares: the API over the demo data, measured in-process with
// app.inject so only our code and the database are timed, not the network. PGlite in memory by
// default; DATABASE_URL=postgres://... measures a PostgreSQL server instead (its data is replaced).
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase, openPglite } from '../apps/api/src/db/client';
import { isDatabaseEmpty, seedDemoData } from '../apps/api/src/demo/seed';
import { createAppDeps } from '../apps/api/src/deps';

const silent = { info() {}, error() {} };

export async function startBenchApp(env: Record<string, string> = {}) {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', ...env });
  const database = config.DATABASE_URL
    ? await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir })
    : await openPglite(undefined);
  await database.migrate();
  if (await isDatabaseEmpty(database.db)) await seedDemoData(database.db);
  const app = await buildApp(createAppDeps(config, database, silent));
  return {
    app,
    kind: database.kind,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Runs `request` `warmup + samples` times and prints p50, p95 and max of the timed samples. */
export async function measure(
  label: string,
  request: () => Promise<void>,
  { warmup = 20, samples = Number(process.env.BENCH_SAMPLES ?? 300) } = {},
): Promise<void> {
  const timings: number[] = [];
  for (let i = 0; i < warmup + samples; i += 1) {
    const started = performance.now();
    await request();
    if (i >= warmup) timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  const at = (p: number) =>
    (timings[Math.min(timings.length - 1, Math.floor(timings.length * p))] ?? 0).toFixed(2);
  console.log(
    `${label}: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms over ${samples} requests`,
  );
}
