import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMailer } from '../../src/bookings/booking-mail';
import { bookings, jobs, notifications, professionalServices, users } from '../../src/db/schema';
import type { OutgoingMail } from '../../src/platform/mail/mail-service';
import { callAs, mailsTo } from '../accounts/account-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bookableProfessional, localTime, signedInCustomer } from './booking-helpers';

/**
 * Issue 18 "Change of plans": the customer moves a session in one step (the old time freed, the
 * new one taken, atomically), within the cancellation notice; and "Add to calendar" per booking.
 */

let t: TestApp;
let pro: Awaited<ReturnType<typeof bookableProfessional>>;

beforeAll(async () => {
  t = await createTestApp();
  pro = await bookableProfessional(t);
  await setInstant(true);
});
afterAll(() => t.close());

async function setInstant(instantBooking: boolean) {
  await t.deps.database.db
    .update(professionalServices)
    .set({ instantBooking })
    .where(eq(professionalServices.id, pro.serviceId));
}

const codes = (response: { json(): unknown }) =>
  (response.json() as { errors: { code: number }[] }).errors.map((e) => e.code);

function book(token: string, startsAt: string) {
  return callAs(t, token, 'POST', '/v1/bookings', {
    professional_id: pro.user.id,
    service_id: pro.serviceId,
    location_id: pro.locationId,
    starts_at: startsAt,
    duration_minutes: 60,
  });
}

async function booked(token: string, startsAt: string) {
  const created = await book(token, startsAt);
  expect(created.statusCode).toBe(201);
  return created.json().data as {
    id: number;
    version: number;
    status: string;
    price_minor: number;
  };
}

function reschedule(token: string, id: number, version: number, startsAt?: string) {
  return callAs(t, token, 'POST', `/v1/me/bookings/${id}/reschedule`, {
    version,
    ...(startsAt ? { starts_at: startsAt } : {}),
  });
}

describe('rescheduling', () => {
  it('moves a confirmed session in one step: the old time is freed, the professional told', async () => {
    const customer = await signedInCustomer(t);
    const booking = await booked(customer.token, localTime(3, '10:00'));
    expect(booking.status).toBe('confirmed');
    const before = (await callAs(t, customer.token, 'GET', `/v1/me/bookings/${booking.id}`)).json()
      .data;
    expect(before.actions).toContain('reschedule');

    const moved = await reschedule(customer.token, booking.id, 1, localTime(4, '12:00'));
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({
      status: 'confirmed',
      version: 2,
      starts_at: new Date(localTime(4, '12:00')).toISOString(),
      duration_minutes: 60,
      price_minor: booking.price_minor,
    });
    // The e-mail and the in-app notice were queued with the move.
    const queued = await t.deps.database.db
      .select({ name: jobs.name, payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.dedupeKey, `booking-mail:${booking.id}:rescheduled:2`));
    expect(queued).toHaveLength(1);
    // So was the customer's own confirmation of the new time, in the same transaction.
    const queuedForCustomer = await t.deps.database.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.dedupeKey, `booking-mail:${booking.id}:rescheduled:2:customer`));
    expect(queuedForCustomer).toHaveLength(1);
    expect(queuedForCustomer[0]?.payload).toMatchObject({ mailTo: 'customer' });

    // The old time is free again, the new one taken.
    const other = await signedInCustomer(t);
    expect((await book(other.token, localTime(3, '10:00'))).statusCode).toBe(201);
    expect(codes(await book(other.token, localTime(4, '12:00')))).toEqual([1358]);

    const mails = (await mailsTo(t, pro.user.email)).filter((mail) =>
      mail.subject.includes('moved a booking'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toMatch(/moved their session from .* to .*/);
    const toCustomer = (await mailsTo(t, customer.user.email)).filter((mail) =>
      mail.subject.startsWith('Your booking was moved to'),
    );
    expect(toCustomer).toHaveLength(1);
    expect(toCustomer[0]?.text).toMatch(/Your session with .* was moved from .* to .*/);
    expect(toCustomer[0]?.text).toMatch(/confirmed at the new time/);
    expect(toCustomer[0]?.links[0]).toMatch(/\/account\/bookings-history$/);
    const notices = await t.deps.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, pro.user.id), eq(notifications.type, 'booking_rescheduled')),
      );
    expect(notices).toHaveLength(1);
  });

  it('may move a session to an overlapping time of its own', async () => {
    const customer = await signedInCustomer(t);
    const booking = await booked(customer.token, localTime(6, '10:00'));
    const moved = await reschedule(customer.token, booking.id, 1, localTime(6, '10:30'));
    expect(moved.statusCode).toBe(200);
  });

  it('refuses a late move, the professional, someone else and a taken or missing time', async () => {
    const customer = await signedInCustomer(t);
    const stranger = await signedInCustomer(t);
    const booking = await booked(customer.token, localTime(7, '10:00'));

    expect(codes(await reschedule(customer.token, booking.id, 1))).toEqual([1307]);
    expect(codes(await reschedule(customer.token, booking.id, 1, localTime(7, '10:00')))).toEqual([
      1301,
    ]);
    expect(codes(await reschedule(pro.token, booking.id, 1, localTime(7, '12:00')))).toEqual([
      1351,
    ]);
    const foreign = await reschedule(stranger.token, booking.id, 1, localTime(7, '12:00'));
    expect(foreign.statusCode).toBe(404);
    expect(codes(foreign)).toEqual([1302]);

    // Inside the notice (24 hours: the session now starts in two), only a late cancellation.
    const soon = Date.now() + 2 * 3_600_000;
    await t.deps.database.db
      .update(bookings)
      .set({ startsAt: new Date(soon), endsAt: new Date(soon + 3_600_000) })
      .where(eq(bookings.id, booking.id));
    const late = await reschedule(customer.token, booking.id, 1, localTime(7, '12:00'));
    expect(late.statusCode).toBe(409);
    expect(codes(late)).toEqual([1378]);
    const view = (await callAs(t, customer.token, 'GET', `/v1/me/bookings/${booking.id}`)).json()
      .data;
    expect(view.actions).not.toContain('reschedule');
    expect(view.actions).toContain('cancel');
  });

  it('makes a confirmed session of a service that asks for approval a request again', async () => {
    const customer = await signedInCustomer(t);
    await t.deps.database.db
      .update(users)
      .set({ language: 'fi' })
      .where(eq(users.id, customer.user.id));
    const booking = await booked(customer.token, localTime(8, '10:00'));
    await setInstant(false);
    try {
      const moved = await reschedule(customer.token, booking.id, 1, localTime(8, '15:00'));
      expect(moved.statusCode).toBe(200);
      const data = moved.json().data;
      expect(data.status).toBe('pending');
      expect(new Date(data.expires_at).getTime()).toBeGreaterThan(Date.now());
      // A pending request no longer blocks its old time.
      const other = await signedInCustomer(t);
      expect((await book(other.token, localTime(8, '10:00'))).statusCode).toBe(201);
      const mails = (await mailsTo(t, pro.user.email)).filter((mail) =>
        mail.subject.includes('moved a booking'),
      );
      expect(mails.at(-1)?.text).toMatch(/accept or decline the new time by/);
      // The customer, in Finnish, hears that the new time awaits the professional's answer.
      const toCustomer = await mailsTo(t, customer.user.email);
      expect(toCustomer.at(-1)?.subject).toMatch(/^Varauksesi siirretty: /);
      expect(toCustomer.at(-1)?.text).toMatch(/odottaa vastausta viimeistään .*klo/);
    } finally {
      await setInstant(true);
    }
  });

  it('lets exactly one of two moves to the same time win', async () => {
    const first = await signedInCustomer(t);
    const second = await signedInCustomer(t);
    const a = await booked(first.token, localTime(9, '09:00'));
    const b = await booked(second.token, localTime(9, '11:00'));
    const target = localTime(9, '15:00');
    const answers = await Promise.all([
      reschedule(first.token, a.id, 1, target),
      reschedule(second.token, b.id, 1, target),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409);
    expect(loser && codes(loser)).toEqual([1358]);
    const atTarget = await t.deps.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.startsAt, new Date(target)), eq(bookings.status, 'confirmed')));
    expect(atTarget).toHaveLength(1);
  });

  it('lets exactly one of a move and a new booking of the same time win', async () => {
    const mover = await signedInCustomer(t);
    const newcomer = await signedInCustomer(t);
    const a = await booked(mover.token, localTime(10, '09:00'));
    const target = localTime(10, '13:00');
    const answers = await Promise.all([
      reschedule(mover.token, a.id, 1, target),
      book(newcomer.token, target),
    ]);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 409)).toHaveLength(1);
    const loser = answers.find((answer) => answer.statusCode === 409);
    expect(loser && codes(loser)).toEqual([1358]);
  });
});

describe('add to calendar', () => {
  it("attaches the moved session's updated calendar file to the customer's e-mail", async () => {
    const customer = await signedInCustomer(t);
    const booking = await booked(customer.token, localTime(9, '10:00'));
    expect(
      (await reschedule(customer.token, booking.id, 1, localTime(9, '13:00'))).statusCode,
    ).toBe(200);
    const sent: OutgoingMail[] = [];
    const mailer = bookingMailer({
      db: t.deps.database.db,
      mail: { send: async (mail) => void sent.push(mail) },
      config: t.deps.config,
    });
    const [job] = await t.deps.database.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.dedupeKey, `booking-mail:${booking.id}:rescheduled:2:customer`));
    await mailer(job?.payload as Parameters<typeof mailer>[0], { id: 1, attempt: 1 });
    expect(sent.map((mail) => mail.to)).toEqual([customer.user.email.toLowerCase()]);
    const ics = sent[0]?.attachments?.[0]?.content ?? '';
    expect(ics).toMatch(/METHOD:REQUEST/);
    expect(ics).toMatch(/SEQUENCE:2/);
    const start = new Date(localTime(9, '13:00')).toISOString().replace(/[-:]|\.\d{3}/g, '');
    expect(ics).toContain(`DTSTART:${start}`);
  });

  it("answers one booking's calendar file to its two parties only", async () => {
    const customer = await signedInCustomer(t);
    const stranger = await signedInCustomer(t);
    const booking = await booked(customer.token, localTime(11, '10:00'));
    const url = `/v1/me/bookings/${booking.id}/calendar.ics`;

    const mine = await callAs(t, customer.token, 'GET', url);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toMatch(/^text\/calendar/);
    expect(mine.headers['content-disposition']).toContain(`booking-${booking.id}.ics`);
    expect(mine.body).toContain(`UID:booking-${booking.id}@fitmarket`);
    expect(mine.body).toContain('SUMMARY:');
    expect(mine.body).toContain('Aino Coach');
    expect((await callAs(t, pro.token, 'GET', url)).statusCode).toBe(200);

    const foreign = await callAs(t, stranger.token, 'GET', url);
    expect(foreign.statusCode).toBe(404);
    expect(codes(foreign)).toEqual([1302]);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
