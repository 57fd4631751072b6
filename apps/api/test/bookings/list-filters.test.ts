import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs } from '../accounts/account-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bookableProfessional, localTime, signedInCustomer } from './booking-helpers';

/** The professional's screens ask for one status (the list's filter) or one week (the calendar). */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('listing my bookings by status and span', () => {
  it('keeps the bookings showing a status, and the sessions meeting a span', async () => {
    const pro = await bookableProfessional(t);
    const customer = await signedInCustomer(t);
    const ask = async (startsAt: string) =>
      (
        await callAs(t, customer.token, 'POST', '/v1/bookings', {
          professional_id: pro.user.id,
          service_id: pro.serviceId,
          location_id: pro.locationId,
          starts_at: startsAt,
          duration_minutes: 60,
        })
      ).json().data.id as number;
    const waiting = await ask(localTime(3, '10:00'));
    const suggested = await ask(localTime(3, '12:00'));
    const confirmed = await ask(localTime(10, '10:00'));
    await callAs(t, pro.token, 'POST', `/v1/me/bookings/${suggested}/suggest`, {
      version: 1,
      starts_at: localTime(3, '16:00'),
    });
    await callAs(t, pro.token, 'POST', `/v1/me/bookings/${confirmed}/accept`, { version: 1 });

    const ids = async (query: string) =>
      (await callAs(t, pro.token, 'GET', `/v1/me/bookings?as=professional&when=all&${query}`))
        .json()
        .data.map((booking: { id: number }) => booking.id);
    expect(await ids('status=pending')).toEqual([waiting]);
    expect(await ids('status=suggested')).toEqual([suggested]);
    expect(await ids('status=confirmed')).toEqual([confirmed]);
    expect(await ids('status=passed')).toEqual([]);
    const from = encodeURIComponent(localTime(2, '00:00'));
    const to = encodeURIComponent(localTime(4, '00:00'));
    expect((await ids(`from=${from}&to=${to}`)).sort()).toEqual([waiting, suggested].sort());
    const bad = await callAs(t, pro.token, 'GET', '/v1/me/bookings?status=someday');
    expect(bad.statusCode).toBe(422);
  });
});
