import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMailer } from '../../src/bookings/booking-mail';
import { users } from '../../src/db/schema';
import type { OutgoingMail } from '../../src/platform/mail/mail-service';
import { bearer, callAs, mailsTo } from '../accounts/account-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, signInStaff, TEST_PASSWORD } from '../helpers/users';
import { bookableProfessional, localTime, signedInCustomer } from './booking-helpers';

let t: TestApp;
let pro: Awaited<ReturnType<typeof bookableProfessional>>;

beforeAll(async () => {
  t = await createTestApp();
  pro = await bookableProfessional(t);
});
afterAll(() => t.close());

async function confirmedBooking(customerToken: string, days: number) {
  const created = await callAs(t, customerToken, 'POST', '/v1/bookings', {
    professional_id: pro.user.id,
    service_id: pro.serviceId,
    location_id: pro.locationId,
    starts_at: localTime(days, '11:00'),
    duration_minutes: 60,
  });
  const { id } = created.json().data;
  await callAs(t, pro.token, 'POST', `/v1/me/bookings/${id}/accept`, { version: 1 });
  return id as number;
}

const field = (ics: string, name: string) =>
  ics.split('\r\n').filter((line) => line.startsWith(`${name}:`));

describe('the calendar feed', () => {
  it('keeps one event per booking: same UID, higher SEQUENCE after a change', async () => {
    const customer = await signedInCustomer(t);
    const id = await confirmedBooking(customer.token, 5);
    const feed = await callAs(t, customer.token, 'POST', '/v1/me/calendar-feed');
    expect(feed.statusCode).toBe(200);
    const url = new URL(feed.json().data.url);
    const first = await t.app.inject({ url: url.pathname });
    expect(first.headers['content-type']).toContain('text/calendar');
    expect(field(first.body, 'UID')).toEqual([`UID:booking-${id}@fitmarket`]);
    expect(field(first.body, 'SEQUENCE')).toEqual(['SEQUENCE:2']);
    expect(field(first.body, 'STATUS')).toEqual(['STATUS:CONFIRMED']);
    expect(field(first.body, 'SUMMARY')[0]).toContain('Aino Coach');

    await callAs(t, customer.token, 'POST', `/v1/me/bookings/${id}/cancel`, {
      version: 2,
      reason: 'Travelling, sorry; see you later',
    });
    const second = await t.app.inject({ url: url.pathname });
    expect(field(second.body, 'UID')).toEqual([`UID:booking-${id}@fitmarket`]);
    expect(field(second.body, 'SEQUENCE')).toEqual(['SEQUENCE:3']);
    expect(field(second.body, 'STATUS')).toEqual(['STATUS:CANCELLED']);
    expect(field(second.body, 'DESCRIPTION')).toEqual([
      'DESCRIPTION:Travelling\\, sorry\\; see you later',
    ]);
  });

  it('stops answering an address once a new one is made, and never answers a guess', async () => {
    const customer = await signedInCustomer(t);
    const old = new URL(
      (await callAs(t, customer.token, 'POST', '/v1/me/calendar-feed')).json().data.url,
    );
    await callAs(t, customer.token, 'POST', '/v1/me/calendar-feed');
    expect((await t.app.inject({ url: old.pathname })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/v1/calendar/not-a-real-feed-token.ics' })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'POST', url: '/v1/me/calendar-feed' })).statusCode).toBe(
      401,
    );
  });
});

describe('the calendar feed after a password change or a block', () => {
  async function feedPath(token: string) {
    return new URL((await callAs(t, token, 'POST', '/v1/me/calendar-feed')).json().data.url)
      .pathname;
  }

  it('stops answering once the password is changed, until a new address is made', async () => {
    const customer = await signedInCustomer(t);
    const path = await feedPath(customer.token);
    expect((await t.app.inject({ url: path })).statusCode).toBe(200);
    const change = await callAs(t, customer.token, 'PUT', '/v1/me/password', {
      current_password: TEST_PASSWORD,
      password: 'Brand-new-pass9',
      password_repeat: 'Brand-new-pass9',
    });
    expect(change.statusCode, change.body).toBe(200);
    expect((await t.app.inject({ url: path })).statusCode).toBe(404);
    expect((await t.app.inject({ url: await feedPath(customer.token) })).statusCode).toBe(200);
  });

  it('stops answering once the person is blocked, and for a blocked person', async () => {
    const blocked = await signedInCustomer(t);
    const path = await feedPath(blocked.token);
    const admin = await createUser(t.deps.database.db, { role: 'admin' });
    const block = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/users/block',
      headers: bearer(await signInStaff(t, admin.email)),
      payload: { id: blocked.user.id, reason: 'Spam' },
    });
    expect(block.statusCode, block.body).toBe(200);
    expect((await t.app.inject({ url: path })).statusCode).toBe(404);

    // However the block came about.
    const other = await signedInCustomer(t);
    const otherPath = await feedPath(other.token);
    await t.deps.database.db
      .update(users)
      .set({ blocked: true })
      .where(eq(users.id, other.user.id));
    expect((await t.app.inject({ url: otherPath })).statusCode).toBe(404);
  });
});

describe('booking e-mails', () => {
  it("tells each side once, in their own language, with times in the professional's zone", async () => {
    const customer = await signedInCustomer(t);
    await t.deps.database.db
      .update(users)
      .set({ language: 'fi' })
      .where(eq(users.id, customer.user.id));
    await confirmedBooking(customer.token, 6);
    const toPro = (await mailsTo(t, pro.user.email)).filter((mail) =>
      mail.subject.includes('booking request'),
    );
    expect(toPro.length).toBeGreaterThanOrEqual(1);
    const toCustomer = await mailsTo(t, customer.user.email);
    expect(toCustomer.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Varaus vahvistettu: .*klo 11\.00/),
    ]);
    // A Finnish time for a Finnish reader carries no zone ("klo 11.00", not "klo 11.00 UTC+2").
    expect(toCustomer[0]?.subject).not.toMatch(/UTC|EES?T/);
    expect(toCustomer[0]?.text).not.toMatch(/UTC\+[23]|EES?T/);
    // The professional reads English: with the zone.
    expect(toPro[0]?.text).toMatch(/EES?T|GMT\+[23]/);
  });

  it('attaches the calendar file to a confirmation and a cancellation of the same event', async () => {
    const customer = await signedInCustomer(t);
    const sent: OutgoingMail[] = [];
    const mailer = bookingMailer({
      db: t.deps.database.db,
      mail: { send: async (mail) => void sent.push(mail) },
      config: t.deps.config,
    });
    const id = await confirmedBooking(customer.token, 7);
    const base = {
      bookingId: id,
      professionalId: pro.user.id,
      customerId: customer.user.id,
      message: null,
      reason: null,
    };
    await mailer(
      {
        ...base,
        kind: 'confirmed',
        version: 2,
        from: 'pending',
        actorId: pro.user.id,
        actorParty: 'professional',
      },
      { id: 1, attempt: 1 },
    );
    await callAs(t, pro.token, 'POST', `/v1/me/bookings/${id}/cancel`, {
      version: 2,
      reason: 'Ill',
    });
    await mailer(
      {
        ...base,
        kind: 'canceled',
        version: 3,
        from: 'confirmed',
        actorId: pro.user.id,
        actorParty: 'professional',
      },
      { id: 2, attempt: 1 },
    );
    const [confirmation, cancellation] = sent.map((mail) => mail.attachments?.[0]?.content ?? '');
    expect(field(confirmation ?? '', 'METHOD')).toEqual(['METHOD:REQUEST']);
    expect(field(cancellation ?? '', 'METHOD')).toEqual(['METHOD:CANCEL']);
    expect(field(confirmation ?? '', 'UID')).toEqual(field(cancellation ?? '', 'UID'));
    expect(field(confirmation ?? '', 'SEQUENCE')).toEqual(['SEQUENCE:2']);
    expect(field(cancellation ?? '', 'SEQUENCE')).toEqual(['SEQUENCE:3']);
  });
});
