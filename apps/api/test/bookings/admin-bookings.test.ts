import { ZAdminBookingSchema } from '@fitmarket/core/api/admin-bookings';
import { ZAdminServiceSchema, ZAdminSpecialitySchema } from '@fitmarket/core/api/catalogue';
import { dataEnvelope, pagedEnvelope } from '@fitmarket/core/api/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bearer, expectRefusal } from '../accounts/account-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, signInStaff } from '../helpers/users';
import { bookableProfessional, localTime, signedInCustomer } from './booking-helpers';

/** Issue 18 point 9: staff see a person's bookings, and the SPEC §7 catalogue filter data. */

const ZList = pagedEnvelope(ZAdminBookingSchema);

let t: TestApp;
let pro: Awaited<ReturnType<typeof bookableProfessional>>;
let customer: Awaited<ReturnType<typeof signedInCustomer>>;
let staffToken = '';
let canceledId = 0;
let confirmedId = 0;

function call(token: string | null, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
}

async function book(days: number) {
  const created = await call(customer.token, 'POST', '/v1/bookings', {
    professional_id: pro.user.id,
    service_id: pro.serviceId,
    location_id: pro.locationId,
    starts_at: localTime(days, '12:00'),
    duration_minutes: 60,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data.id as number;
}

beforeAll(async () => {
  t = await createTestApp();
  pro = await bookableProfessional(t);
  customer = await signedInCustomer(t);
  const staff = await createUser(t.deps.database.db, { role: 'admin' });
  staffToken = await signInStaff(t, staff.email);
  confirmedId = await book(4);
  await call(pro.token, 'POST', `/v1/me/bookings/${confirmedId}/accept`, { version: 1 });
  canceledId = await book(5);
  const canceled = await call(customer.token, 'POST', `/v1/me/bookings/${canceledId}/cancel`, {
    version: 1,
    reason: 'My knee hurts, sorry',
  });
  expect(canceled.statusCode, canceled.body).toBe(200);
  // Deleting it from their own list hides nothing from staff.
  const removed = await t.app.inject({
    method: 'DELETE',
    url: `/v1/me/bookings/${canceledId}?version=2`,
    headers: bearer(customer.token),
  });
  expect(removed.statusCode, removed.body).toBe(200);
});
afterAll(() => t.close());

describe('GET /v1/admin/users/{id}/bookings', () => {
  it("lists a professional's bookings, latest first, with cancellations and reasons", async () => {
    const answer = await call(staffToken, 'GET', `/v1/admin/users/${pro.user.id}/bookings`);
    expect(answer.statusCode, answer.body).toBe(200);
    const { data, meta } = ZList.parse(answer.json());
    expect(data.map((booking) => booking.id)).toEqual([canceledId, confirmedId]);
    expect(data[0]).toMatchObject({
      party: 'professional',
      status: 'canceled',
      canceled_by: 'customer',
      cancel_reason: 'My knee hurts, sorry',
      late_cancellation: false,
      customer: { id: customer.user.id },
      professional: { id: pro.user.id, name: 'Aino Coach' },
      time_zone: 'Europe/Helsinki',
    });
    expect(data[1]).toMatchObject({ status: 'confirmed', canceled_by: null, cancel_reason: null });
    // Never the price or the private notes.
    expect(data[0]).not.toHaveProperty('price_minor');
    expect(data[0]).not.toHaveProperty('note');
    expect(meta.pagination).toMatchObject({ total: 2, current_page: 1 });
  });

  it("lists a customer's side, keeps one side with `as`, and pages", async () => {
    const url = `/v1/admin/users/${customer.user.id}/bookings`;
    const all = ZList.parse((await call(staffToken, 'GET', url)).json());
    expect(all.data.map((booking) => booking.party)).toEqual(['customer', 'customer']);
    const asPro = ZList.parse((await call(staffToken, 'GET', `${url}?as=professional`)).json());
    expect(asPro.data).toEqual([]);
    const paged = ZList.parse((await call(staffToken, 'GET', `${url}?per_page=1&page=2`)).json());
    expect(paged.data.map((booking) => booking.id)).toEqual([confirmedId]);
    expect(paged.meta.pagination).toMatchObject({ total: 2, last_page: 2 });
  });

  it('names the service in the language asked for', async () => {
    const answer = await t.app.inject({
      url: `/v1/admin/users/${pro.user.id}/bookings`,
      headers: { ...bearer(staffToken), 'accept-language': 'fi' },
    });
    const en = ZList.parse(
      (await call(staffToken, 'GET', `/v1/admin/users/${pro.user.id}/bookings`)).json(),
    );
    const fi = ZList.parse(answer.json());
    expect(fi.data[0]?.service).toBeTruthy();
    expect(en.data[0]?.service).toBeTruthy();
  });

  it('refuses anyone but staff, and an unknown person', async () => {
    const url = `/v1/admin/users/${pro.user.id}/bookings`;
    expectRefusal(await call(null, 'GET', url), 401, 1002);
    expectRefusal(await call(customer.token, 'GET', url), 403, 1317);
    expectRefusal(await call(pro.token, 'GET', url), 403, 1317);
    expectRefusal(await call(staffToken, 'GET', '/v1/admin/users/999999/bookings'), 404, 1302);
    expectRefusal(await call(staffToken, 'GET', `${url}?as=owner`), 422, 1301);
  });
});

describe('GET /v1/admin/professionals/specialities and /services', () => {
  it('answer the catalogue with both labels and how many professionals list each', async () => {
    const specialities = await call(staffToken, 'GET', '/v1/admin/professionals/specialities');
    expect(specialities.statusCode, specialities.body).toBe(200);
    const { data: list } = dataEnvelope(z.array(ZAdminSpecialitySchema)).parse(specialities.json());
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]).toMatchObject({ label_en: expect.any(String), label_fi: expect.any(String) });

    const services = await call(staffToken, 'GET', '/v1/admin/professionals/services');
    expect(services.statusCode, services.body).toBe(200);
    const { data: tree } = dataEnvelope(z.array(ZAdminServiceSchema)).parse(services.json());
    // The fixture professional offers one service; its main service counts them too.
    const offered = tree.find(
      (main) => main.professionals > 0 || main.children.some((sub) => sub.professionals > 0),
    );
    expect(offered?.professionals).toBeGreaterThan(0);
    for (const main of tree) {
      for (const sub of main.children) {
        expect(main.professionals).toBeGreaterThanOrEqual(sub.professionals);
      }
    }
  });

  it('refuse anyone but staff', async () => {
    for (const path of [
      '/v1/admin/professionals/specialities',
      '/v1/admin/professionals/services',
    ]) {
      expectRefusal(await call(null, 'GET', path), 401, 1002);
      expectRefusal(await call(customer.token, 'GET', path), 403, 1317);
    }
  });
});
