import { BOOKING_REMINDER_LEADS, MESSAGE_SEND_LIMIT_PER_MINUTE } from '@fitmarket/core/limits';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingEvent } from '../../src/bookings/booking-events';
import { sendDueReminders } from '../../src/bookings/reminder-job';
import { bookings, messages, notifications } from '../../src/db/schema';
import { userChannel } from '../../src/live/tell-user';
import { bookingNoticesListener } from '../../src/messaging/booking-notices';
import { sendDueNotificationEmails } from '../../src/notifications/email-job';
import { callAs } from '../accounts/account-helpers';
import { bookableProfessional, localTime, signedInCustomer } from '../bookings/booking-helpers';
import { startSmtpServer } from '../helpers/smtp-server';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let pro: Awaited<ReturnType<typeof bookableProfessional>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  pro = await bookableProfessional(t);
});
afterAll(async () => {
  await t.close();
  smtp.close();
});

/** Mails the SMTP server received for an address. */
const deliveredTo = (address: string) =>
  smtp.received.filter((raw) => raw.includes(`To: ${address}`));

const live = () => ({ db: t.deps.database.db, pubsub: t.deps.pubsub, log: { error() {} } });
/** The recurring runs, then the send-mail jobs they queued. */
async function runEmailJob() {
  await sendDueNotificationEmails({
    db: t.deps.database.db,
    mail: t.deps.mail,
    config: t.deps.config,
  });
  await t.deps.jobs.drain();
}
async function runReminders(now: Date) {
  const queued = await sendDueReminders(
    { ...live(), mail: t.deps.mail, config: t.deps.config },
    now,
  );
  await t.deps.jobs.drain();
  return queued;
}

async function request(customerToken: string, days: number, time = '11:00') {
  const created = await callAs(t, customerToken, 'POST', '/v1/bookings', {
    professional_id: pro.user.id,
    service_id: pro.serviceId,
    location_id: pro.locationId,
    starts_at: localTime(days, time),
    duration_minutes: 60,
  });
  expect(created.statusCode).toBe(201);
  await t.app.settled();
  return created.json().data.id as number;
}

async function confirmed(customerToken: string, days: number, time = '11:00') {
  const id = await request(customerToken, days, time);
  await callAs(t, pro.token, 'POST', `/v1/me/bookings/${id}/accept`, { version: 1 });
  await t.app.settled();
  const [row] = await t.deps.database.db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error('no booking');
  return row;
}

const notificationsOf = (userId: number, type: string) =>
  t.deps.database.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.type, type as typeof notifications.$inferSelect.type),
      ),
    );

describe('booking events in the messenger and notifications', () => {
  it('writes each change into the conversation and notifies the other party once, e-mailed once', async () => {
    const customer = await signedInCustomer(t);
    const pushed: { type: string }[] = [];
    const stop = await t.deps.pubsub.subscribe(userChannel(customer.user.id), (event) =>
      pushed.push(event as { type: string }),
    );
    const id = await request(customer.token, 6);
    const accepted = await callAs(t, pro.token, 'POST', `/v1/me/bookings/${id}/accept`, {
      version: 1,
      message: 'See you at the park!',
    });
    expect(accepted.statusCode).toBe(200);
    await t.app.settled();
    const canceled = await callAs(t, customer.token, 'POST', `/v1/me/bookings/${id}/cancel`, {
      version: 2,
      reason: 'Ill, sorry',
    });
    expect(canceled.statusCode).toBe(200);
    await t.app.settled();
    await stop();

    const list = await callAs(t, customer.token, 'GET', '/v1/conversations');
    const [conversation] = list.json().data;
    expect(conversation).toMatchObject({ booking_id: id, unread_count: 0 });
    const thread = await callAs(
      t,
      customer.token,
      'GET',
      `/v1/conversations/${conversation.id}/messages`,
    );
    const events = thread.json().data.reverse();
    expect(events).toEqual([
      expect.objectContaining({
        kind: 'booking',
        sender_id: null,
        body: '',
        booking_event: {
          booking_id: id,
          event: 'requested',
          actor_party: 'customer',
          starts_at: new Date(localTime(6, '11:00')).toISOString(),
          time_zone: 'Europe/Helsinki',
          overlapped: false,
          suggested_starts_at: null,
        },
      }),
      expect.objectContaining({
        body: 'See you at the park!',
        booking_event: expect.objectContaining({ event: 'confirmed', actor_party: 'professional' }),
      }),
      expect.objectContaining({
        body: 'Ill, sorry',
        booking_event: expect.objectContaining({ event: 'canceled', actor_party: 'customer' }),
      }),
    ]);
    // Pushed live as it happened: the three events, and the customer's notification.
    expect(pushed.filter((event) => event.type === 'message')).toHaveLength(3);
    expect(pushed.filter((event) => event.type === 'notification')).toHaveLength(1);

    expect(await notificationsOf(pro.user.id, 'new_booking')).toHaveLength(1);
    expect(await notificationsOf(customer.user.id, 'booking_confirmed')).toHaveLength(1);
    expect(await notificationsOf(pro.user.id, 'booking_canceled')).toHaveLength(1);
    const customerNotes = await callAs(t, customer.token, 'GET', '/v1/notifications');
    expect(customerNotes.json().data).toEqual([
      expect.objectContaining({
        type: 'booking_confirmed',
        actor: expect.objectContaining({ id: pro.user.id }),
        data: { booking_id: id, party: 'customer' },
      }),
    ]);

    // The booking e-mails went out once each; the e-mail job adds none.
    const before = smtp.received.length;
    await runEmailJob();
    await runEmailJob();
    expect(smtp.received.length).toBe(before);
    expect(deliveredTo(customer.user.email)).toHaveLength(1);
  });

  it('shows the time suggested, beside the time asked for, even once the customer took it', async () => {
    const customer = await signedInCustomer(t);
    const id = await request(customer.token, 6, '12:00');
    const suggestedAt = new Date(localTime(6, '15:00')).toISOString();
    const suggested = await callAs(t, pro.token, 'POST', `/v1/me/bookings/${id}/suggest`, {
      version: 1,
      starts_at: suggestedAt,
    });
    expect(suggested.statusCode).toBe(200);
    // Taken before the messenger wrote the change down: the event still says what was offered.
    const taken = await callAs(
      t,
      customer.token,
      'POST',
      `/v1/me/bookings/${id}/accept_suggestion`,
      {
        version: 2,
      },
    );
    expect(taken.statusCode).toBe(200);
    await t.app.settled();
    const [conversation] = (await callAs(t, customer.token, 'GET', '/v1/conversations')).json()
      .data;
    const thread = await callAs(
      t,
      customer.token,
      'GET',
      `/v1/conversations/${conversation.id}/messages`,
    );
    const event = thread
      .json()
      .data.find(
        (message: { booking_event: { event: string } | null }) =>
          message.booking_event?.event === 'suggested',
      );
    expect(event.booking_event).toMatchObject({
      starts_at: new Date(localTime(6, '12:00')).toISOString(),
      suggested_starts_at: suggestedAt,
    });
  });

  it('writes an event delivered twice once', async () => {
    const customer = await signedInCustomer(t);
    const id = await request(customer.token, 7);
    const event: BookingEvent = {
      kind: 'declined',
      bookingId: id,
      version: 2,
      from: 'pending',
      professionalId: pro.user.id,
      customerId: customer.user.id,
      actorId: pro.user.id,
      actorParty: 'professional',
      message: null,
      reason: null,
    };
    const listener = bookingNoticesListener(live());
    await Promise.all([listener(event), listener(event)]);
    await listener(event);
    const written = await t.deps.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.bookingId, id), eq(messages.kind, 'booking')));
    expect(written.map((row) => row.bookingEvent?.event)).toEqual(['requested', 'declined']);
    // Nobody wrote it: it cannot be reported.
    const report = await callAs(
      t,
      customer.token,
      'POST',
      `/v1/messages/${written[1]?.id}/report`,
      {
        reason: 'Not nice at all',
      },
    );
    expect(report.statusCode).toBe(422);
    expect(report.json().errors[0].code).toBe(1376);
    expect(await notificationsOf(customer.user.id, 'booking_declined')).toHaveLength(1);
    // An event kind the messenger does not know (yet) is ignored.
    await listener({ ...event, kind: 'something_new' as BookingEvent['kind'] });
    expect(await notificationsOf(customer.user.id, 'booking_declined')).toHaveLength(1);
  });
});

describe('session reminders', () => {
  const earlier = (start: Date, ms: number) => new Date(start.getTime() - ms);

  it('reminds both parties 24 h and 2 h before, each once, in their language', async () => {
    const customer = await signedInCustomer(t);
    const booking = await confirmed(customer.token, 8);
    const mailsBefore = deliveredTo(customer.user.email).length;

    const dayBefore = earlier(booking.startsAt, BOOKING_REMINDER_LEADS['24h'] - 60_000);
    const [first, second] = await Promise.all([runReminders(dayBefore), runReminders(dayBefore)]);
    expect((first ?? 0) + (second ?? 0)).toBe(2);
    expect(await runReminders(new Date(dayBefore.getTime() + 60_000))).toBe(0);

    const twoHours = earlier(booking.startsAt, BOOKING_REMINDER_LEADS['2h'] - 60_000);
    expect(await runReminders(twoHours)).toBe(2);
    expect(await runReminders(twoHours)).toBe(0);

    const reminders = deliveredTo(customer.user.email).slice(mailsBefore);
    expect(reminders).toHaveLength(2);
    expect(reminders[0]).toContain('starts in 24 hours');
    expect(reminders[1]).toContain('starts in 2 hours');
    // The time carries its zone.
    expect(reminders[0]).toMatch(/EE[S]?T|UTC\+[23]/);
    for (const userId of [customer.user.id, pro.user.id]) {
      const notes = await notificationsOf(userId, 'booking_reminder');
      expect(
        notes.filter((note) => note.data.booking_id === booking.id).map((note) => note.data.lead),
      ).toEqual(['24h', '2h']);
    }
    // The e-mail job does not mail them again.
    const delivered = smtp.received.length;
    await runEmailJob();
    expect(smtp.received.length).toBe(delivered);
  });

  it('sends nothing for a session cancelled or moved meanwhile', async () => {
    const customer = await signedInCustomer(t);
    const cancelled = await confirmed(customer.token, 9, '09:00');
    await callAs(t, customer.token, 'POST', `/v1/me/bookings/${cancelled.id}/cancel`, {
      version: cancelled.version,
      reason: 'Cannot make it',
    });
    await t.app.settled();
    expect(await runReminders(earlier(cancelled.startsAt, BOOKING_REMINDER_LEADS['2h'] / 2))).toBe(
      0,
    );

    const moved = await confirmed(customer.token, 9, '14:00');
    const newStart = new Date(moved.startsAt.getTime() + 24 * 3_600_000);
    // The move (another time suggested and taken) changes the start and the version.
    await t.deps.database.db
      .update(bookings)
      .set({
        startsAt: newStart,
        endsAt: new Date(newStart.getTime() + 3_600_000),
        version: moved.version + 1,
      })
      .where(eq(bookings.id, moved.id));
    const oldDayBefore = earlier(moved.startsAt, BOOKING_REMINDER_LEADS['24h'] - 60_000);
    expect(await runReminders(oldDayBefore)).toBe(0);
    expect(await runReminders(earlier(moved.startsAt, 60_000))).toBe(0);
    expect(await runReminders(earlier(newStart, BOOKING_REMINDER_LEADS['24h'] - 60_000))).toBe(2);
    const notes = await notificationsOf(customer.user.id, 'booking_reminder');
    expect(notes.map((note) => note.data.starts_at)).toEqual([newStart.toISOString()]);
  });
});

describe('the message rate limit', () => {
  it(`answers 429 with 1375 and Retry-After after ${MESSAGE_SEND_LIMIT_PER_MINUTE} messages a minute`, async () => {
    const customer = await signedInCustomer(t);
    const opened = await callAs(t, customer.token, 'POST', '/v1/conversations', {
      professional_id: pro.user.id,
    });
    const url = `/v1/conversations/${opened.json().data.id}/messages`;
    for (let sent = 0; sent < MESSAGE_SEND_LIMIT_PER_MINUTE; sent += 1) {
      expect(
        (await callAs(t, customer.token, 'POST', url, { body: `Hello ${sent}` })).statusCode,
      ).toBe(201);
    }
    const refused = await callAs(t, customer.token, 'POST', url, { body: 'One too many' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0].code).toBe(1375);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another person's budget is their own.
    expect((await callAs(t, pro.token, 'POST', url, { body: 'Hi!' })).statusCode).toBe(201);
  });
});
