import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, reports, reviews, searchDocuments, users } from '../../src/db/schema';
import { mailOutbox } from '../../src/db/schema/mail';
import { bearer } from '../accounts/account-helpers';
import { bookableProfessional, signedInCustomer } from '../bookings/booking-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, signIn, signInStaff } from '../helpers/users';

let t: TestApp;
let pro: Awaited<ReturnType<typeof bookableProfessional>>;
let author: { id: number; email: string; token: string };
let reporter: Awaited<ReturnType<typeof signedInCustomer>>;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  pro = await bookableProfessional(t);
  const user = await createUser(t.deps.database.db, { firstName: 'Ville', language: 'fi' });
  author = { id: user.id, email: user.email, token: await signIn(t.app, user.email) };
  reporter = await signedInCustomer(t);
  const staff = await createUser(t.deps.database.db, { role: 'admin' });
  admin = await signInStaff(t, staff.email);
});
afterAll(() => t.close());

const codes = (response: { json(): unknown }) =>
  (response.json() as { errors: { code: number }[] }).errors.map((error) => error.code);

let sessions = 0;

/** A review by the author of a session that ended hours ago, written through the API. */
async function writeReview(rating: number, message: string): Promise<number> {
  sessions += 1;
  const end = new Date(Date.now() - sessions * 3_600_000);
  const [booking] = await t.deps.database.db
    .insert(bookings)
    .values({
      professionalId: pro.user.id,
      customerId: author.id,
      startsAt: new Date(end.getTime() - 1_800_000),
      endsAt: end,
      expiresAt: end,
      status: 'confirmed',
    })
    .returning({ id: bookings.id });
  const written = await t.app.inject({
    method: 'POST',
    url: `/v1/me/bookings/${booking?.id}/review`,
    headers: bearer(author.token),
    payload: { rating, message },
  });
  expect(written.statusCode).toBe(201);
  return written.json().data.id;
}

const report = (id: number, reason = 'Insults the coach', token = reporter.token) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/reviews/${id}/report`,
    headers: bearer(token),
    payload: { reason },
  });

const staffCall = (token: string, url: string, payload?: object) =>
  t.app.inject({ method: payload ? 'POST' : 'GET', url, headers: bearer(token), payload });

async function figures() {
  const { db } = t.deps.database;
  const [row] = await db
    .select({ count: users.ratingCount, sum: users.ratingSum })
    .from(users)
    .where(eq(users.id, pro.user.id));
  const [document] = await db
    .select({ rating: searchDocuments.rating, count: searchDocuments.ratingCount })
    .from(searchDocuments)
    .where(eq(searchDocuments.userId, pro.user.id));
  return { row, document };
}

const publicIds = async () =>
  (await t.app.inject({ url: `/v1/professionals/${pro.user.slug}/reviews` }))
    .json()
    .data.map((review: { id: number }) => review.id);

describe('the reported reviews queue', () => {
  it('is for staff only', async () => {
    const guest = await t.app.inject({ url: '/v1/admin/review-reports' });
    expect([guest.statusCode, codes(guest)]).toEqual([401, [1002]]);
    for (const token of [reporter.token, pro.token]) {
      for (const [url, payload] of [
        ['/v1/admin/review-reports', undefined],
        ['/v1/admin/review-reports/1/hide', { reason: 'Not allowed here' }],
        ['/v1/admin/review-reports/1/dismiss', {}],
      ] as const) {
        const refused = await staffCall(token, url, payload);
        expect([refused.statusCode, codes(refused)]).toEqual([403, [1317]]);
      }
    }
  });

  it('hides a review: off the profile and the rating, audited, the author told why', async () => {
    const kept = await writeReview(5, 'Excellent coaching, thank you!');
    const rude = await writeReview(1, 'This coach is a total idiot.');
    expect(await figures()).toEqual({
      row: { count: 2, sum: 6 },
      document: { rating: 3, count: 2 },
    });
    expect((await report(rude)).statusCode).toBe(200);

    const queue = await staffCall(admin, '/v1/admin/review-reports');
    expect(queue.statusCode).toBe(200);
    expect(queue.json().data).toEqual([
      {
        id: rude,
        rating: 1,
        message: 'This coach is a total idiot.',
        created_at: expect.any(String),
        author: expect.objectContaining({ id: author.id, email: author.email }),
        professional: { id: pro.user.id, name: 'Aino Coach', slug: pro.user.slug },
        report_count: 1,
        reports: [
          {
            reason: 'Insults the coach',
            reported_at: expect.any(String),
            reporter: expect.objectContaining({ id: reporter.user.id }),
          },
        ],
        first_reported_at: expect.any(String),
      },
    ]);
    expect(queue.json().meta.pagination).toMatchObject({ total: 1, current_page: 1, from: 1 });

    const noReason = await staffCall(admin, `/v1/admin/review-reports/${rude}/hide`, {
      reason: ' ',
    });
    expect([noReason.statusCode, codes(noReason)]).toEqual([422, [1307]]);
    const notReported = await staffCall(admin, `/v1/admin/review-reports/${kept}/hide`, {
      reason: 'Not allowed here',
    });
    expect(notReported.statusCode).toBe(404);

    const hidden = await staffCall(admin, `/v1/admin/review-reports/${rude}/hide`, {
      reason: 'Insults are not allowed',
    });
    expect(hidden.statusCode).toBe(200);
    await t.app.settled();

    expect(await publicIds()).toEqual([kept]);
    expect(await figures()).toEqual({
      row: { count: 1, sum: 5 },
      document: { rating: 5, count: 1 },
    });
    const [row] = await t.deps.database.db
      .select({ reason: reviews.hiddenReason })
      .from(reviews)
      .where(eq(reviews.id, rude));
    expect(row?.reason).toBe('Insults are not allowed');
    expect((await staffCall(admin, '/v1/admin/review-reports')).json().data).toEqual([]);
    const again = await staffCall(admin, `/v1/admin/review-reports/${rude}/hide`, {
      reason: 'Insults are not allowed',
    });
    expect(again.statusCode).toBe(404);
    expect((await report(rude)).statusCode).toBe(404);

    // The author is Finnish: the notice is in Finnish and carries the reason.
    const mails = await t.deps.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, author.email));
    expect(mails.map((mail) => mail.subject)).toContain(
      'Kirjoittamasi arvio piilotettiin Fitmarketissa',
    );
    expect(mails.find((mail) => mail.text?.includes('Syy: Insults are not allowed'))).toBeTruthy();

    const history = await staffCall(admin, `/v1/admin/users/${author.id}/history`);
    expect(history.json().data[0]).toMatchObject({
      action: 'review.hide',
      target_type: 'user',
      target_id: author.id,
      before: { review: 'This coach is a total idiot.' },
      after: { review: null },
      reason: 'Insults are not allowed',
    });
  });

  it('keeps a review: the report closes, a new report queues it again', async () => {
    const fine = await writeReview(4, 'Good session, a bit short.');
    await report(fine, 'I do not agree');
    const before = await figures();
    const kept = await staffCall(admin, `/v1/admin/review-reports/${fine}/dismiss`, {});
    expect(kept.statusCode).toBe(200);
    expect(await publicIds()).toContain(fine);
    expect(await figures()).toEqual(before);
    expect((await staffCall(admin, '/v1/admin/review-reports')).json().data).toEqual([]);
    const twice = await staffCall(admin, `/v1/admin/review-reports/${fine}/dismiss`, {});
    expect(twice.statusCode).toBe(404);
    const history = await staffCall(admin, `/v1/admin/users/${author.id}/history`);
    expect(history.json().data[0]).toMatchObject({ action: 'review.keep', target_id: author.id });

    await report(fine, 'Still disagree');
    const queue = (await staffCall(admin, '/v1/admin/review-reports')).json().data;
    expect(queue.map((item: { id: number }) => item.id)).toEqual([fine]);
  });

  // Probe finding (issue 17): a second reporter's report wrote over the first one's.
  it("keeps every reporter's report of a review, and a decision closes them all", async () => {
    const disputed = await writeReview(2, 'Late and unprepared, not worth it.');
    const second = await signedInCustomer(t);
    expect((await report(disputed, 'Insults the coach')).statusCode).toBe(200);
    expect((await report(disputed, 'Looks fake', second.token)).statusCode).toBe(200);
    // Reporting again while one's own report is open changes nothing (the first reason stays).
    expect((await report(disputed, 'Changed my mind about why')).statusCode).toBe(200);

    // One item (the review kept above is queued again too), with both reasons.
    const queue = (await staffCall(admin, '/v1/admin/review-reports')).json();
    const item = queue.data.find((entry: { id: number }) => entry.id === disputed);
    expect(queue.data.filter((entry: { id: number }) => entry.id === disputed)).toHaveLength(1);
    expect(item).toMatchObject({
      report_count: 2,
      reports: [
        {
          reason: 'Insults the coach',
          reporter: expect.objectContaining({ id: reporter.user.id }),
        },
        { reason: 'Looks fake', reporter: expect.objectContaining({ id: second.user.id }) },
      ],
    });
    expect(item.first_reported_at).toBe(item.reports[0].reported_at);
    expect(queue.meta.pagination.total).toBe(queue.data.length);

    const hidden = await staffCall(admin, `/v1/admin/review-reports/${disputed}/hide`, {
      reason: 'Breaks the terms of use',
    });
    expect(hidden.statusCode).toBe(200);
    const rows = await t.deps.database.db
      .select({
        reporterId: reports.reporterId,
        resolution: reports.resolution,
        resolvedBy: reports.resolvedBy,
      })
      .from(reports)
      .where(and(eq(reports.targetType, 'review'), eq(reports.targetId, disputed)))
      .orderBy(asc(reports.id));
    expect(rows).toEqual([
      { reporterId: reporter.user.id, resolution: 'hidden', resolvedBy: expect.any(Number) },
      { reporterId: second.user.id, resolution: 'hidden', resolvedBy: expect.any(Number) },
    ]);
    const left = (await staffCall(admin, '/v1/admin/review-reports')).json().data;
    expect(left.map((entry: { id: number }) => entry.id)).not.toContain(disputed);
  });
});
