import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { createPreparedStatements } from './prepared-statements';
import { queryRows } from './rows';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * On PostgreSQL, the database on search's own pool, whose connections all have
   * INDEXED_PLAN_SETTINGS; null on PGlite (one session), where they are set per transaction.
   */
  indexedPlanDb: Database | null;
  /**
   * On PostgreSQL, the rows of a statement run on search's own pool as a prepared statement of
   * its connection (db/prepared-statements.ts: planned once rather than on every call); null
   * where there is no such pool (PGlite, PgBouncer in transaction mode).
   */
  indexedPlanRows: (<T>(query: SQL) => Promise<T[]>) | null;
  /**
   * Applies the committed SQL migrations in apps/api/drizzle, then runs `afterwards` (e.g. the
   * reference data) while still holding the migration lock.
   */
  migrate(afterwards?: () => Promise<void>): Promise<void>;
  /**
   * The rows of a statement run very often (an impression counted per request): on direct
   * PostgreSQL connections a named prepared statement, parsed and planned once per connection
   * instead of on every call (planning was half its cost); through PgBouncer in transaction
   * mode, whose server connections are shared, and on PGlite, a plain query. `name` must be
   * unique to the statement's text. Rows come as `queryRows` gives them.
   */
  preparedRows<T>(name: string, query: SQL): Promise<T[]>;
  /** Connections now, per pool (the pool metrics, docs/operations.md). */
  poolStats(): PoolStats[];
  /** How many committed migrations the database lacks (0: up to date). */
  pendingMigrations(): Promise<number>;
  close(): Promise<void>;
}

/**
 * One pool's connections: open in all, idle among them, and queries waiting for one. PGlite is
 * a single in-process session with no pool, so it reports that one connection only.
 */
export interface PoolStats {
  pool: 'main' | 'search' | 'pglite';
  total: number;
  idle?: number;
  waiting?: number;
}

/**
 * The advisory lock every migration run holds on PostgreSQL, so releases started together on one
 * database apply the migrations once, one after the other (any constant works; this one is
 * "fitm" in ASCII). It is a transaction lock held by a transaction left open meanwhile: a
 * session lock would go astray through PgBouncer in transaction mode, where consecutive
 * statements of one client may run on different server connections.
 */
const MIGRATION_LOCK_ID = 0x6669746d;

/**
 * Session settings every connection gets.
 * - pg_trgm's `<%` (word similarity, which search uses for mistyped names) defaults to 0.6,
 *   which one wrong letter in a short surname already misses ("virtsnen" is 0.5 from
 *   "virtanen"); search/ ranks what this lets through. The marketplace's names alike use `<<%`
 *   (strict word similarity, whole words of the name), at the same 0.45 (default 0.5).
 * - random_page_cost 1.1 instead of 4 (a spinning disk's): our data lives on SSDs or, with
 *   PGlite, in memory, where reading an index's scattered rows costs little more than reading
 *   in order; at 4 the planner reads a whole table for any word a tenth of the rows contain.
 */
export const SESSION_SETTINGS = {
  'pg_trgm.word_similarity_threshold': '0.45',
  'pg_trgm.strict_word_similarity_threshold': '0.45',
  random_page_cost: '1.1',
} as const;

/**
 * The extensions search needs (DESIGN.md "Data") and btree_gist for the bookings' no-overlap
 * constraint (migration 0010); PGlite ships them as loadable contrib.
 */
const pgliteExtensions = { pg_trgm, unaccent, cube, earthdistance, btree_gist };

/** PGlite in `dataDir` (or in memory when dataDir is undefined). */
export async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, extensions: pgliteExtensions });
  // PGlite is one session: settings made now hold for every query.
  for (const [name, value] of Object.entries(SESSION_SETTINGS)) {
    await client.query('select set_config($1, $2, false)', [name, value]);
  }
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    indexedPlanDb: null,
    indexedPlanRows: null,
    // Only one process can open a PGlite folder, so there is nobody to lock out.
    async migrate(afterwards) {
      await migratePglite(db, { migrationsFolder });
      await afterwards?.();
    },
    preparedRows: (_name, query) => queryRows(db, query),
    poolStats: () => [{ pool: 'pglite', total: 1 }],
    pendingMigrations: () => pendingMigrations(db),
    close: () => client.close(),
  };
}

/**
 * The PGlite folder as one gzipped tarball, PGlite's own backup (`dumpDataDir`): the files of its
 * data directory, read by a PGlite of the same version. Only while no server has it open.
 */
export async function dumpPglite(dataDir: string): Promise<Blob> {
  const client = await PGlite.create({ dataDir, extensions: pgliteExtensions });
  try {
    return await client.dumpDataDir('gzip');
  } finally {
    await client.close();
  }
}

/** A tarball of dumpPglite unpacked into `dataDir`, which must not hold a database yet. */
export async function loadPglite(dataDir: string, tarball: Blob): Promise<void> {
  fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir,
    loadDataDir: tarball,
    extensions: pgliteExtensions,
  });
  await client.close();
}

/**
 * Planner settings for search's queries (search/professional-search.ts `withIndexedPlan`): the
 * planner does not count reading a document out of line, so for a common word it would scan
 * every document rather than take the GIN bitmap; and a search is too short for parallel workers.
 */
export const INDEXED_PLAN_SETTINGS = {
  enable_seqscan: 'off',
  max_parallel_workers_per_gather: '0',
} as const;

/**
 * How DATABASE_URL reaches PostgreSQL: `session` straight (or through a session pooler), so
 * each connection gets its settings when it starts; `transaction` through PgBouncer in
 * transaction mode, which refuses the startup `options` and hands a client's consecutive
 * transactions to any server connection: the settings are then the database's own
 * (`ALTER DATABASE … SET`, made by the migration step) and search sets its planner per
 * transaction (docs/deploy.md).
 */
export type PoolMode = 'session' | 'transaction';

function createPool(
  connectionString: string,
  max: number,
  settings: Record<string, string> | null,
) {
  const pool = new pg.Pool({
    connectionString,
    max,
    // Sent when each connection starts, so no query runs without them.
    ...(settings && {
      options: Object.entries(settings)
        .map(([name, value]) => `-c ${name}=${value}`)
        .join(' '),
    }),
  });
  // An idle connection that the server ends (restart, failover, a dropped test database) is
  // reported here and replaced on the next query; without a listener it would crash the process.
  pool.on('error', (error) =>
    console.warn(`PostgreSQL closed an idle connection: ${error.message}`),
  );
  // A connection the server ends while a transaction holds it between two statements (a
  // restart under load) reports on the client, which the pool listens to only while it is
  // idle: unheard, that crashed every instance. The transaction's next statement fails with
  // the same error (its request answers 500 and logs it), and the pool drops the connection.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

const dialect = new PgDialect();

/**
 * Drizzle's node-postgres reading of values (timestamps, dates and intervals kept as text, as
 * PGlite gives them), for statements sent past it (preparedRows).
 */
const DRIZZLE_TYPES = {
  getTypeParser: ((typeId: number, format?: 'text' | 'binary') =>
    TEXT_TYPES.has(typeId)
      ? (value: string) => value
      : pg.types.getTypeParser(typeId, format)) as typeof pg.types.getTypeParser,
};
const TEXT_TYPES = new Set<number>([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1115, // timestamp[]
  1182, // date[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
]);

/**
 * Prepared statements each search connection keeps (db/prepared-statements.ts): about 0.6 MB of
 * the server's memory each for the search statement. Filters, sorts and languages are its
 * parameters, so its texts differ by the number of words, the kind of place and the quality tiers
 * tried: the benchmark's 2,000 distinct searches make 34 texts, which stay prepared.
 */
const PREPARED_SEARCH_STATEMENTS = 40;

/** Connections per pool when the settings give none (DB_POOL_MAX, SEARCH_DB_POOL_MAX). */
const DEFAULT_POOL_MAX = 10;

export async function openPostgres(
  connectionString: string,
  poolMax: { main?: number; search?: number } = {},
  mode: PoolMode = 'session',
): Promise<DatabaseHandle> {
  const direct = mode === 'session';
  const pool = createPool(
    connectionString,
    poolMax.main ?? DEFAULT_POOL_MAX,
    direct ? SESSION_SETTINGS : null,
  );
  // Fail at start with a clear error rather than on the first request.
  await pool.query('select 1');
  const db = drizzlePg(pool, { schema });
  // Search's own connections: a search then needs no transaction to set its planner (three
  // round trips fewer). Not through PgBouncer, whose server connections are everyone's. Their
  // statements take the generic plan from the first run: for search's statement it is the
  // custom plan's twin (the GIN scan, then the tiers; measured over both benchmark mixes), so the
  // five custom plans PostgreSQL would make first are only planning spent (docs/performance.md).
  const searchPool = direct
    ? createPool(connectionString, poolMax.search ?? DEFAULT_POOL_MAX, {
        ...SESSION_SETTINGS,
        ...INDEXED_PLAN_SETTINGS,
        plan_cache_mode: 'force_generic_plan',
      })
    : null;
  const searchStatements =
    searchPool && createPreparedStatements(searchPool, PREPARED_SEARCH_STATEMENTS, DRIZZLE_TYPES);
  return {
    db,
    kind: 'postgres',
    indexedPlanDb: searchPool && drizzlePg(searchPool, { schema }),
    indexedPlanRows:
      searchStatements &&
      (<T>(query: SQL) => {
        const { sql: text, params } = dialect.sqlToQuery(query);
        return searchStatements<T>(text, params);
      }),
    async migrate(afterwards) {
      // The lock's transaction stays open on this client; the migrator uses others of the pool.
      const lockHolder = await pool.connect();
      try {
        await lockHolder.query('begin');
        await lockHolder.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
        try {
          await migratePg(db, { migrationsFolder });
          await setDatabaseSettings(pool);
          await afterwards?.();
        } finally {
          await lockHolder.query('commit');
        }
      } finally {
        lockHolder.release();
      }
    },
    preparedRows: direct
      ? async <T>(name: string, query: SQL) => {
          const { sql: text, params } = dialect.sqlToQuery(query);
          const result = await pool.query({ name, text, values: params, types: DRIZZLE_TYPES });
          return result.rows as T[];
        }
      : (_name, query) => queryRows(db, query),
    // The search pool is left out where search shares the main one (PgBouncer, DATABASE_POOL_MODE).
    poolStats: () =>
      (searchPool
        ? [['main', pool] as const, ['search', searchPool] as const]
        : [['main', pool] as const]
      ).map(([name, { totalCount, idleCount, waitingCount }]) => ({
        pool: name,
        total: totalCount,
        idle: idleCount,
        waiting: waitingCount,
      })),
    pendingMigrations: () => pendingMigrations(db),
    close: async () => {
      await Promise.all([endPool(pool), searchPool && endPool(searchPool)]);
    },
  };
}

/**
 * SESSION_SETTINGS as the database's defaults, for connections that cannot carry their own
 * (through PgBouncer in transaction mode); direct connections send them anyway.
 */
async function setDatabaseSettings(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ name: string }>('select current_database() as name');
  const name = pg.escapeIdentifier(rows[0]?.name ?? '');
  for (const [setting, value] of Object.entries(SESSION_SETTINGS)) {
    await pool.query(`alter database ${name} set ${setting} = ${pg.escapeLiteral(value)}`);
  }
}

/**
 * The committed migrations this database has not applied, by the journal's time stamps as
 * drizzle's migrator compares them: a server starts only on a migrated database, the release
 * step (`npm run migrate`) being the one that migrates.
 */
async function pendingMigrations(db: Database): Promise<number> {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  const applied = await queryRows<{ last: string | null }>(
    db,
    sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
  )
    .then((rows) => Number(rows[0]?.last ?? 0))
    // No table yet: nothing was ever applied.
    .catch(() => 0);
  return journal.entries.filter((entry) => entry.when > applied).length;
}

/**
 * `pool.end()` resolves once every client is asked to end, not when their connections have
 * closed; waiting for each client's `remove` lets a caller drop the database straight after.
 */
async function endPool(pool: pg.Pool): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open === 0) resolve();
    });
  });
  await pool.end();
  await closed;
}

export function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  poolMax?: { main?: number; search?: number };
  poolMode?: PoolMode;
}): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolMax, options.poolMode)
    : openPglite(path.join(options.dataDir, 'pglite'));
}
