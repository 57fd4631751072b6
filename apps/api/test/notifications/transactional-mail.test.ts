import { ZMeSchema } from '@fitmarket/core/api/auth';
import { dataEnvelope } from '@fitmarket/core/api/envelope';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueReminders } from '../../src/bookings/reminder-job';
import { bookings, notifications, users } from '../../src/db/schema';
import { sendDueNotificationEmails } from '../../src/notifications/email-job';
import { callAs, mailsTo } from '../accounts/account-helpers';
import { bookableProfessional, localTime, signedInCustomer } from '../bookings/booking-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, signIn, signInStaff } from '../helpers/users';
import { createProfessional, PLACES } from '../search/professionals';

/**
 * Issue 18 point 1: booking and account notices are transactional and always go, in app and by
 * e-mail; the settings govern only the optional ones, per type and channel.
 */

let t: TestApp;
let pro: Awaited<ReturnType<typeof bookableProfessional>>;
let staffToken = '';

const ALL_OFF = {
  email_notifications: false,
  notification_preferences: {
    new_message: { in_app: false, email: false },
    new_follower: { in_app: false, email: false },
    new_review: { in_app: false, email: false },
  },
};

async function turnEverythingOff(token: string) {
  const saved = await callAs(t, token, 'PUT', '/v1/me/settings', ALL_OFF);
  expect(saved.statusCode, saved.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  pro = await bookableProfessional(t);
  await turnEverythingOff(pro.token);
  const staff = await createUser(t.deps.database.db, { role: 'admin' });
  staffToken = await signInStaff(t, staff.email);
});
afterAll(() => t.close());

const subjects = async (address: string) => (await mailsTo(t, address)).map((mail) => mail.subject);

const noticesOf = (userId: number) =>
  t.deps.database.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('the settings', () => {
  it('store optional notices per type and channel and answer every one resolved', async () => {
    const customer = await signedInCustomer(t);
    const changed = await callAs(t, customer.token, 'PUT', '/v1/me/settings', {
      notification_preferences: { new_follower: { email: false } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const again = await callAs(t, customer.token, 'PUT', '/v1/me/settings', {
      notification_preferences: { new_follower: { in_app: false }, new_review: { email: false } },
    });
    const me = dataEnvelope(ZMeSchema).parse(again.json()).data;
    expect(me.notification_preferences).toEqual({
      new_message: { in_app: true, email: true },
      new_follower: { in_app: false, email: false },
      new_review: { in_app: true, email: false },
    });
    // A transactional type is no preference at all.
    const refused = await callAs(t, customer.token, 'PUT', '/v1/me/settings', {
      notification_preferences: { booking_confirmed: { email: false } },
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.json().data.notification_preferences).not.toHaveProperty('booking_confirmed');
  });
});

describe('booking e-mails with every optional notice off', () => {
  it('still go: request, confirmation, cancellation, and the reminder to both sides', async () => {
    const customer = await signedInCustomer(t);
    await turnEverythingOff(customer.token);
    const created = await callAs(t, customer.token, 'POST', '/v1/bookings', {
      professional_id: pro.user.id,
      service_id: pro.serviceId,
      location_id: pro.locationId,
      starts_at: localTime(3, '10:00'),
      duration_minutes: 60,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;
    expect(await subjects(pro.user.email)).toContainEqual(
      expect.stringMatching(/^New booking request/),
    );

    await callAs(t, pro.token, 'POST', `/v1/me/bookings/${id}/accept`, { version: 1 });
    expect(await subjects(customer.user.email)).toEqual([
      expect.stringMatching(/^Booking confirmed/),
    ]);

    // The day before: both sides are reminded, by e-mail too.
    const [booking] = await t.deps.database.db.select().from(bookings).where(eq(bookings.id, id));
    if (!booking) throw new Error('no booking');
    const dayBefore = new Date(booking.startsAt.getTime() - 23 * 3_600_000);
    await sendDueReminders(
      {
        db: t.deps.database.db,
        pubsub: t.deps.pubsub,
        log: { error() {} },
        mail: t.deps.mail,
        config: t.deps.config,
      },
      dayBefore,
    );
    expect(await subjects(customer.user.email)).toContainEqual(expect.stringMatching(/^Reminder/));
    expect(
      (await subjects(pro.user.email)).filter((subject) => subject.startsWith('Reminder')),
    ).toHaveLength(1);

    await callAs(t, pro.token, 'POST', `/v1/me/bookings/${id}/cancel`, {
      version: 2,
      reason: 'Ill, sorry',
    });
    expect(await subjects(customer.user.email)).toContainEqual(
      expect.stringMatching(/^Booking cancelled/),
    );
  });
});

describe("staff changing a person's standing", () => {
  it('tells them in app and by e-mail, whatever their settings', async () => {
    const post = (path: string, payload: object) => callAs(t, staffToken, 'POST', path, payload);
    const hidden = await post('/v1/admin/users/unpublish', { id: pro.user.id });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const promoted = await post('/v1/admin/users/promote', { id: pro.user.id, membership: 3 });
    expect(promoted.statusCode, promoted.body).toBe(200);
    // Choosing the current membership changes nothing and tells nothing.
    await post('/v1/admin/users/promote', { id: pro.user.id, membership: 3 });

    const mails = await subjects(pro.user.email);
    expect(mails).toContainEqual('Your profile is no longer published');
    expect(mails.filter((subject) => subject === 'Your membership is now Premium')).toHaveLength(1);
    const notices = (await noticesOf(pro.user.id)).map((row) => [row.type, row.data]);
    expect(notices).toContainEqual(['profile_unpublished', {}]);
    expect(notices).toContainEqual(['membership_changed', { membership_id: 3 }]);
    const listed = await callAs(t, pro.token, 'GET', '/v1/notifications');
    expect(listed.json().data.map((row: { type: string }) => row.type)).toEqual(
      expect.arrayContaining(['profile_unpublished', 'membership_changed']),
    );
  });

  it('tells a Finnish professional in Finnish when they are published again', async () => {
    const other = await createProfessional(t.deps.database.db, {
      user: { slug: `fi-pro-${Date.now() % 1e9}`, description: 'Valmentaja', language: 'fi' },
      specialities: ['yoga'],
      services: [{ slug: 'personal-training-session', priceMinor: 5000 }],
      locations: [PLACES.turku],
    });
    await t.deps.database.db
      .update(users)
      .set({ published: false, emailNotifications: false })
      .where(eq(users.id, other.id));
    const shown = await callAs(t, staffToken, 'POST', '/v1/admin/users/publish', { id: other.id });
    expect(shown.statusCode, shown.body).toBe(200);
    const [mail] = await mailsTo(t, other.email);
    expect(mail?.subject).toBe('Profiilisi on julkaistu');
    expect(mail?.links[0]).toContain(`/fi/ammattilaiset/${other.slug}`);
    expect((await noticesOf(other.id)).map((row) => row.type)).toEqual(['profile_published']);
  });
});

describe('new_review', () => {
  async function reviewedSession(
    authorToken: string,
    authorId: number,
    professionalId = pro.user.id,
  ) {
    const end = new Date(Date.now() - 3_600_000);
    const [booking] = await t.deps.database.db
      .insert(bookings)
      .values({
        professionalId,
        customerId: authorId,
        startsAt: new Date(end.getTime() - 3_600_000),
        endsAt: end,
        expiresAt: end,
        status: 'confirmed',
      })
      .returning({ id: bookings.id });
    const written = await callAs(t, authorToken, 'POST', `/v1/me/bookings/${booking?.id}/review`, {
      rating: 5,
      message: 'A very good session, thank you!',
    });
    expect(written.statusCode, written.body).toBe(201);
    return { reviewId: written.json().data.id as number, bookingId: booking?.id };
  }

  it('is sent when a review is written, linking to the reviews on the profile', async () => {
    const reviewed = await bookableProfessional(t);
    const author = await createUser(t.deps.database.db, { firstName: 'Ville' });
    const authorToken = await signIn(t.app, author.email);
    const { reviewId, bookingId } = await reviewedSession(authorToken, author.id, reviewed.user.id);

    const listed = await callAs(t, reviewed.token, 'GET', '/v1/notifications');
    expect(listed.json().data[0]).toMatchObject({
      type: 'new_review',
      actor: { id: author.id },
      data: {
        review_id: reviewId,
        booking_id: bookingId,
        slug: reviewed.user.slug,
      },
    });
    await sendDueNotificationEmails({
      db: t.deps.database.db,
      mail: t.deps.mail,
      config: t.deps.config,
    });
    const mails = await mailsTo(t, reviewed.user.email);
    expect(mails.map((mail) => mail.subject)).toContainEqual(
      expect.stringMatching(/reviewed your session$/),
    );
    const link = mails.find((mail) => mail.subject.includes('reviewed'))?.links[0];
    expect(link).toBe(`${t.deps.config.webUrl}/professionals/${reviewed.user.slug}#reviews`);
  });

  it('is neither shown nor mailed to one who turned both channels off', async () => {
    const author = await signedInCustomer(t);
    const { reviewId } = await reviewedSession(author.token, author.user.id);
    const [stored] = await t.deps.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, pro.user.id), eq(notifications.type, 'new_review')));
    expect(stored?.data).toMatchObject({ review_id: reviewId });
    const listed = await callAs(t, pro.token, 'GET', '/v1/notifications');
    expect(listed.json().data.map((row: { type: string }) => row.type)).not.toContain('new_review');
    await sendDueNotificationEmails({
      db: t.deps.database.db,
      mail: t.deps.mail,
      config: t.deps.config,
    });
    expect(await subjects(pro.user.email)).not.toContainEqual(
      expect.stringMatching(/reviewed your session$/),
    );
  });
});
