import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireAndRemind } from '../../src/bookings/expiry-job';
import { bookings, users } from '../../src/db/schema';
import { callAs, mailsTo } from '../accounts/account-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bookableProfessional, localTime, signedInCustomer, toldEvents } from './booking-helpers';

/** Suggesting another time (issue 10 item 1): the professional suggests, the customer answers. */

let t: TestApp;
let pro: Awaited<ReturnType<typeof bookableProfessional>>;

beforeAll(async () => {
  t = await createTestApp();
  pro = await bookableProfessional(t);
});
afterAll(() => t.close());

const codes = (response: { json(): unknown }) =>
  (response.json() as { errors: { code: number }[] }).errors.map((e) => e.code);

function act(token: string, id: number, action: string, version: number, extra: object = {}) {
  return callAs(t, token, 'POST', `/v1/me/bookings/${id}/${action}`, { version, ...extra });
}

async function requestAt(token: string, startsAt: string) {
  const created = await callAs(t, token, 'POST', '/v1/bookings', {
    professional_id: pro.user.id,
    service_id: pro.serviceId,
    location_id: pro.locationId,
    starts_at: startsAt,
    duration_minutes: 60,
  });
  expect(created.statusCode).toBe(201);
  return created.json().data as { id: number; version: number };
}

describe('suggesting another time', () => {
  it('moves the session to the suggested time when the customer accepts it', async () => {
    const customer = await signedInCustomer(t);
    const other = await signedInCustomer(t);
    const booking = await requestAt(customer.token, localTime(5, '10:00'));
    // Someone else's request for the suggested time waits beside it.
    const rival = await requestAt(other.token, localTime(5, '14:30'));
    const suggestedAt = localTime(5, '14:00');

    expect(
      codes(await act(customer.token, booking.id, 'suggest', 1, { starts_at: suggestedAt })),
    ).toEqual([1351]);
    expect(codes(await act(pro.token, booking.id, 'suggest', 1))).toEqual([1307]);
    expect(
      codes(await act(pro.token, booking.id, 'suggest', 1, { starts_at: localTime(-1, '10:00') })),
    ).toEqual([1367]);
    expect(
      codes(await act(pro.token, booking.id, 'suggest', 1, { starts_at: localTime(5, '10:00') })),
    ).toEqual([1367]);
    // A year typed wrong is refused as such, in the field, not stored (probe: year 9999 was).
    const farOff = await act(pro.token, booking.id, 'suggest', 1, {
      starts_at: '9999-06-10T10:00:00+03:00',
    });
    expect(farOff.json().errors).toEqual([
      expect.objectContaining({ code: 1369, field: 'starts_at' }),
    ]);
    expect(codes(await act(customer.token, booking.id, 'accept_suggestion', 1))).toEqual([1365]);

    const suggested = await act(pro.token, booking.id, 'suggest', 1, {
      starts_at: suggestedAt,
      message: 'Afternoon suits me better.',
    });
    expect(suggested.statusCode).toBe(200);
    expect(suggested.json().data).toMatchObject({
      status: 'suggested',
      version: 2,
      suggested_starts_at: new Date(suggestedAt).toISOString(),
      actions: ['decline', 'suggest'],
    });
    const customersView = (
      await callAs(t, customer.token, 'GET', `/v1/me/bookings/${booking.id}`)
    ).json().data;
    expect(customersView.actions).toEqual([
      'cancel',
      'accept_suggestion',
      'decline_suggestion',
      'reschedule',
    ]);
    expect(codes(await act(pro.token, booking.id, 'accept', 2))).toEqual([1366]);
    expect(codes(await act(customer.token, booking.id, 'accept_suggestion', 1))).toEqual([1350]);
    await t.app.settled();
    expect(await toldEvents(t)).toContainEqual(
      expect.objectContaining({
        bookingId: booking.id,
        kind: 'suggested',
        actorParty: 'professional',
        message: 'Afternoon suits me better.',
      }),
    );

    const accepted = await act(customer.token, booking.id, 'accept_suggestion', 2);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({
      status: 'confirmed',
      version: 3,
      starts_at: new Date(suggestedAt).toISOString(),
      duration_minutes: 60,
      suggested_starts_at: null,
    });
    // Accepting the suggestion is an accept: the overlapping request gives way.
    const rivalNow = (await callAs(t, other.token, 'GET', `/v1/me/bookings/${rival.id}`)).json()
      .data;
    expect(rivalNow.status).toBe('declined');
    await t.app.settled();
    expect(await toldEvents(t)).toContainEqual(
      expect.objectContaining({
        bookingId: booking.id,
        kind: 'confirmed',
        actorParty: 'customer',
      }),
    );
    expect(await toldEvents(t)).toContainEqual(
      expect.objectContaining({
        bookingId: rival.id,
        kind: 'declined',
        overlapped: true,
        actorId: pro.user.id,
      }),
    );
    expect(
      codes(await act(pro.token, booking.id, 'suggest', 3, { starts_at: suggestedAt })),
    ).toEqual([1352]);
    expect(codes(await act(customer.token, booking.id, 'decline_suggestion', 3))).toEqual([1352]);
  });

  it('hands the request back to the professional when the customer declines', async () => {
    const customer = await signedInCustomer(t);
    const booking = await requestAt(customer.token, localTime(7, '09:00'));
    await act(pro.token, booking.id, 'suggest', 1, { starts_at: localTime(7, '18:00') });
    expect(codes(await act(pro.token, booking.id, 'decline_suggestion', 2))).toEqual([1351]);
    const declined = await act(customer.token, booking.id, 'decline_suggestion', 2);
    expect(declined.json().data).toMatchObject({
      status: 'pending',
      version: 3,
      suggested_starts_at: null,
      starts_at: new Date(localTime(7, '09:00')).toISOString(),
    });
    await t.app.settled();
    expect(await toldEvents(t)).toContainEqual(
      expect.objectContaining({
        bookingId: booking.id,
        kind: 'suggestion_declined',
        actorParty: 'customer',
      }),
    );
    // The professional may answer again: here, by accepting the time first asked.
    const accepted = await act(pro.token, booking.id, 'accept', 3);
    expect(accepted.json().data.status).toBe('confirmed');
  });

  it('refuses a suggested time that another session takes, before and after it is made', async () => {
    const customer = await signedInCustomer(t);
    const booking = await requestAt(customer.token, localTime(9, '10:00'));
    const manual = await callAs(t, pro.token, 'POST', '/v1/me/bookings/manual', {
      title: 'Pekka (phone)',
      starts_at: localTime(9, '12:00'),
      duration_minutes: 60,
    });
    expect(manual.statusCode).toBe(201);
    expect(
      codes(await act(pro.token, booking.id, 'suggest', 1, { starts_at: localTime(9, '12:30') })),
    ).toEqual([1358]);
    await act(pro.token, booking.id, 'suggest', 1, { starts_at: localTime(9, '15:00') });
    // The professional fills the suggested time by hand before the customer answers.
    await callAs(t, pro.token, 'POST', '/v1/me/bookings/manual', {
      title: 'Liisa',
      starts_at: localTime(9, '15:30'),
      duration_minutes: 30,
    });
    expect(codes(await act(customer.token, booking.id, 'accept_suggestion', 2))).toEqual([1358]);
    const still = (await callAs(t, customer.token, 'GET', `/v1/me/bookings/${booking.id}`)).json()
      .data;
    expect(still).toMatchObject({ status: 'suggested', version: 2 });
  });

  it('gives the customer time to answer, and reminds nobody while they decide', async () => {
    const customer = await signedInCustomer(t);
    const booking = await requestAt(customer.token, localTime(20, '10:00'));
    const now = new Date();
    await act(pro.token, booking.id, 'suggest', 1, { starts_at: localTime(20, '16:00') });
    const [row] = await t.deps.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    const answerHours = ((row?.expiresAt.getTime() ?? 0) - now.getTime()) / 3_600_000;
    expect(answerHours).toBeGreaterThan(47.9);
    expect(answerHours).toBeLessThanOrEqual(48.1);
    await expireAndRemind(t.deps, new Date(now.getTime() + 47 * 3_600_000));
    const [after] = await t.deps.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    expect(after?.expiryRemindedAt).toBeNull();
  });

  it("e-mails the customer the suggested time in their language, with the professional's zone", async () => {
    const customer = await signedInCustomer(t);
    await t.deps.database.db
      .update(users)
      .set({ language: 'fi' })
      .where(eq(users.id, customer.user.id));
    const booking = await requestAt(customer.token, localTime(11, '10:00'));
    await act(pro.token, booking.id, 'suggest', 1, { starts_at: localTime(11, '17:15') });
    await t.app.settled();
    const mails = await mailsTo(t, customer.user.email);
    const mail = mails.find((m) => m.subject.includes('ehdottaa toista aikaa'));
    expect(mail?.subject).toMatch(/^Aino Coach ehdottaa toista aikaa: .*klo 17\.15/);
    expect(mail?.text).toMatch(
      /ei pääse ajalle .*klo 10\.00.* ja ehdottaa sen sijaan aikaa .*klo 17\.15/,
    );
    // A Finnish time for a Finnish reader: no zone (Finns write none at home), not "UTC+2".
    expect(mail?.subject).not.toMatch(/UTC|EES?T/);
    expect(mail?.text).not.toMatch(/UTC\+[23]|EES?T/);
  });
});
