import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { testDbKind } from '../helpers/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform routes', () => {
  it('reports health after a database round trip', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { status: 'ok', database: testDbKind, redis: 'unused' },
    });
  });

  it('has the search extensions installed by the migrations', async () => {
    // Both drivers answer execute() with { rows }; drizzle types it per driver.
    const { rows } = (await t.deps.database.db.execute(
      'select extname from pg_extension order by extname',
    )) as unknown as { rows: { extname: string }[] };
    expect(rows.map((row) => row.extname)).toEqual(
      expect.arrayContaining(['cube', 'earthdistance', 'pg_trgm', 'unaccent']),
    );
  });

  it('serves the OpenAPI document generated from the route schemas, and its browser at /docs', async () => {
    const document = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(document.statusCode).toBe(200);
    expect(document.json().openapi).toMatch(/^3\./);
    expect(Object.keys(document.json().paths)).toEqual(
      expect.arrayContaining(['/health', '/v1/landing']),
    );
    const page = await t.app.inject({ method: 'GET', url: '/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });
});
