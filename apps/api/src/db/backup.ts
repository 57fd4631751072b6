import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { dumpPglite, loadPglite } from './client';

const run = promisify(execFile);

/** Where the database is: PostgreSQL at a URL, or the PGlite folder DATA_DIR/pglite. */
export type BackupTarget = { databaseUrl: string } | { pgliteDir: string };

export class BackupError extends Error {}

/**
 * A backup of the whole database in `file` (docs/operations.md "Backups"): on PostgreSQL
 * pg_dump's custom format (compressed, restorable table by table, safe while servers run); on
 * PGlite its own tarball of the data folder, while the server is stopped.
 */
export async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if ('databaseUrl' in target) {
    // No owners or grants: the backup restores into a database of any role.
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${file}`,
      `--dbname=${target.databaseUrl}`,
    ]);
    return;
  }
  if (!fs.existsSync(path.join(target.pgliteDir, 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${target.pgliteDir}.`);
  }
  const tarball = await dumpPglite(target.pgliteDir);
  fs.writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
}

/**
 * Puts a backup of backupDatabase into an empty database: a new PostgreSQL database (made with
 * createdb) or a PGlite folder that does not exist yet. Never over data: it refuses instead.
 */
export async function restoreDatabase(target: BackupTarget, file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new BackupError(`There is no backup file ${file}.`);
  if ('databaseUrl' in target) {
    await assertEmptyPostgres(target.databaseUrl);
    await run('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${target.databaseUrl}`,
      file,
    ]);
    return;
  }
  if (fs.existsSync(target.pgliteDir) && fs.readdirSync(target.pgliteDir).length > 0) {
    throw new BackupError(
      `${target.pgliteDir} is not empty: restore into a new DATA_DIR, or move that folder away first.`,
    );
  }
  await loadPglite(target.pgliteDir, new Blob([fs.readFileSync(file)]));
}

async function assertEmptyPostgres(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select count(*)::int as tables from pg_tables where schemaname in ('public', 'drizzle')",
    );
    if (rows[0].tables > 0) {
      throw new BackupError(
        'The database already has tables: restore into a new, empty one (createdb), then point DATABASE_URL at it.',
      );
    }
  } finally {
    await client.end();
  }
}
