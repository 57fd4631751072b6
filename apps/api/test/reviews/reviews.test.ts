import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, searchDocuments, users } from '../../src/db/schema';
import { bearer } from '../accounts/account-helpers';
import { bookableProfessional, signedInCustomer } from '../bookings/booking-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let pro: Awaited<ReturnType<typeof bookableProfessional>>;
let customer: Awaited<ReturnType<typeof signedInCustomer>>;

beforeAll(async () => {
  t = await createTestApp();
  pro = await bookableProfessional(t);
  customer = await signedInCustomer(t);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const good = { rating: 4, message: 'Great session, clear advice.' };
const codes = (response: { json(): unknown }) =>
  (response.json() as { errors: { code: number }[] }).errors.map((error) => error.code);

/** A booking of the customer with the professional that ended `hoursAgo` (negative: ahead). */
async function session(hoursAgo: number, status: 'confirmed' | 'no_show' = 'confirmed') {
  const end = new Date(Date.now() - hoursAgo * HOUR);
  const [row] = await t.deps.database.db
    .insert(bookings)
    .values({
      professionalId: pro.user.id,
      customerId: customer.user.id,
      startsAt: new Date(end.getTime() - HOUR / 2),
      endsAt: end,
      expiresAt: end,
      status,
      noShowOf: status === 'no_show' ? 'customer' : null,
    })
    .returning({ id: bookings.id });
  return row?.id ?? 0;
}

function review(token: string, bookingId: number, payload: object = good) {
  return t.app.inject({
    method: 'POST',
    url: `/v1/me/bookings/${bookingId}/review`,
    headers: bearer(token),
    payload,
  });
}

describe('writing a review', () => {
  it("needs a booking of one's own that has taken place, not too long ago", async () => {
    expect((await review(customer.token, 999_999)).statusCode).toBe(404);
    const stranger = await signedInCustomer(t);
    const passed = await session(2);
    expect((await review(stranger.token, passed)).statusCode).toBe(404);
    expect(codes(await review(pro.token, passed))).toEqual([1363]);
    expect(codes(await review(customer.token, await session(-48)))).toEqual([1360]);
    expect(codes(await review(customer.token, await session(-0.5)))).toEqual([1360]);
    expect(codes(await review(customer.token, await session(5, 'no_show')))).toEqual([1360]);
    expect(codes(await review(customer.token, await session(15 * 24)))).toEqual([1362]);
  });

  it('says what is wrong with the rating and the message, in SPEC codes', async () => {
    const passed = await session(3);
    expect(codes(await review(customer.token, passed, {}))).toEqual([1254, 1252]);
    expect(codes(await review(customer.token, passed, { ...good, rating: 6 }))).toEqual([1253]);
    expect(codes(await review(customer.token, passed, { ...good, message: 'Nice.' }))).toEqual([
      1251,
    ]);
  });

  it('counts once, moves the rating and the search document in the same write', async () => {
    const passed = await session(4);
    const written = await review(customer.token, passed, {
      rating: 5,
      message: 'Superb coaching, thank you!',
    });
    expect(written.statusCode).toBe(201);
    expect(codes(await review(customer.token, passed))).toEqual([1361]);
    const { db } = t.deps.database;
    const [figures] = await db
      .select({ count: users.ratingCount, sum: users.ratingSum })
      .from(users)
      .where(eq(users.id, pro.user.id));
    expect(figures).toEqual({ count: 1, sum: 5 });
    const [document] = await db
      .select({ rating: searchDocuments.rating, count: searchDocuments.ratingCount })
      .from(searchDocuments)
      .where(eq(searchDocuments.userId, pro.user.id));
    expect(document).toEqual({ rating: 5, count: 1 });
  });
});

describe('the review prompt', () => {
  it('is offered to the customer of a passed session until they review it or the window ends', async () => {
    const reviewable = async (token: string, bookingId: number) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/me/bookings/${bookingId}`,
          headers: bearer(token),
        })
      ).json().data.reviewable;
    const passed = await session(7);
    expect(await reviewable(customer.token, passed)).toBe(true);
    expect(await reviewable(pro.token, passed)).toBe(false);
    expect(await reviewable(customer.token, await session(-30))).toBe(false);
    expect(await reviewable(customer.token, await session(16 * 24))).toBe(false);
    expect((await review(customer.token, passed)).statusCode).toBe(201);
    expect(await reviewable(customer.token, passed)).toBe(false);
  });
});

describe('replies, reports and the public list', () => {
  it('lets the professional reply once, anyone report, and shows both on the profile', async () => {
    const passed = await session(6);
    const { id } = (await review(customer.token, passed)).json().data;
    const reply = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/me/reviews/${id}/reply`,
        headers: bearer(token),
        payload: { reply: 'Thank you, see you next week!' },
      });
    expect((await reply(customer.token)).statusCode).toBe(404);
    expect((await reply(pro.token)).statusCode).toBe(200);
    expect(codes(await reply(pro.token))).toEqual([1364]);

    const stranger = await signedInCustomer(t);
    const report = await t.app.inject({
      method: 'POST',
      url: `/v1/reviews/${id}/report`,
      headers: bearer(stranger.token),
      payload: { reason: 'Looks fake' },
    });
    expect(report.statusCode).toBe(200);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/v1/reviews/${id}/report`,
      payload: { reason: 'Looks fake' },
    });
    expect(anonymous.statusCode).toBe(401);

    const list = await t.app.inject({ url: `/v1/professionals/${pro.user.slug}/reviews` });
    const shown = list.json().data.find((item: { id: number }) => item.id === id);
    expect(shown).toMatchObject({
      rating: 4,
      verified: true,
      reply: 'Thank you, see you next week!',
      author: { first_name: 'Test', last_initial: 'U' },
    });
  });
});
