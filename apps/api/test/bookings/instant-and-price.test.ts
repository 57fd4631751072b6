import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, jobs, professionalServices } from '../../src/db/schema';
import { callAs } from '../accounts/account-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bookableProfessional, localTime, signedInCustomer } from './booking-helpers';

/** Issue 18: instant booking, the price kept by the booking, packages, length and online. */

let t: TestApp;
let pro: Awaited<ReturnType<typeof bookableProfessional>>;

beforeAll(async () => {
  t = await createTestApp();
  pro = await bookableProfessional(t);
});
afterAll(() => t.close());

function book(token: string, startsAt: string, overrides: object = {}) {
  return callAs(t, token, 'POST', '/v1/bookings', {
    professional_id: pro.user.id,
    service_id: pro.serviceId,
    location_id: pro.locationId,
    starts_at: startsAt,
    duration_minutes: 60,
    ...overrides,
  });
}

/** Changes the professional's one service for a test. */
async function setService(values: Partial<typeof professionalServices.$inferInsert>) {
  await t.deps.database.db
    .update(professionalServices)
    .set(values)
    .where(eq(professionalServices.id, pro.serviceId));
}

async function storedBooking(id: number) {
  const [row] = await t.deps.database.db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error('no booking');
  return row;
}

describe('instant booking', () => {
  it('asks for approval by default: the request waits', async () => {
    const customer = await signedInCustomer(t);
    const created = await book(customer.token, localTime(3, '09:00'));
    expect(created.statusCode).toBe(201);
    expect(created.json().data.status).toBe('pending');
  });

  it('confirms a booking of an instant service at once, its mail queued with it', async () => {
    await setService({ instantBooking: true });
    try {
      const customer = await signedInCustomer(t);
      const created = await book(customer.token, localTime(3, '11:00'));
      expect(created.statusCode).toBe(201);
      const booking = created.json().data;
      expect(booking.status).toBe('confirmed');
      const queued = await t.deps.database.db
        .select({ payload: jobs.payload })
        .from(jobs)
        .where(and(eq(jobs.name, 'booking-mail'), eq(jobs.status, 'queued')));
      expect(queued.map((job) => job.payload)).toContainEqual(
        expect.objectContaining({ kind: 'confirmed', bookingId: booking.id }),
      );
      // The time is taken: nobody else gets it.
      const other = await signedInCustomer(t);
      const clash = await book(other.token, localTime(3, '11:00'));
      expect(clash.json().errors.map((e: { code: number }) => e.code)).toEqual([1358]);
    } finally {
      await setService({ instantBooking: false });
    }
  });

  it('saves the setting with the services and shows it on the profile', async () => {
    const profile = await t.app.inject({ url: `/v1/professionals/${pro.user.slug}` });
    expect(profile.json().data.services[0]).toMatchObject({
      instant_booking: false,
      online: false,
    });
  });
});

describe('the price', () => {
  it('stores the price with the first-session discount, then the full price', async () => {
    await setService({ firstSessionDiscountPercent: 10, discountPercent: 0 });
    try {
      const customer = await signedInCustomer(t);
      const quote = await callAs(
        t,
        customer.token,
        'GET',
        `/v1/bookings/price?service_id=${pro.serviceId}`,
      );
      expect(quote.json().data).toMatchObject({
        price_minor: 5400,
        currency: 'eur',
        first_session_discount: true,
      });
      const first = (await book(customer.token, localTime(4, '09:00'))).json().data;
      expect(first).toMatchObject({ price_minor: 5400, currency: 'eur' });
      expect((await storedBooking(first.id)).priceMinor).toBe(5400);
      const second = (await book(customer.token, localTime(4, '11:00'))).json().data;
      expect(second.price_minor).toBe(6000);
      // The professional sees the same price the customer pays.
      const prosView = (await callAs(t, pro.token, 'GET', `/v1/me/bookings/${first.id}`)).json()
        .data;
      expect(prosView.price_minor).toBe(5400);
    } finally {
      await setService({ firstSessionDiscountPercent: 0 });
    }
  });

  it('ignores a price sent by the client', async () => {
    const customer = await signedInCustomer(t);
    const created = await book(customer.token, localTime(4, '13:00'), { price_minor: 1 });
    expect(created.json().data.price_minor).toBe(6000);
  });

  it("counts a package's sessions down as they are booked", async () => {
    await setService({ sessions: 3, priceMinor: 15000 });
    try {
      const customer = await signedInCustomer(t);
      const seen = [];
      for (const time of ['09:00', '11:00', '13:00']) {
        seen.push((await book(customer.token, localTime(5, time))).json().data);
      }
      expect(seen.map((booking) => booking.price_minor)).toEqual([15000, 0, 0]);
      expect(seen.map((booking) => booking.package)).toEqual([
        { session: 1, sessions: 3, sessions_left: 2 },
        { session: 2, sessions: 3, sessions_left: 1 },
        { session: 3, sessions: 3, sessions_left: 0 },
      ]);
      // A cancelled session is given back to the package.
      await callAs(t, customer.token, 'POST', `/v1/me/bookings/${seen[2].id}/cancel`, {
        version: 1,
        reason: 'Cannot come',
      });
      const quote = await callAs(
        t,
        customer.token,
        'GET',
        `/v1/bookings/price?service_id=${pro.serviceId}`,
      );
      expect(quote.json().data).toMatchObject({
        price_minor: 0,
        package_session: 3,
        sessions_left: 0,
      });
    } finally {
      await setService({ sessions: 1, priceMinor: 6000 });
    }
  });
});

describe("the session's length and place", () => {
  it("ends the session the service's length after its start, whatever length is sent", async () => {
    const customer = await signedInCustomer(t);
    const start = localTime(6, '09:00');
    const created = await book(customer.token, start, { duration_minutes: 480 });
    expect(created.statusCode).toBe(201);
    const booking = created.json().data;
    expect(booking.duration_minutes).toBe(60);
    expect(new Date(booking.ends_at).getTime() - new Date(start).getTime()).toBe(60 * 60_000);
  });

  it('asks no address for an online service, and keeps none', async () => {
    await setService({ online: true });
    try {
      const customer = await signedInCustomer(t);
      const created = await book(customer.token, localTime(6, '13:00'), {
        location_id: null,
        preferred_location: 'My home, Kallio',
      });
      expect(created.statusCode).toBe(201);
      expect(created.json().data).toMatchObject({ location: null, preferred_location: null });
    } finally {
      await setService({ online: false });
    }
    const customer = await signedInCustomer(t);
    const placeless = await book(customer.token, localTime(6, '15:00'), { location_id: null });
    expect(placeless.json().errors.map((e: { code: number }) => e.code)).toEqual([1255]);
  });
});
