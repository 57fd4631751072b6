import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../accounts/account-helpers';
import { bookableProfessional, localTime, signedInCustomer } from '../bookings/booking-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * A professional who blocked a conversation with a customer is, to that customer, as if not
 * there: no booking requests, no holds, no follows (404 with 1302, as for an unlisted one),
 * until the block is lifted. Before, the block only stopped messages.
 */
describe('a blocked conversation', () => {
  let t: TestApp;
  let pro: Awaited<ReturnType<typeof bookableProfessional>>;
  let customer: Awaited<ReturnType<typeof signedInCustomer>>;
  let conversationId: number;

  beforeAll(async () => {
    t = await createTestApp();
    pro = await bookableProfessional(t);
    customer = await signedInCustomer(t);
    const started = await t.app.inject({
      method: 'POST',
      url: '/v1/conversations',
      headers: bearer(customer.token),
      payload: { professional_id: pro.user.id },
    });
    conversationId = started.json().data.id;
  });
  afterAll(() => t.close());

  const block = (method: 'PUT' | 'DELETE') =>
    t.app.inject({
      method,
      url: `/v1/conversations/${conversationId}/block`,
      headers: bearer(pro.token),
    });
  const request = (url: string, days: number) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: bearer(customer.token),
      payload: {
        professional_id: pro.user.id,
        service_id: pro.serviceId,
        location_id: pro.locationId,
        starts_at: localTime(days, '10:00'),
        duration_minutes: 60,
      },
    });
  const follow = () =>
    t.app.inject({
      method: 'PUT',
      url: `/v1/professionals/${pro.user.slug}/follow`,
      headers: bearer(customer.token),
    });
  const answer = (response: { statusCode: number; json(): unknown }) => [
    response.statusCode,
    (response.json() as { errors?: { code: number }[] }).errors?.[0]?.code,
  ];

  it("covers the blocked customer's booking requests, holds and follows until it is lifted", async () => {
    expect((await block('PUT')).statusCode).toBe(200);
    expect(answer(await request('/v1/bookings', 3))).toEqual([404, 1302]);
    expect(answer(await request('/v1/bookings/holds', 4))).toEqual([404, 1302]);
    expect(answer(await follow())).toEqual([404, 1302]);

    expect((await block('DELETE')).statusCode).toBe(200);
    expect((await request('/v1/bookings', 3)).statusCode).toBe(201);
    expect((await request('/v1/bookings/holds', 4)).statusCode).toBe(200);
    expect((await follow()).statusCode).toBe(200);
  });
});
