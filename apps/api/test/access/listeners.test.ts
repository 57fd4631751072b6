import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, expectRefusal } from '../accounts/account-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, sessionToken, TEST_PASSWORD } from '../helpers/users';

let t: TestApp;
let customer: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.database.db;
  customer = await sessionToken(db, await createUser(db));
  staff = await sessionToken(db, await createUser(db, { role: 'owner' }));
});
afterAll(() => t.close());

describe('each listener serves its own area only', () => {
  it('the marketplace refuses the back-office API, its sign-in included', async () => {
    const login = await t.web.inject({
      method: 'POST',
      url: '/v1/admin/login',
      payload: { email: 'a@example.com', password: TEST_PASSWORD },
    });
    expectRefusal(login, 404, 1397);
    expectRefusal(
      await t.web.inject({ method: 'GET', url: '/v1/admin/me', headers: bearer(staff) }),
      404,
      1397,
    );
  });

  it('the back-office refuses the marketplace API, customers’ tokens and sockets', async () => {
    expectRefusal(
      await t.backoffice.inject({ method: 'GET', url: '/v1/me', headers: bearer(customer) }),
      404,
      1397,
    );
    expectRefusal(
      await t.backoffice.inject({ method: 'GET', url: '/v1/admin/me', headers: bearer(customer) }),
      403,
      1317,
    );
    expectRefusal(
      await t.backoffice.inject({
        method: 'POST',
        url: '/v1/uploads?kind=avatar',
        headers: bearer(customer),
      }),
      403,
      1317,
    );
    expectRefusal(
      await t.backoffice.inject({ method: 'GET', url: '/v1/live', headers: bearer(customer) }),
      404,
      1397,
    );
    expectRefusal(
      await t.backoffice.inject({ method: 'POST', url: '/v1/auth/login', payload: {} }),
      404,
      1397,
    );
  });

  it('both answer what both SPAs read, and staff on the back-office', async () => {
    for (const app of [t.web, t.backoffice]) {
      expect((await app.inject({ method: 'GET', url: '/v1/map-settings' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/v1/auth/providers' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    }
    const me = await t.backoffice.inject({
      method: 'GET',
      url: '/v1/admin/me',
      headers: bearer(staff),
    });
    expect(me.statusCode, me.body).toBe(200);
  });

  it('documents only its own area', async () => {
    const paths = async (app: TestApp['web']) =>
      Object.keys((await app.inject({ method: 'GET', url: '/docs/json' })).json().paths);
    const web = await paths(t.web);
    const backoffice = await paths(t.backoffice);
    expect(web).toContain('/v1/me');
    expect(web.some((path) => path.startsWith('/v1/admin'))).toBe(false);
    expect(backoffice).toContain('/v1/admin/login');
    expect(backoffice).not.toContain('/v1/me');
    expect(backoffice).not.toContain('/v1/live');
  });
});

describe('the API document in production', () => {
  const production = { NODE_ENV: 'production', DEMO: 'false' };

  it('is not served unless API_DOCS asks for it', async () => {
    const closed = await createTestApp({ env: production });
    const open = await createTestApp({ env: { ...production, API_DOCS: 'true' } });
    try {
      expect((await closed.web.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(404);
      expect((await closed.backoffice.inject({ method: 'GET', url: '/docs' })).statusCode).toBe(
        404,
      );
      expect((await open.web.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200);
      expect((await open.backoffice.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(
        200,
      );
    } finally {
      await Promise.all([closed.close(), open.close()]);
    }
  });
});
