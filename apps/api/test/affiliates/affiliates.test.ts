import { ZAffiliateSchema } from '@fitmarket/core/api/affiliates';
import { pagedEnvelope } from '@fitmarket/core/api/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliatePartners, professionalAffiliates } from '../../src/db/schema';
import { bearer, expectRefusal, ROOMY_RATE_LIMITS } from '../accounts/account-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, signIn, signInStaff } from '../helpers/users';

const ZListSchema = pagedEnvelope(ZAffiliateSchema);
const url = '/v1/admin/users/affiliates';

let t: TestApp;
let staffToken = '';

beforeAll(async () => {
  t = await createTestApp({ env: ROOMY_RATE_LIMITS });
  const db = t.deps.database.db;
  const [sport, gym] = await db
    .insert(affiliatePartners)
    .values([{ name: 'Urheilukauppa Oy' }, { name: 'Gym 100% Chain' }])
    .returning();
  const aino = await createUser(db, {
    role: 'professional',
    firstName: 'Aino',
    lastName: 'Virtanen',
    slug: 'aino-virtanen',
  });
  const mikko = await createUser(db, {
    role: 'professional',
    firstName: 'Mikko',
    lastName: 'Laine',
  });
  await db.insert(professionalAffiliates).values([
    {
      userId: aino.id,
      partnerId: sport?.id ?? 0,
      code: 'AINO-10',
      createdAt: new Date('2026-01-01'),
    },
    {
      userId: aino.id,
      partnerId: gym?.id ?? 0,
      code: 'GYM-AINO',
      createdAt: new Date('2026-01-02'),
    },
    {
      userId: mikko.id,
      partnerId: sport?.id ?? 0,
      code: 'MIKKO15',
      createdAt: new Date('2026-01-03'),
    },
  ]);
  const owner = await createUser(db, { role: 'owner' });
  staffToken = await signInStaff(t, owner.email);
});
afterAll(() => t.close());

const get = (query = '', token: string | null = staffToken) =>
  t.app.inject({ method: 'GET', url: `${url}${query}`, headers: token ? bearer(token) : {} });

describe('GET /v1/admin/users/affiliates', () => {
  it('lists the professionals with partner and code, newest first, paged', async () => {
    const response = await get('?per_page=2');
    expect(response.statusCode, response.body).toBe(200);
    const answer = ZListSchema.parse(response.json());
    expect(answer.data.map((row) => [row.first_name, row.last_name, row.name, row.code])).toEqual([
      ['Mikko', 'Laine', 'Urheilukauppa Oy', 'MIKKO15'],
      ['Aino', 'Virtanen', 'Gym 100% Chain', 'GYM-AINO'],
    ]);
    expect(answer.meta.pagination).toEqual({
      filtered: 3,
      total: 3,
      per_page: 2,
      current_page: 1,
      last_page: 2,
      from: 1,
      to: 2,
    });
    const second = ZListSchema.parse((await get('?per_page=2&page=2')).json());
    expect(second.data).toHaveLength(1);
    expect(second.data[0]).toMatchObject({ slug: 'aino-virtanen', code: 'AINO-10' });
  });

  it('narrows to a part of the name, the partner or the code', async () => {
    const byName = ZListSchema.parse((await get('?search=virtanen')).json());
    expect(byName.data.map((row) => row.code)).toEqual(['GYM-AINO', 'AINO-10']);
    expect(byName.meta.pagination).toMatchObject({ filtered: 2, total: 3 });
    const byCode = ZListSchema.parse((await get('?search=mikko1')).json());
    expect(byCode.data.map((row) => row.code)).toEqual(['MIKKO15']);
    // % is a character to find, not a wildcard.
    const byPartner = ZListSchema.parse(
      (await get(`?search=${encodeURIComponent('100%')}`)).json(),
    );
    expect(byPartner.data.map((row) => row.code)).toEqual(['GYM-AINO']);
    const none = ZListSchema.parse((await get('?search=nobody')).json());
    expect(none.data).toEqual([]);
    expect(none.meta.pagination).toMatchObject({ filtered: 0, total: 3, from: 0, to: 0 });
  });

  it('refuses bad paging with 422 and 1301', async () => {
    expectRefusal(await get('?page=0'), 422, 1301);
    expectRefusal(await get('?per_page=101'), 422, 1301);
    expectRefusal(await get(`?search=${'x'.repeat(101)}`), 422, 1301);
  });

  it('is for staff only', async () => {
    expectRefusal(await get('', null), 401, 1002);
    for (const role of ['customer', 'professional'] as const) {
      const user = await createUser(t.deps.database.db, { role });
      expectRefusal(await get('', await signIn(t.app, user.email)), 403, 1317);
    }
  });
});
