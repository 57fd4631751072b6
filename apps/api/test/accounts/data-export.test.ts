import { is } from 'drizzle-orm';
import { getTableConfig, integer, PgTable, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORTED_TABLES, NOT_EXPORTED } from '../../src/accounts/data-export/export-tables';
import * as schema from '../../src/db/schema';
import { conversations, follows, messages } from '../../src/db/schema';
import { listedProfessional } from '../helpers/professionals';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, signIn } from '../helpers/users';

/**
 * The rule for "this table holds personal data": a column points at a user (a foreign key to
 * users, or a user_id that reaches them through another table), or its name says it holds a
 * person's e-mail address, name, phone, postal or IP address. Deliberately broad: a table it
 * flags by mistake goes to NOT_EXPORTED with its reason, never silently out of the export.
 */
const PERSONAL_COLUMN = /^(to|user_id|(.*_)?(email|name|first_name|last_name|phone|address|ip))$/;

function holdsPersonalData(table: PgTable): boolean {
  const config = getTableConfig(table);
  const pointsAtUser = config.foreignKeys.some(
    (key) => getTableConfig(key.reference().foreignTable).name === 'users',
  );
  return pointsAtUser || config.columns.some((column) => PERSONAL_COLUMN.test(column.name));
}

const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
  is(value, PgTable),
);
const tableName = (table: PgTable) => getTableConfig(table).name;
const exportedNames = new Set(Object.values(EXPORTED_TABLES).map(({ table }) => tableName(table)));

describe('the data export covers the schema', () => {
  it('exports every table holding personal data, or says why not', () => {
    const forgotten = tables
      .filter(holdsPersonalData)
      .map(tableName)
      .filter((name) => !exportedNames.has(name) && !(name in NOT_EXPORTED));
    expect(forgotten, 'add these to EXPORTED_TABLES or NOT_EXPORTED (export-tables.ts)').toEqual(
      [],
    );
  });

  it('would flag a table added later with a user column (a second factor, a social item)', () => {
    const totp = pgTable('staff_totp', {
      userId: integer('user_id').references(() => schema.users.id),
      secret: text('secret'),
    });
    const item = pgTable('social_items', { id: integer('id'), ownerName: text('owner_name') });
    expect(holdsPersonalData(totp)).toBe(true);
    expect(holdsPersonalData(item)).toBe(true);
    expect(holdsPersonalData(pgTable('tallies', { day: text('day') }))).toBe(false);
  });

  it('keeps the exclusion list honest: real tables the rule flags, none also exported', () => {
    const byName = new Map(tables.map((table) => [tableName(table), table]));
    for (const name of Object.keys(NOT_EXPORTED)) {
      const table = byName.get(name);
      expect(table, `${name} is not a table of the schema`).toBeDefined();
      expect(holdsPersonalData(table as PgTable), `${name} holds no personal data`).toBe(true);
      expect(exportedNames.has(name), `${name} is exported and excluded`).toBe(false);
    }
  });
});

describe('GET /v1/me/export', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("gives the person their own records as a JSON file, nobody else's, no secrets", async () => {
    const { db } = t.deps.database;
    const customer = await createUser(db, { firstName: 'Export' });
    const other = await createUser(db);
    const professional = await listedProfessional(db);
    const [talk] = await db
      .insert(conversations)
      .values({ customerId: customer.id, professionalId: professional.id })
      .returning();
    const [otherTalk] = await db
      .insert(conversations)
      .values({ customerId: other.id, professionalId: professional.id })
      .returning();
    await db.insert(messages).values([
      { conversationId: talk?.id ?? 0, senderId: customer.id, body: 'My question' },
      { conversationId: talk?.id ?? 0, senderId: professional.id, body: 'The answer' },
      { conversationId: otherTalk?.id ?? 0, senderId: other.id, body: 'Not yours' },
    ]);
    await db.insert(follows).values({ followerId: customer.id, professionalId: professional.id });
    const token = await signIn(t.app, customer.email);

    const response = await t.app.inject({
      method: 'GET',
      url: '/v1/me/export',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="fitmarket-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const file = response.json();
    expect(file).toMatchObject({ format: 1, userId: customer.id });
    expect(Object.keys(file.sections).sort()).toEqual(Object.keys(EXPORTED_TABLES).sort());
    expect(file.sections.account).toEqual([
      expect.objectContaining({ id: customer.id, email: customer.email, firstName: 'Export' }),
    ]);
    expect(file.sections.messages.map((m: { body: string }) => m.body).sort()).toEqual([
      'My question',
      'The answer',
    ]);
    expect(file.sections.conversations).toHaveLength(1);
    expect(file.sections.follows).toEqual([
      expect.objectContaining({ followerId: customer.id, professionalId: professional.id }),
    ]);
    // The sign-in just made is one of their sessions, without its hash.
    expect(file.sections.sessions).toHaveLength(1);
    expect(response.body).not.toMatch(/passwordHash|tokenHash|codeHash/);
    expect(response.body).not.toContain(other.email);
    expect(response.body).not.toContain('Not yours');
  });

  it(`refuses a guest, and a sixth download within the hour (1151)`, async () => {
    const guest = await t.app.inject({ method: 'GET', url: '/v1/me/export' });
    expect(guest.statusCode).toBe(401);
    const person = await createUser(t.deps.database.db);
    const token = await signIn(t.app, person.email);
    const download = () =>
      t.app.inject({
        method: 'GET',
        url: '/v1/me/export',
        headers: { authorization: `Bearer ${token}` },
      });
    for (let i = 0; i < 5; i += 1) expect((await download()).statusCode).toBe(200);
    const over = await download();
    expect(over.statusCode).toBe(429);
    expect(over.json().errors[0].code).toBe(1151);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });
});
