import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import {
  BackupError,
  type BackupTarget,
  backupDatabase,
  restoreDatabase,
} from '../../src/db/backup';
import { type DatabaseHandle, openPglite, openPostgres } from '../../src/db/client';
import { queryRows } from '../../src/db/rows';
import { conversations, follows, messages } from '../../src/db/schema';
import { createWiredDeps, migrateDatabase } from '../../src/wiring';
import { listedProfessional } from '../helpers/professionals';
import { createEmptyPostgresDatabase, migratedDataDir, testDbKind } from '../helpers/test-database';
import { createUser, signIn } from '../helpers/users';

const silentLog = { info() {}, error() {} };
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const folder = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
};

/** A database of the kind under test: migrated, or empty (where a restore goes). */
async function database(
  migrated: boolean,
): Promise<{ target: BackupTarget; open(): Promise<DatabaseHandle> }> {
  if (testDbKind === 'pglite') {
    const pgliteDir = migrated
      ? path.join(await migratedDataDir('fitmarket-ops-backup-'), 'pglite')
      : path.join(folder('fitmarket-ops-restore-'), 'pglite');
    if (migrated)
      cleanups.push(() => fs.rmSync(path.dirname(pgliteDir), { recursive: true, force: true }));
    return { target: { pgliteDir }, open: () => openPglite(pgliteDir) };
  }
  const empty = await createEmptyPostgresDatabase();
  cleanups.push(empty.drop);
  if (migrated) {
    const handle = await openPostgres(empty.url);
    await migrateDatabase(handle);
    await handle.close();
  }
  return { target: { databaseUrl: empty.url }, open: () => openPostgres(empty.url) };
}

/** How many rows each table has, the migrations' own table included. */
async function countRows(handle: DatabaseHandle) {
  const tables = await queryRows<{ name: string }>(
    handle.db,
    sql`select schemaname || '.' || tablename as name from pg_tables
        where schemaname in ('public', 'drizzle') order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ count: number }>(
      handle.db,
      sql.raw(`select count(*)::int as count from ${name}`),
    );
    counts[name] = row?.count ?? -1;
  }
  return counts;
}

/** What the product answers a guest and a signed-in customer. */
async function answersOf(handle: DatabaseHandle, people: { email: string; slug: string }) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DEMO: 'true',
    DATA_DIR: folder('fitmarket-ops-data-'),
  });
  const deps = createWiredDeps(config, handle, silentLog);
  const app = await buildApp(deps, { area: 'marketplace' });
  try {
    const answer = async (
      method: 'GET' | 'POST',
      url: string,
      payload?: object,
      token?: string,
    ) => {
      const response = await app.inject({
        method,
        url,
        payload,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      expect(response.statusCode, url).toBe(200);
      return response.json();
    };
    const token = await signIn(app, people.email);
    const { last_login: _, ...me } = (await answer('GET', '/v1/me', undefined, token)).data;
    const everyone = { search: '', location: '#', lat: '#', lng: '#', geoLocation: '#' };
    return {
      me,
      landing: await answer('GET', '/v1/landing'),
      profile: await answer('GET', `/v1/professionals/${people.slug}`),
      search: await answer('POST', '/v1/professionals/search', everyone),
      conversations: await answer('GET', '/v1/conversations', undefined, token),
    };
  } finally {
    await app.close();
    await deps.pubsub.close();
  }
}

// Two databases opened, a backup and a restore: slow on a busy machine.
describe(`backup and restore (${testDbKind})`, { timeout: 240_000 }, () => {
  it('restores into an empty database that answers the same, and refuses one with data', async () => {
    const source = await database(true);
    const handle = await source.open();
    const { db } = handle;
    const customer = await createUser(db, { firstName: 'Backed', lastName: 'Up' });
    const professional = await listedProfessional(db, { firstName: 'Restored' });
    await listedProfessional(db);
    const [talk] = await db
      .insert(conversations)
      .values({ customerId: customer.id, professionalId: professional.id })
      .returning();
    await db
      .insert(messages)
      .values({ conversationId: talk?.id ?? 0, senderId: customer.id, body: 'Still here?' });
    await db.insert(follows).values({ followerId: customer.id, professionalId: professional.id });
    const people = { email: customer.email, slug: professional.slug ?? '' };
    // As a release would: the professionals' search documents written.
    await migrateDatabase(handle);
    const answers = await answersOf(handle, people);
    const counts = await countRows(handle);
    expect(counts['public.search_documents']).toBe(2);
    expect(answers.profile.data.first_name).toBe('Restored');
    expect(JSON.stringify(answers.search)).toContain(people.slug);
    await handle.close();

    const file = path.join(
      folder('fitmarket-ops-file-'),
      testDbKind === 'pglite' ? 'db.tar.gz' : 'db.dump',
    );
    await backupDatabase(source.target, file);
    expect(fs.statSync(file).size).toBeGreaterThan(0);

    const copy = await database(false);
    await restoreDatabase(copy.target, file);
    const restored = await copy.open();
    try {
      expect(await countRows(restored)).toEqual(counts);
      // Up to date: the migrations' own table came along, so this applies nothing.
      await migrateDatabase(restored);
      expect(await answersOf(restored, people)).toEqual(answers);
      // Sequences came along too: new rows get new ids.
      await expect(createUser(restored.db)).resolves.toMatchObject({ id: expect.any(Number) });
    } finally {
      await restored.close();
    }
    await expect(restoreDatabase(copy.target, file)).rejects.toThrow(BackupError);
  });
});
