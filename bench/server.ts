// The API as a real listening server for the benchmarks, in a process of its own so that the
// load generator (support.ts) does not share its CPU time. Fills the database first: the demo
// marketplace (for an account to sign in with) plus BENCH_PROFESSIONALS generated professionals.
// Then tells its parent the port. PGlite in BENCH_DATA_DIR, or PostgreSQL at DATABASE_URL.
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app';
import { createAppDeps } from '../apps/api/src/app-deps';
import { seedCatalogue } from '../apps/api/src/catalogue/reference-data';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { isDatabaseEmpty, seedDemoData } from '../apps/api/src/demo/seed';
import { spaRoots } from '../apps/api/src/paths';
import { ensureSearchDocuments } from '../apps/api/src/search/search-document';
import { generateMarketplace } from './generate';

export interface ServerReady {
  port: number;
  database: 'pglite' | 'postgres';
}

const professionals = Number(process.env.BENCH_PROFESSIONALS ?? 100_000);
const dataDir = process.env.BENCH_DATA_DIR;
if (!dataDir) throw new Error('BENCH_DATA_DIR is required');

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  // The attempt limits would stop the sign-in benchmark long before it finished.
  AUTH_RATE_LIMIT_PER_IP: '1000000',
  AUTH_RATE_LIMIT_PER_ADDRESS: '1000000',
});
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
await database.migrate();
await seedCatalogue(database.db);
const silent = { info() {}, error() {} };
const deps = createAppDeps(config, database, silent);
if (await isDatabaseEmpty(database.db)) await seedDemoData(database.db, deps.storage);
await generateMarketplace(database.db, professionals);
// Generated rows skip the profile services, so their search documents are built here (once).
const rebuilt = await ensureSearchDocuments(database.db);
if (rebuilt > 0) console.log(`built ${rebuilt} search documents`);

/**
 * The marketplace's SPA for the server-rendered profile pages: the built one when there is one,
 * else a stand-in index.html of the same size class (the server only writes the head into it).
 */
function webSpaRoot(): string {
  if (fs.existsSync(path.join(spaRoots.web, 'index.html'))) return spaRoots.web;
  const root = path.join(config.dataDir, 'spa');
  fs.mkdirSync(root, { recursive: true });
  fs.writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <meta name="description" content="Fitmarket" />\n    <title>Fitmarket</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
  );
  return root;
}

const app = await buildApp(deps, {
  spaRoot: webSpaRoot(),
  publicPages: true,
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('no port');
process.send?.({ port: address.port, database: database.kind } satisfies ServerReady);

async function stop() {
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('disconnect', () => void stop());
process.on('SIGTERM', () => void stop());
