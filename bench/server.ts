// The API as a real listening server for the benchmarks, in a process of its own so that the
// load generator (support.ts) does not share its CPU time. Fills the database first: the demo
// marketplace (for an account to sign in with) plus BENCH_PROFESSIONALS generated professionals
// and BENCH_CAMPAIGNS live campaigns of theirs (none unless asked).
// Then tells its parent the port. PGlite in BENCH_DATA_DIR, or PostgreSQL at DATABASE_URL.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { seedCatalogue } from '../apps/api/src/catalogue/reference-data';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { queryRows } from '../apps/api/src/db/rows';
import { isDatabaseEmpty, seedDemoData } from '../apps/api/src/demo/seed';
import { spaRoots } from '../apps/api/src/paths';
import {
  ensureSearchDocuments,
  reorderSearchDocuments,
  searchDocumentsOutOfOrder,
} from '../apps/api/src/search/search-document';
import { createWiredDeps } from '../apps/api/src/wiring';
import { generateAvailability, generateCampaigns, generateMarketplace } from './generate';

export interface ServerReady {
  port: number;
  /** The back-office's listener (/v1/admin), apart as in production. */
  backofficePort: number;
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
const deps = createWiredDeps(config, database, silent);
if (await isDatabaseEmpty(database.db)) await seedDemoData(database.db, deps.storage);
await generateMarketplace(database.db, professionals);
// Live campaigns for the sponsored look-up (search.bench.ts sets BENCH_CAMPAIGNS).
const campaignCount = Number(process.env.BENCH_CAMPAIGNS ?? 0);
if (campaignCount > 0) await generateCampaigns(database.db, campaignCount);
// Generated rows skip the profile services, so their search documents are built here (once).
// As the release step (wiring.ts migrateDatabase): in quality order, whatever wrote them.
const rebuilt = await ensureSearchDocuments(database.db);
if (rebuilt > 0 || (await searchDocumentsOutOfOrder(database.db))) {
  await reorderSearchDocuments(database.db);
  console.log(`rebuilt or filled ${rebuilt} search documents, reordered them`);
}
await generateAvailability(database.db);
// The update above leaves a dead version of 54,000 availability rows (each run), which autovacuum
// clears within a minute in production (this machine's PostgreSQL runs without autovacuum).
await database.db.execute(sql`vacuum analyze search_availability`);
await database.db.execute(sql`vacuum analyze search_documents`);
if (process.env.BENCH_DOCUMENTS) await exportDocuments(process.env.BENCH_DOCUMENTS);

/**
 * What the search indexes of each listed professional, as JSON lines for the in-process peer
 * (MiniSearch in search.bench.ts): the parent cannot open PGlite while this process has it.
 */
async function exportDocuments(file: string) {
  const out = fs.createWriteStream(file);
  let after = 0;
  for (;;) {
    const rows = await queryRows<{ id: number }>(
      database.db,
      sql`select u.id, u.first_name || ' ' || u.last_name as name,
          (select string_agg(s.label_en || ' ' || s.label_fi, ' ') from professional_specialities ps
            join specialities s on s.id = ps.speciality_id where ps.user_id = u.id) as specialities,
          (select string_agg(concat_ws(' ', s.label_en, s.label_fi, ps.description), ' ')
            from professional_services ps join services s on s.id = ps.service_id
            where ps.user_id = u.id) as services,
          concat_ws(' ', u.description, u.description_fi, p.long_description,
            p.long_description_fi) as descriptions,
          (select json_agg(json_build_object('lat', l.lat, 'lon', l.lon, 'formatted', l.formatted))
            from professional_locations l where l.user_id = u.id) as places
        from search_documents d join users u on u.id = d.user_id
        left join professional_profiles p on p.user_id = u.id
        where d.user_id > ${after} order by d.user_id limit 5000`,
    );
    if (rows.length === 0) break;
    for (const row of rows) out.write(`${JSON.stringify(row)}\n`);
    after = rows.at(-1)?.id ?? after;
  }
  await new Promise((resolve) => out.end(resolve));
}

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

// Benchmarks whose requests depend on jobs (a payment's outcome activating a campaign) run them.
if (process.env.BENCH_JOBS) await deps.jobs.start();

const app = await buildApp(deps, {
  area: 'marketplace',
  spaRoot: webSpaRoot(),
  publicPages: true,
});
const backoffice = await buildApp(deps, { area: 'backoffice' });
const portOf = async (listener: typeof app) => {
  await listener.listen({ host: '127.0.0.1', port: 0 });
  const address = listener.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
};
process.send?.({
  port: await portOf(app),
  backofficePort: await portOf(backoffice),
  database: database.kind,
} satisfies ServerReady);

async function stop() {
  await Promise.all([app.close(), backoffice.close()]);
  await deps.jobs.stop();
  await database.close();
  process.exit(0);
}
process.on('disconnect', () => void stop());
process.on('SIGTERM', () => void stop());
