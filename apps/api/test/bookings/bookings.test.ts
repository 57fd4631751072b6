import { BOOKING_REQUESTS_PER_HOUR } from '@fitmarket/core/limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireAndRemind } from '../../src/bookings/expiry-job';
import { bookings, professionalServices } from '../../src/db/schema';
import { callAs } from '../accounts/account-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, signInStaff } from '../helpers/users';
import {
  bookableProfessional,
  localTime,
  openAvailability,
  signedInCustomer,
  toldEvents,
} from './booking-helpers';

let t: TestApp;
let pro: Awaited<ReturnType<typeof bookableProfessional>>;
let customer: Awaited<ReturnType<typeof signedInCustomer>>;

beforeAll(async () => {
  t = await createTestApp();
  pro = await bookableProfessional(t);
  customer = await signedInCustomer(t);
});
afterAll(() => t.close());

const codes = (response: { json(): unknown }) =>
  (response.json() as { errors: { code: number; field?: string }[] }).errors.map((e) => e.code);

function request(token: string, startsAt: string, overrides: object = {}) {
  return callAs(t, token, 'POST', '/v1/bookings', {
    professional_id: pro.user.id,
    service_id: pro.serviceId,
    location_id: pro.locationId,
    starts_at: startsAt,
    duration_minutes: 60,
    note: 'First time, bad knee.',
    ...overrides,
  });
}

function act(token: string, id: number, action: string, version: number, extra: object = {}) {
  return callAs(t, token, 'POST', `/v1/me/bookings/${id}/${action}`, { version, ...extra });
}

describe('availability', () => {
  it("is the professional's own: customers are refused", async () => {
    expect((await callAs(t, customer.token, 'GET', '/v1/me/availability')).statusCode).toBe(403);
    const put = await callAs(t, customer.token, 'PUT', '/v1/me/availability', openAvailability());
    expect(put.statusCode).toBe(403);
  });

  it('lets only one of two screens that showed the defaults save', async () => {
    const fresh = await bookableProfessional(t, { saveAvailability: false });
    const first = await callAs(t, fresh.token, 'PUT', '/v1/me/availability', openAvailability());
    expect(first.json().data.version).toBe(2);
    const second = await callAs(t, fresh.token, 'PUT', '/v1/me/availability', openAvailability());
    expect(codes(second)).toEqual([1368]);
  });

  it('saves with the version shown, and refuses a stale screen', async () => {
    const current = (await callAs(t, pro.token, 'GET', '/v1/me/availability')).json().data;
    const saved = await callAs(t, pro.token, 'PUT', '/v1/me/availability', {
      ...openAvailability(),
      buffer_after_minutes: 15,
      version: current.version,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      buffer_after_minutes: 15,
      version: current.version + 1,
    });
    const stale = await callAs(t, pro.token, 'PUT', '/v1/me/availability', {
      ...openAvailability(),
      version: current.version,
    });
    expect(stale.statusCode).toBe(409);
    // Its own text: "this booking has changed" would name the wrong thing.
    expect(stale.json().errors[0].message).toMatch(/availability was changed/);
    expect(codes(stale)).toEqual([1368]);
    await callAs(t, pro.token, 'PUT', '/v1/me/availability', {
      ...openAvailability(),
      version: current.version + 1,
    });
  });

  it("refuses ranges that end before they start, other people's places and unknown zones", async () => {
    const { version } = (await callAs(t, pro.token, 'GET', '/v1/me/availability')).json().data;
    const backwards = await callAs(t, pro.token, 'PUT', '/v1/me/availability', {
      ...openAvailability({ version }),
      weekly: [{ weekday: 1, start: '12:00', end: '09:00', location_id: null }],
    });
    expect(backwards.json().errors).toEqual([
      expect.objectContaining({ code: 1301, field: 'weekly.0.end' }),
    ]);
    const foreign = await callAs(t, pro.token, 'PUT', '/v1/me/availability', {
      ...openAvailability({ version }),
      weekly: [{ weekday: 1, start: '09:00', end: '12:00', location_id: 999_999 }],
    });
    expect(codes(foreign)).toEqual([1301]);
    const zone = await callAs(t, pro.token, 'PUT', '/v1/me/availability', {
      ...openAvailability({ version }),
      time_zone: 'Mars/Olympus',
    });
    expect(zone.statusCode).toBe(422);
  });
});

describe('open slots', () => {
  it("lists a listed professional's slots to anyone, in their time zone", async () => {
    const response = await t.app.inject({
      url: `/v1/professionals/${pro.user.slug}/slots?duration=60`,
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.time_zone).toBe('Europe/Helsinki');
    expect(data.slots.length).toBeGreaterThan(0);
    expect(data.slots[0].start).toMatch(/\+0[23]:00$/);
  });

  it('answers 404 for an unknown professional', async () => {
    const response = await t.app.inject({ url: '/v1/professionals/nobody-here/slots?duration=60' });
    expect(response.statusCode).toBe(404);
  });
});

describe("a booking's life", () => {
  it('says what a request is missing, in SPEC codes', async () => {
    const response = await request(customer.token, '', {
      service_id: null,
      location_id: null,
      starts_at: null,
    });
    expect(codes(response)).toEqual([1256, 1255, 1257]);
  });

  it('refuses booking yourself, staff, and a time that is not open', async () => {
    expect(codes(await request(pro.token, localTime(3, '10:00')))).toEqual([1359]);
    const staff = await createUser(t.deps.database.db, { role: 'admin' });
    const staffToken = await signInStaff(t, staff.email);
    expect((await request(staffToken, localTime(3, '10:00'))).statusCode).toBe(403);
    expect(codes(await request(customer.token, localTime(3, '21:00')))).toEqual([1358]);
    expect(codes(await request(customer.token, localTime(3, '10:05')))).toEqual([1358]);
  });

  it('goes from request to confirmed to cancelled, with each refusal on the way', async () => {
    const other = await signedInCustomer(t);
    const stranger = await signedInCustomer(t);
    const created = await request(customer.token, localTime(4, '10:00'));
    expect(created.statusCode).toBe(201);
    const booking = created.json().data;
    expect(booking).toMatchObject({ status: 'pending', my_party: 'customer', price_minor: 6000 });
    expect(booking.actions).toEqual(['cancel', 'reschedule']);
    // An overlapping request from someone else waits beside it.
    const overlapping = (await request(other.token, localTime(4, '10:30'))).json().data;
    const prosView = (await callAs(t, pro.token, 'GET', `/v1/me/bookings/${booking.id}`)).json()
      .data;
    expect(prosView).toMatchObject({ price_minor: 6000, currency: 'eur', notes: '' });
    expect(prosView.actions).toEqual(['accept', 'decline', 'suggest']);

    expect(
      (await callAs(t, stranger.token, 'GET', `/v1/me/bookings/${booking.id}`)).statusCode,
    ).toBe(404);
    expect((await act(stranger.token, booking.id, 'accept', 1)).statusCode).toBe(404);
    expect(codes(await act(customer.token, booking.id, 'accept', 1))).toEqual([1351]);
    expect(codes(await act(pro.token, booking.id, 'accept', 2))).toEqual([1350]);

    const accepted = await act(pro.token, booking.id, 'accept', 1, { message: 'See you!' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: 'confirmed', version: 2 });
    const declined = (
      await callAs(t, other.token, 'GET', `/v1/me/bookings/${overlapping.id}`)
    ).json().data;
    expect(declined.status).toBe('declined');
    await t.app.settled();
    expect(
      (await toldEvents(t)).filter((event) => event.bookingId === overlapping.id).at(-1),
    ).toMatchObject({
      kind: 'declined',
      overlapped: true,
    });
    expect(
      (await toldEvents(t)).filter((event) => event.bookingId === booking.id).at(-1),
    ).toMatchObject({
      kind: 'confirmed',
      message: 'See you!',
      actorParty: 'professional',
    });

    expect(codes(await act(pro.token, booking.id, 'accept', 2))).toEqual([1352]);
    expect(codes(await act(pro.token, overlapping.id, 'reaccept', declined.version))).toEqual([
      1358,
    ]);
    expect(codes(await act(customer.token, booking.id, 'cancel', 2))).toEqual([1307]);
    expect(
      codes(await act(customer.token, booking.id, 'cancel', 2, { reason: 'x'.repeat(101) })),
    ).toEqual([1301]);
    expect(
      codes(await callAs(t, customer.token, 'DELETE', `/v1/me/bookings/${booking.id}?version=2`)),
    ).toEqual([1356]);

    const canceled = await act(customer.token, booking.id, 'cancel', 2, {
      reason: 'Caught a cold',
    });
    expect(canceled.json().data).toMatchObject({
      status: 'canceled',
      canceled_by: 'customer',
      cancel_reason: 'Caught a cold',
      late_cancellation: false,
    });
    expect(codes(await act(pro.token, booking.id, 'cancel', 3, { reason: 'Again' }))).toEqual([
      1357,
    ]);

    // Deleting from my list leaves the other side's list alone.
    const removed = await callAs(
      t,
      customer.token,
      'DELETE',
      `/v1/me/bookings/${booking.id}?version=3`,
    );
    expect(removed.statusCode).toBe(200);
    const mine = (await callAs(t, customer.token, 'GET', '/v1/me/bookings?when=all')).json().data;
    expect(mine.map((b: { id: number }) => b.id)).not.toContain(booking.id);
    const theirs = (
      await callAs(t, pro.token, 'GET', '/v1/me/bookings?as=professional&when=all')
    ).json();
    expect(theirs.data.map((b: { id: number }) => b.id)).toContain(booking.id);
    expect(theirs.meta.pagination.total).toBeGreaterThanOrEqual(2);
  });

  it("records a cancellation inside the service's notice as late", async () => {
    // A week's notice, so a session in five days is already inside it.
    const { db } = t.deps.database;
    await db
      .update(professionalServices)
      .set({ cancellationNoticeHours: 168 })
      .where(eq(professionalServices.id, pro.serviceId));
    const created = (await request(customer.token, localTime(5, '09:00'))).json().data;
    expect(created.cancellation_notice_hours).toBe(168);
    await db
      .update(professionalServices)
      .set({ cancellationNoticeHours: 24 })
      .where(eq(professionalServices.id, pro.serviceId));
    await act(pro.token, created.id, 'accept', 1);
    const canceled = await act(pro.token, created.id, 'cancel', 2, { reason: 'Ill' });
    expect(canceled.json().data).toMatchObject({
      canceled_by: 'professional',
      late_cancellation: true,
    });
  });

  it('lets a professional enter a booking by hand, never over a confirmed one', async () => {
    const manual = await callAs(t, pro.token, 'POST', '/v1/me/bookings/manual', {
      title: 'Matti (phone)',
      starts_at: localTime(6, '12:00'),
      duration_minutes: 90,
    });
    expect(manual.statusCode).toBe(201);
    expect(manual.json().data).toMatchObject({
      status: 'confirmed',
      customer: null,
      title: 'Matti (phone)',
    });
    const clash = await callAs(t, pro.token, 'POST', '/v1/me/bookings/manual', {
      title: 'Liisa',
      starts_at: localTime(6, '13:00'),
      duration_minutes: 30,
    });
    expect(codes(clash)).toEqual([1358]);
    const byCustomer = await callAs(t, customer.token, 'POST', '/v1/me/bookings/manual', {
      title: 'Me',
      starts_at: localTime(6, '15:00'),
      duration_minutes: 30,
    });
    expect(byCustomer.statusCode).toBe(403);
    // The slot it took is no longer offered.
    expect(codes(await request(customer.token, localTime(6, '12:30')))).toEqual([1358]);
  });
});

describe('holds', () => {
  it("keeps a slot for the person writing the request, and out of everyone else's slots", async () => {
    const holder = await signedInCustomer(t);
    const other = await signedInCustomer(t);
    const start = localTime(9, '12:00');
    const day = start.slice(0, 10);
    const offered = async (token: string) => {
      const response = await callAs(
        t,
        token,
        'GET',
        `/v1/professionals/${pro.user.slug}/slots?duration=60&from=${day}&to=${day}`,
      );
      return response
        .json()
        .data.slots.map((slot: { start: string }) => new Date(slot.start).toISOString());
    };
    const hold = await callAs(t, holder.token, 'POST', '/v1/bookings/holds', {
      professional_id: pro.user.id,
      starts_at: start,
      duration_minutes: 60,
    });
    expect(hold.statusCode).toBe(200);
    expect(await offered(other.token)).not.toContain(start);
    expect(await offered(holder.token)).toContain(start);
    expect(codes(await request(other.token, start))).toEqual([1358]);
    const taken = await callAs(t, other.token, 'POST', '/v1/bookings/holds', {
      professional_id: pro.user.id,
      starts_at: localTime(9, '12:30'),
      duration_minutes: 60,
    });
    expect(codes(taken)).toEqual([1358]);
    expect((await request(holder.token, start)).statusCode).toBe(201);
    // The request ends the hold; a pending request keeps nobody out.
    expect(await offered(other.token)).toContain(start);
  });
});

describe('one slot, many people', () => {
  it('lets exactly one of many concurrent accepts win', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, () => signedInCustomer(t)));
    const start = localTime(8, '14:00');
    const requests = await Promise.all(people.map((person) => request(person.token, start)));
    expect(requests.map((response) => response.statusCode)).toEqual(people.map(() => 201));
    const ids = requests.map((response) => response.json().data.id as number);
    const answers = await Promise.all(ids.map((id) => act(pro.token, id, 'accept', 1)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect([1350, 1352, 1358]).toContain(codes(answer)[0]);
    }
    const confirmed = await t.deps.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.status, 'confirmed'));
    expect(confirmed.filter((row) => ids.includes(row.id))).toHaveLength(1);
  });
});

describe('expiry', () => {
  it('reminds the professional, then lets an unanswered request lapse, once', async () => {
    const created = (await request(customer.token, localTime(10, '09:00'))).json().data;
    await t.app.settled();
    const now = new Date();
    const { db } = t.deps.database;
    // Made 40 hours ago: the reminder (12 h before the 48 h lapse) is due.
    await db
      .update(bookings)
      .set({
        createdAt: new Date(now.getTime() - 40 * 3_600_000),
        expiresAt: new Date(now.getTime() + 8 * 3_600_000),
      })
      .where(eq(bookings.id, created.id));
    expect(await expireAndRemind(t.deps, now)).toMatchObject({ reminded: 1, expired: 0 });
    expect(await expireAndRemind(t.deps, now)).toMatchObject({ reminded: 0 });
    const later = new Date(now.getTime() + 9 * 3_600_000);
    expect((await expireAndRemind(t.deps, later)).expired).toBeGreaterThanOrEqual(1);
    await t.app.settled();
    const kinds = (await toldEvents(t))
      .filter((event) => event.bookingId === created.id)
      .map((event) => event.kind);
    expect(kinds).toEqual(['requested', 'expiry_reminder', 'expired']);
    const shown = (await callAs(t, pro.token, 'GET', `/v1/me/bookings/${created.id}`)).json().data;
    expect(shown).toMatchObject({ status: 'expired', actions: ['delete'] });
    expect(codes(await act(pro.token, created.id, 'accept', shown.version))).toEqual([1352]);
  });
});

describe('a flood of requests', () => {
  it(`stops a customer after ${BOOKING_REQUESTS_PER_HOUR} requests an hour (1377), before any mail`, async () => {
    const flooder = await signedInCustomer(t);
    for (let sent = 0; sent < BOOKING_REQUESTS_PER_HOUR; sent += 1) {
      // Refused ones count too: each try may e-mail someone.
      const answer = await request(flooder.token, localTime(3, '10:00'), {
        professional_id: 999_999,
      });
      expect(codes(answer)).toEqual([1302]);
    }
    const over = await request(flooder.token, localTime(3, '10:00'));
    expect(over.statusCode).toBe(429);
    expect(codes(over)).toEqual([1377]);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another customer is not held back.
    expect((await request(customer.token, localTime(3, '11:00'))).statusCode).not.toBe(429);
  });
});
