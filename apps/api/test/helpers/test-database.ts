import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openPglite, openPostgres } from '../../src/db/client';
import { migrationsFolder } from '../../src/paths';

/**
 * The API suite runs on PGlite by default and on a real PostgreSQL with TEST_DB=postgres
 * (TEST_DATABASE_ADMIN_URL points at a server where we may create databases). Each call gets a
 * database of its own and drops it on close.
 *
 * Migrating a new database took most of a test file's start (PGlite's initdb and 19
 * migrations: 5–15 s under load), so the migrations run once into a template, keyed by a hash of
 * the migrations folder, and each database is a copy of it: `CREATE DATABASE … TEMPLATE` on
 * PostgreSQL, a copied data directory on PGlite. globalSetup.ts makes the template before the
 * files start; test/db/migrate.test.ts still migrates an empty database for real.
 */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
export const postgresAdminUrl =
  process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const adminUrl = postgresAdminUrl;

/** Another run's template (other migrations, e.g. another branch) is dropped once unused this long. */
const STALE_TEMPLATE_MS = 60 * 60 * 1000;

export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (testDbKind === 'pglite') {
    // Where there is a RAM disk, the copy and the database's writes stay in memory.
    const base = fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
    const dataDir = fs.mkdtempSync(path.join(base, 'fitmarket-test-db-'));
    fs.cpSync(await ensurePgliteTemplate(), dataDir, { recursive: true });
    const handle = await openPglite(dataDir);
    return {
      ...handle,
      async close() {
        await handle.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = newDatabaseName();
  try {
    await withAdmin((admin) => cloneTemplate(admin, name));
  } catch (error) {
    // Another run dropped the template as stale (it migrates other files): make it again.
    if ((error as { code?: string }).code !== '3D000') throw error;
    await ensurePostgresTemplate();
    await withAdmin((admin) => cloneTemplate(admin, name));
  }
  const handle = await openPostgres(databaseUrl(name));
  return {
    ...handle,
    async close() {
      await handle.close();
      await dropPostgresDatabase(name);
    },
  };
}

/**
 * A new data folder (DATA_DIR) whose embedded database is a copy of the migrated template, for
 * tests that start the built server or a command on a folder: a new installation's first
 * migration (initdb and every migration, most of such a start) is tested once, in
 * test/db/migrate.test.ts, not in every process these tests start.
 */
export async function migratedDataDir(prefix: string): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  // The server's embedded database lives in DATA_DIR/pglite (db/client.ts openDatabase).
  fs.cpSync(await ensurePgliteTemplate(), path.join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}

/** Makes the template (when the migrations changed) and drops other runs' stale ones. */
export async function prepareTestDatabaseTemplate(): Promise<void> {
  if (testDbKind === 'pglite') {
    const template = await ensurePgliteTemplate();
    const now = new Date();
    fs.utimesSync(template, now, now);
    for (const entry of fs.readdirSync(path.dirname(template))) {
      const other = path.join(path.dirname(template), entry);
      // Another run may be renaming or removing it meanwhile.
      const modified = fs.statSync(other, { throwIfNoEntry: false })?.mtimeMs ?? now.getTime();
      if (other !== template && now.getTime() - modified > STALE_TEMPLATE_MS) {
        fs.rmSync(other, { recursive: true, force: true });
      }
    }
    return;
  }
  const template = await ensurePostgresTemplate();
  await withAdmin(async (admin) => {
    // The comment records when a run last used each template (PostgreSQL keeps no such date).
    await admin.query(`comment on database "${template}" is '${Date.now()}'`);
    const others = await admin.query<{ name: string; used: string | null }>(
      `select datname as name, shobj_description(oid, 'pg_database') as used from pg_database
        where datname like 'fitmarket_template_%' and datname <> $1`,
      [template],
    );
    for (const { name, used } of others.rows) {
      if (Date.now() - Number(used ?? 0) > STALE_TEMPLATE_MS) {
        await admin.query(`drop database if exists "${name}" with (force)`);
      }
    }
  });
}

/** The migrations' file names and contents, so any change to one makes a new template. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of fs
    .readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' })
    .sort()) {
    const full = path.join(migrationsFolder, file);
    if (!fs.statSync(full).isFile()) continue;
    hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The migrated PGlite data directory, made once per set of migrations (and PGlite version). */
async function ensurePgliteTemplate(): Promise<string> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const { version } = JSON.parse(
    fs.readFileSync(path.join(path.dirname(entry), '../package.json'), 'utf8'),
  ) as { version: string };
  const folder = path.join(os.tmpdir(), 'fitmarket-test-templates');
  const template = path.join(folder, `pglite-${version}-${migrationsHash()}`);
  if (fs.existsSync(template)) return template;
  // Built aside and renamed into place, so a file starting meanwhile never copies half of one.
  const building = `${template}.${process.pid}-${randomBytes(4).toString('hex')}`;
  const handle = await openPglite(building);
  await handle.migrate();
  await handle.close();
  try {
    fs.renameSync(building, template);
  } catch (error) {
    // Another process finished the same template first; theirs is as good as ours.
    fs.rmSync(building, { recursive: true, force: true });
    if (!fs.existsSync(template)) throw error;
  }
  return template;
}

/** The migrated PostgreSQL template database's name, made once per set of migrations. */
async function ensurePostgresTemplate(): Promise<string> {
  const template = postgresTemplateName();
  return withAdmin(async (admin) => {
    // One run builds it while the others wait (any constant key; this one is "fmtt").
    await admin.query('select pg_advisory_lock(1718449268)');
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (found.rowCount) return template;
      // Built under another name and renamed, so a run that dies midway leaves no half template.
      const building = newDatabaseName();
      await admin.query(`create database "${building}"`);
      try {
        const handle = await openPostgres(databaseUrl(building));
        try {
          await handle.migrate();
        } finally {
          await handle.close();
        }
        await admin.query(`alter database "${building}" rename to "${template}"`);
      } catch (error) {
        await admin.query(`drop database if exists "${building}" with (force)`);
        throw error;
      }
      return template;
    } finally {
      await admin.query('select pg_advisory_unlock(1718449268)');
    }
  });
}

async function cloneTemplate(admin: pg.Client, name: string): Promise<void> {
  await admin.query(`create database "${name}" template "${postgresTemplateName()}"`);
}

function postgresTemplateName(): string {
  return `fitmarket_template_${migrationsHash()}`;
}

/** A new, empty PostgreSQL database (no migrations applied) and the way to drop it. */
export async function createEmptyPostgresDatabase(): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const name = newDatabaseName();
  await withAdmin((admin) => admin.query(`create database "${name}"`));
  return { url: databaseUrl(name), drop: () => dropPostgresDatabase(name) };
}

function newDatabaseName(): string {
  return `fitmarket_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
}

function databaseUrl(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropPostgresDatabase(name: string): Promise<void> {
  await withAdmin((admin) => admin.query(`drop database if exists "${name}" with (force)`));
}

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
