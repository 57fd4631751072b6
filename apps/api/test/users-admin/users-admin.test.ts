import { ZAdminUserSchema, ZAuditEntrySchema } from '@fitmarket/core/api/admin-users';
import { dataEnvelope, pagedEnvelope } from '@fitmarket/core/api/envelope';
import { REASON_MAX } from '@fitmarket/core/limits';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, searchDocuments, users } from '../../src/db/schema';
import { adminUserCsvRows } from '../../src/users-admin/list';
import { bearer, expectRefusal, mailsTo, ROOMY_RATE_LIMITS } from '../accounts/account-helpers';
import { startSmtpServer } from '../helpers/smtp-server';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, signIn, signInStaff } from '../helpers/users';
import { createProfessional, PLACES } from '../search/professionals';

const ZUserAnswer = dataEnvelope(ZAdminUserSchema);
const ZUserList = pagedEnvelope(ZAdminUserSchema);
const ZHistory = pagedEnvelope(ZAuditEntrySchema);

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let owner: typeof users.$inferSelect;
let admin: typeof users.$inferSelect;
let ownerToken = '';
let adminToken = '';
let customerToken = '';
let professionalToken = '';

/** A complete professional profile, listed in search. */
const completeProfessional = (user: Partial<typeof users.$inferInsert> = {}) =>
  createProfessional(t.deps.database.db, {
    user: {
      slug: `pro${Date.now() % 1e9}${Math.floor(Math.random() * 1000)}`,
      description: 'Coach',
      ...user,
    },
    specialities: ['yoga'],
    services: [{ slug: 'personal-training-session', priceMinor: 5000 }],
    locations: [PLACES.turku],
  });

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { ...ROOMY_RATE_LIMITS, SMTP_URL: smtp.url } });
  const db = t.deps.database.db;
  owner = await createUser(db, { role: 'owner', firstName: 'Olga', lastName: 'Owner' });
  admin = await createUser(db, { role: 'admin', firstName: 'Aino', lastName: 'Admin' });
  ownerToken = await signInStaff(t, owner.email);
  adminToken = await signInStaff(t, admin.email);
  const customer = await createUser(db);
  customerToken = await signIn(t.app, customer.email);
  const professional = await completeProfessional();
  professionalToken = await signIn(t.app, professional.email);
});
afterAll(async () => {
  await t.close();
  smtp.close();
});

function call(method: 'GET' | 'POST', url: string, token: string | null, payload?: object) {
  return t.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });
}
const post = (url: string, payload: object, token: string | null = adminToken) =>
  call('POST', url, token, payload);
const get = (url: string, token: string | null = adminToken) => call('GET', url, token);

async function auditRows(targetId: number) {
  return t.deps.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, targetId)));
}

async function inSearch(userId: number) {
  const rows = await t.deps.database.db
    .select({ id: searchDocuments.userId })
    .from(searchDocuments)
    .where(eq(searchDocuments.userId, userId));
  return rows.length === 1;
}

describe('who may call /v1/admin/users', () => {
  const calls: [string, 'GET' | 'POST', string, object?][] = [
    ['list', 'GET', '/v1/admin/users'],
    ['export', 'GET', '/v1/admin/users/export.csv'],
    ['history', 'GET', '/v1/admin/users/1/history'],
    ['promote', 'POST', '/v1/admin/users/promote', { id: 1, membership: 3 }],
    ['publish', 'POST', '/v1/admin/users/publish', { id: 1 }],
    ['unpublish', 'POST', '/v1/admin/users/unpublish', { id: 1 }],
    ['block', 'POST', '/v1/admin/users/block', { id: 1, reason: 'Spam' }],
    ['activate', 'POST', '/v1/admin/users/activate', { id: 1 }],
  ];

  it.each(calls)(
    '%s: no token 401, customer and professional 403',
    async (_, method, url, body) => {
      expectRefusal(await call(method, url, null, body), 401, 1002);
      expectRefusal(await call(method, url, customerToken, body), 403, 1317);
      expectRefusal(await call(method, url, professionalToken, body), 403, 1317);
    },
  );

  it.each(calls.filter(([, method]) => method === 'POST'))(
    '%s: an unknown id is 404',
    async (_, __, url, body) => {
      expectRefusal(await post(url, { ...body, id: 999_999 }), 404, 1302);
    },
  );

  it('history of an unknown user is 404', async () => {
    expectRefusal(await get('/v1/admin/users/999999/history'), 404, 1302);
  });
});

describe('GET /v1/admin/users', () => {
  let listed: (typeof users.$inferSelect)[];
  beforeAll(async () => {
    const db = t.deps.database.db;
    listed = [];
    for (let i = 0; i < 12; i += 1) {
      listed.push(
        await createUser(db, {
          firstName: 'Listi',
          lastName: `Henkilö${i}`,
          email: `listi${i}@Paging.example`.toLowerCase(),
          membershipId: i % 2 === 0 ? 1 : 3,
          createdAt: new Date(Date.UTC(2020, 0, 1 + i)),
        }),
      );
    }
  });

  it('pages newest first, 10 by default, with the SPEC meta', async () => {
    const first = ZUserList.parse((await get('/v1/admin/users?search=paging.example')).json());
    expect(first.data).toHaveLength(10);
    expect(first.data[0]?.last_name).toBe('Henkilö11');
    const second = ZUserList.parse(
      (await get('/v1/admin/users?search=paging.example&page=2')).json(),
    );
    expect(second.data.map((user) => user.last_name)).toEqual(['Henkilö1', 'Henkilö0']);
    const [everyone] = await t.deps.database.db.select({ n: count() }).from(users);
    expect(second.meta.pagination).toMatchObject({
      filtered: 12,
      per_page: 10,
      current_page: 2,
      last_page: 2,
      from: 11,
      to: 12,
      total: everyone?.n,
    });
    const limited = ZUserList.parse(
      (await get('/v1/admin/users?search=paging.example&limit=5&page=3')).json(),
    );
    expect(limited.meta.pagination).toMatchObject({ per_page: 5, last_page: 3, from: 11, to: 12 });
  });

  it('searches names and e-mails in any case, and filters', async () => {
    const byName = ZUserList.parse((await get('/v1/admin/users?search=listi%20henkilö7')).json());
    expect(byName.data.map((user) => user.id)).toEqual([listed[7]?.id]);
    const byEmail = ZUserList.parse((await get('/v1/admin/users?search=LISTI3@')).json());
    expect(byEmail.data.map((user) => user.email)).toEqual(['listi3@paging.example']);
    // LIKE characters are taken literally.
    const literal = ZUserList.parse((await get('/v1/admin/users?search=listi_')).json());
    expect(literal.data).toEqual([]);
    const premium = ZUserList.parse(
      (await get('/v1/admin/users?search=paging.example&membership=3&limit=100')).json(),
    );
    expect(premium.data).toHaveLength(6);
    expect(premium.data.every((user) => user.membership_id === 3)).toBe(true);
    const owners = ZUserList.parse((await get('/v1/admin/users?role=owner')).json());
    expect(owners.data.map((user) => [user.id, user.role_id])).toEqual([[owner.id, 1]]);
    const published = ZUserList.parse((await get('/v1/admin/users?published=true')).json());
    expect(published.data.every((user) => user.role === 'professional' && user.published)).toBe(
      true,
    );
    expect(published.data.length).toBeGreaterThan(0);
  });

  it('refuses bad filters with 1301', async () => {
    expectRefusal(await get('/v1/admin/users?blocked=yes'), 422, 1301, 'blocked');
    expectRefusal(await get('/v1/admin/users?membership=4'), 422, 1301, 'membership');
    expectRefusal(await get('/v1/admin/users?role=robot'), 422, 1301, 'role');
    expectRefusal(await get('/v1/admin/users?limit=101'), 422, 1301, 'limit');
  });

  it('exports the same filters as CSV, every row', async () => {
    const response = await get('/v1/admin/users/export.csv?search=paging.example&membership=1');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="fitmarket-users-/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'id,first_name,last_name,email,role,membership_id,blocked,block_reason,published,slug,created_at,updated_at,last_login',
    );
    expect(lines).toHaveLength(7);
    expect(lines[1]).toMatch(
      new RegExp(
        `^${listed[0]?.id},Listi,Henkilö0,listi0@paging.example,customer,1,false,,false,,2020-01-01T`,
      ),
    );
  });

  it('reads the export in keyset batches without skipping or repeating a row', async () => {
    const ids: unknown[] = [];
    const filter = { search: 'paging.example' };
    for await (const rows of adminUserCsvRows(t.deps.database.db, filter, 5)) {
      expect(rows.length).toBeLessThanOrEqual(5);
      ids.push(...rows.map((row) => row[0]));
    }
    expect(ids).toEqual(listed.map((user) => user.id));
  });

  it('defuses spreadsheet formulas and quotes what needs it', async () => {
    const user = await createUser(t.deps.database.db, {
      firstName: '=HYPERLINK("x")',
      lastName: 'Comma, "Quoted"',
      email: 'formula@csv.example',
    });
    const response = await get('/v1/admin/users/export.csv?search=formula@csv');
    expect(response.body).toContain(
      `${user.id},"'=HYPERLINK(""x"")","Comma, ""Quoted""",formula@csv.example,`,
    );
  });
});

describe('POST /v1/admin/users/block and /activate', () => {
  it('blocks: sessions end, search drops them, the reason is mailed in their language, audited', async () => {
    const pro = await completeProfessional({ language: 'fi' });
    const token = await signIn(t.app, pro.email);
    expect(await inSearch(pro.id)).toBe(true);
    const before = smtp.received.length;

    const response = await post('/v1/admin/users/block', {
      id: pro.id,
      reason: '  Fake reviews  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(ZUserAnswer.parse(response.json()).data).toMatchObject({
      id: pro.id,
      blocked: true,
      block_reason: 'Fake reviews',
    });

    // Their very next request is refused, telling them why.
    const next = await call('GET', '/v1/me', token);
    expectRefusal(next, 403, 1311);
    expect(next.json().errors[0].message).toContain('Fake reviews');
    expect(await inSearch(pro.id)).toBe(false);

    const [mail] = await mailsTo(t, pro.email);
    expect(mail).toMatchObject({ subject: 'Fitmarket-tilisi on estetty', status: 'sent' });
    expect(mail?.text).toContain('Syy: ”Fake reviews”');
    expect(smtp.received.length).toBe(before + 1);
    expect(smtp.received.at(-1)).toContain(pro.email);
    expect(smtp.received.at(-1)).toContain('Fake reviews');

    const [entry] = await auditRows(pro.id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'user.block',
      before: { blocked: false },
      after: { blocked: true },
      reason: 'Fake reviews',
    });

    expectRefusal(await post('/v1/admin/users/block', { id: pro.id, reason: 'Again' }), 409, 1345);

    // Activating lets them sign in again; the sessions blocking ended stay ended.
    const activated = await post('/v1/admin/users/activate', { id: pro.id });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(ZUserAnswer.parse(activated.json()).data).toMatchObject({
      blocked: false,
      block_reason: null,
    });
    expectRefusal(await call('GET', '/v1/me', token), 401, 1091);
    expect((await call('GET', '/v1/me', await signIn(t.app, pro.email))).statusCode).toBe(200);
    expect(await inSearch(pro.id)).toBe(true);
    const mails = await mailsTo(t, pro.email);
    expect(mails.at(-1)?.subject).toBe('Fitmarket-tilisi on taas käytössä');
    expect((await auditRows(pro.id)).map((row) => row.action).sort()).toEqual([
      'user.activate',
      'user.block',
    ]);
    expectRefusal(await post('/v1/admin/users/activate', { id: pro.id }), 409, 1346);
  });

  it('checks the reason: 3 to 250 characters, required', async () => {
    const user = await createUser(t.deps.database.db);
    const block = (reason?: string) => post('/v1/admin/users/block', { id: user.id, reason });
    expectRefusal(await block(), 422, 1307, 'reason');
    expectRefusal(await block('ab'), 422, 1301, 'reason');
    expectRefusal(await block('   ab   '), 422, 1301, 'reason');
    expectRefusal(await block('x'.repeat(REASON_MAX + 1)), 422, 1301, 'reason');
    expect((await block('x'.repeat(REASON_MAX))).statusCode).toBe(200);
  });

  it('never blocks an owner nor oneself, and says so', async () => {
    const refused = await post('/v1/admin/users/block', { id: owner.id, reason: 'Testing' });
    expectRefusal(refused, 403, 1340);
    expect(refused.json().errors[0].message).toBe(
      'An owner cannot be blocked, demoted or unpublished.',
    );
    const fi = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/users/block',
      payload: { id: admin.id, reason: 'Testing' },
      headers: { ...bearer(adminToken), 'accept-language': 'fi' },
    });
    expectRefusal(fi, 403, 1341);
    expect(fi.json().errors[0].message).toBe('Et voi estää itseäsi.');
    expect(await auditRows(owner.id)).toEqual([]);
  });
});

describe('POST /v1/admin/users/promote', () => {
  it('changes the membership and records before and after', async () => {
    const customer = await createUser(t.deps.database.db);
    const response = await post('/v1/admin/users/promote', { id: customer.id, membership: 3 });
    expect(response.statusCode, response.body).toBe(200);
    expect(ZUserAnswer.parse(response.json()).data.membership_id).toBe(3);
    expect(await auditRows(customer.id)).toMatchObject([
      {
        action: 'user.promote',
        before: { membership_id: 1 },
        after: { membership_id: 3 },
        reason: null,
      },
    ]);
    // The same membership again changes nothing and records nothing.
    expect(
      (await post('/v1/admin/users/promote', { id: customer.id, membership: 3 })).statusCode,
    ).toBe(200);
    expect(await auditRows(customer.id)).toHaveLength(1);
  });

  it('refuses an owner, a lifetime membership and an unknown level', async () => {
    expectRefusal(
      await post('/v1/admin/users/promote', { id: owner.id, membership: 1 }),
      403,
      1340,
    );
    const tester = await createUser(t.deps.database.db, {
      membershipId: 3,
      membershipLifetime: true,
    });
    expectRefusal(
      await post('/v1/admin/users/promote', { id: tester.id, membership: 1 }),
      409,
      1344,
    );
    expectRefusal(
      await post('/v1/admin/users/promote', { id: tester.id, membership: 4 }),
      422,
      1301,
      'membership',
    );
  });
});

describe('POST /v1/admin/users/publish and /unpublish', () => {
  it('takes a professional out of search and back, audited', async () => {
    const pro = await completeProfessional();
    const hidden = await post('/v1/admin/users/unpublish', { id: pro.id }, ownerToken);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(ZUserAnswer.parse(hidden.json()).data.published).toBe(false);
    expect(await inSearch(pro.id)).toBe(false);
    const shown = await post('/v1/admin/users/publish', { id: pro.id }, ownerToken);
    expect(ZUserAnswer.parse(shown.json()).data.published).toBe(true);
    expect(await inSearch(pro.id)).toBe(true);
    expect(await auditRows(pro.id)).toMatchObject([
      { actorId: owner.id, action: 'user.unpublish', after: { published: false } },
      { actorId: owner.id, action: 'user.publish', after: { published: true } },
    ]);
  });

  it('refuses non-professionals, owners and incomplete profiles', async () => {
    const customer = await createUser(t.deps.database.db);
    expectRefusal(await post('/v1/admin/users/publish', { id: customer.id }), 409, 1342);
    expectRefusal(await post('/v1/admin/users/unpublish', { id: owner.id }), 403, 1340);
    const unfinished = await createUser(t.deps.database.db, { role: 'professional' });
    expectRefusal(await post('/v1/admin/users/publish', { id: unfinished.id }), 409, 1343);
    expect(await auditRows(unfinished.id)).toEqual([]);
  });
});

describe('GET /v1/admin/users/{id}/history', () => {
  it('lists the staff actions on a user, newest first, paged, with who acted', async () => {
    const user = await createUser(t.deps.database.db);
    await post('/v1/admin/users/promote', { id: user.id, membership: 2 });
    await post('/v1/admin/users/block', { id: user.id, reason: 'Rude messages' }, ownerToken);
    await post('/v1/admin/users/activate', { id: user.id });

    const response = await get(`/v1/admin/users/${user.id}/history?per_page=2`);
    expect(response.statusCode, response.body).toBe(200);
    const history = ZHistory.parse(response.json());
    expect(history.data.map((entry) => entry.action)).toEqual(['user.activate', 'user.block']);
    expect(history.data[1]).toMatchObject({
      actor: { id: owner.id, name: 'Olga Owner', role: 'owner' },
      target_type: 'user',
      target_id: user.id,
      reason: 'Rude messages',
    });
    expect(history.meta.pagination).toMatchObject({ filtered: 3, total: 3, last_page: 2 });
    // Whom it is about: the page names them even when opened from a link.
    expect(response.json().meta.user).toEqual({
      id: user.id,
      name: `${user.firstName} ${user.lastName}`,
    });
  });
});
