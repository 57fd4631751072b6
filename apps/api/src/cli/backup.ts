import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { BackupError, backupDatabase, restoreDatabase } from '../db/backup';
import { assertDataDirFree, DataDirInUseError } from '../db/data-dir-lock';

/**
 * `npm run backup -- [file]` and `npm run restore -- <file>` (docs/operations.md "Backups"):
 * the database of DATABASE_URL, or the embedded one in DATA_DIR (stop its server first).
 */
async function main() {
  const [command, given] = process.argv.slice(2);
  // npm runs the script in apps/api; a relative file means the caller's folder (as DATA_DIR).
  const file = given && path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
  const config = loadConfig();
  if (!config.DATABASE_URL) assertDataDirFree(config.dataDir);
  const target = config.DATABASE_URL
    ? { databaseUrl: config.DATABASE_URL }
    : { pgliteDir: path.join(config.dataDir, 'pglite') };
  const kind = config.DATABASE_URL ? 'postgres' : 'pglite';
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const out =
      file ??
      path.resolve(
        process.env.INIT_CWD ?? process.cwd(),
        `fitmarket-${kind}-${stamp}.${kind === 'postgres' ? 'dump' : 'tar.gz'}`,
      );
    await backupDatabase(target, out);
    console.log(`Backed up the ${kind} database to ${out}.`);
  } else if (command === 'restore' && file) {
    await restoreDatabase(target, file);
    console.log(`Restored ${file} into the ${kind} database; run npm run migrate if it is older.`);
  } else {
    throw new BackupError('Usage: npm run backup -- [file]  |  npm run restore -- <file>');
  }
}

main().catch((error) => {
  const known = [ConfigError, DataDirInUseError, BackupError].some((kind) => error instanceof kind);
  console.error(known ? error.message : error);
  process.exit(1);
});
