import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { assertDataDirFree, DataDirInUseError } from '../db/data-dir-lock';
import { migrateDatabase } from '../wiring';

/**
 * `npm run migrate`: the release step that updates the database (DATABASE_URL, or the PGlite
 * folder in DATA_DIR) before new servers start: migrations, reference data and search
 * documents rebuilt when stale. Servers do not migrate; they refuse to start on a database
 * that lacks a migration of their build, so a forgotten step is caught before anything is
 * served, and a failing migration shows before any running server is replaced.
 */
async function main() {
  const config = loadConfig();
  // The running server migrates at start; a second process would write beside it.
  if (!config.DATABASE_URL) assertDataDirFree(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    poolMode: config.DATABASE_POOL_MODE,
  });
  try {
    await migrateDatabase(database);
    console.log(`The ${database.kind} database is up to date.`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  const known = error instanceof ConfigError || error instanceof DataDirInUseError;
  console.error(known ? error.message : error);
  process.exit(1);
});
