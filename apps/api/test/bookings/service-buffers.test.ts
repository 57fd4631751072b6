import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { professionalServices } from '../../src/db/schema';
import { bearer } from '../accounts/account-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bookableProfessional, localTime, signedInCustomer, ZONE } from './booking-helpers';

/** Issue 18: buffers per service, kept by the open slots and by booking. */

let t: TestApp;
let pro: Awaited<ReturnType<typeof bookableProfessional>>;

beforeAll(async () => {
  t = await createTestApp();
  pro = await bookableProfessional(t);
});
afterAll(() => t.close());

async function slotTimes(days: number, serviceId?: number): Promise<string[]> {
  const date = DateTime.now().setZone(ZONE).plus({ days }).toISODate();
  const service = serviceId === undefined ? '' : `&service_id=${serviceId}`;
  const response = await t.app.inject({
    method: 'GET',
    url: `/v1/professionals/${pro.user.slug}/slots?duration=60&from=${date}&to=${date}${service}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json()
    .data.slots.map((slot: { start: string }) =>
      DateTime.fromISO(slot.start, { zone: ZONE }).toFormat('HH:mm'),
    );
}

describe('buffers per service', () => {
  it("keeps a service's own buffers around its sessions, in slots and in requests", async () => {
    await t.deps.database.db
      .update(professionalServices)
      .set({ bufferBeforeMinutes: 15, bufferAfterMinutes: 30 })
      .where(eq(professionalServices.id, pro.serviceId));
    const own = await t.app.inject({
      method: 'GET',
      url: '/v1/me/professional',
      headers: bearer(pro.token),
    });
    expect(own.json().data.services[0]).toMatchObject({
      buffer_before_minutes: 15,
      buffer_after_minutes: 30,
    });

    // A session of the service 10:00-11:00, entered by hand.
    const manual = await t.app.inject({
      method: 'POST',
      url: '/v1/me/bookings/manual',
      headers: bearer(pro.token),
      payload: {
        title: 'Phoned in',
        service_id: pro.serviceId,
        starts_at: localTime(5, '10:00'),
        duration_minutes: 60,
      },
    });
    expect(manual.statusCode, manual.body).toBe(201);

    // Its 30 minutes after keep 11:00 and 11:15 free; the professional's own buffers are 0.
    const plain = await slotTimes(5);
    expect(plain).not.toContain('11:15');
    expect(plain).toContain('11:30');
    // A session of the service needs 15 minutes before it too.
    const ofService = await slotTimes(5, pro.serviceId);
    expect(ofService).not.toContain('11:30');
    expect(ofService).toContain('11:45');
    // ... and 30 after it, plus the 15 the 10:00 session keeps before it: 08:15 (ends 09:15)
    // is the last start before it.
    expect(ofService).not.toContain('09:00');
    expect(ofService).toContain('08:15');

    const customer = await signedInCustomer(t);
    const book = (time: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/bookings',
        headers: bearer(customer.token),
        payload: {
          professional_id: pro.user.id,
          service_id: pro.serviceId,
          location_id: pro.locationId,
          starts_at: localTime(5, time),
          duration_minutes: 60,
        },
      });
    const tooSoon = await book('11:30');
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().errors[0].code).toBe(1358);
    expect((await book('11:45')).statusCode).toBe(201);
  });

  it("refuses another professional's service in the slots query", async () => {
    const other = await bookableProfessional(t);
    const date = DateTime.now().setZone(ZONE).plus({ days: 5 }).toISODate();
    const response = await t.app.inject({
      method: 'GET',
      url: `/v1/professionals/${pro.user.slug}/slots?duration=60&from=${date}&to=${date}&service_id=${other.serviceId}`,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ code: 1301, field: 'service_id' });
  });
});
