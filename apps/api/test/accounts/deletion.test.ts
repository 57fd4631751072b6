import { WEB_LINKS } from '@fitmarket/core/links';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { professionalProfiles, reviews, users } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, signIn } from '../helpers/users';
import { bearer, codeMailedTo, expectRefusal, ROOMY_RATE_LIMITS } from './account-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: ROOMY_RATE_LIMITS });
});
afterAll(() => t.close());

function requestDeletion(token: string) {
  return t.app.inject({ method: 'DELETE', url: '/v1/me', headers: bearer(token) });
}

function completeDeletion(code: string) {
  return t.app.inject({ method: 'POST', url: `/v1/account/delete/${code}` });
}

async function insertReview(professionalId: number, authorId: number) {
  const [review] = await t.deps.database.db
    .insert(reviews)
    .values({ professionalId, authorId, rating: 5, message: 'Great sessions, very motivating.' })
    .returning();
  if (!review) throw new Error('review insert returned no row');
  return review;
}

async function reviewById(id: number) {
  const [review] = await t.deps.database.db.select().from(reviews).where(eq(reviews.id, id));
  return review;
}

describe('deleting one’s own account', () => {
  it('deletes the account through the mailed link and ends its sessions', async () => {
    const user = await createUser(t.deps.database.db);
    const token = await signIn(t.app, user.email);

    const requested = await requestDeletion(token);
    expect(requested.statusCode, requested.body).toBe(200);
    expect(requested.json()).toEqual({ data: { sent: true } });
    // Asking alone changes nothing yet.
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(token) })).statusCode,
    ).toBe(200);

    const done = await completeDeletion(await codeMailedTo(t, user.email, WEB_LINKS.deleteAccount));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ data: { ok: true } });

    const remaining = await t.deps.database.db.select().from(users).where(eq(users.id, user.id));
    expect(remaining).toHaveLength(0);
    const me = await t.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(token) });
    expectRefusal(me, 401, 1091);
  });

  it('keeps the reviews the person wrote, without an author', async () => {
    const professional = await createUser(t.deps.database.db, { role: 'professional' });
    const author = await createUser(t.deps.database.db);
    const review = await insertReview(professional.id, author.id);

    await requestDeletion(await signIn(t.app, author.email));
    await completeDeletion(await codeMailedTo(t, author.email, WEB_LINKS.deleteAccount));

    expect(await reviewById(review.id)).toMatchObject({
      professionalId: professional.id,
      authorId: null,
      message: review.message,
    });
  });

  it('takes a professional’s profile and the reviews it received with it', async () => {
    const professional = await createUser(t.deps.database.db, { role: 'professional' });
    await t.deps.database.db.insert(professionalProfiles).values({ userId: professional.id });
    const author = await createUser(t.deps.database.db);
    const review = await insertReview(professional.id, author.id);

    await requestDeletion(await signIn(t.app, professional.email));
    await completeDeletion(await codeMailedTo(t, professional.email, WEB_LINKS.deleteAccount));

    expect(await reviewById(review.id)).toBeUndefined();
    const profiles = await t.deps.database.db
      .select()
      .from(professionalProfiles)
      .where(eq(professionalProfiles.userId, professional.id));
    expect(profiles).toHaveLength(0);
  });

  it('refuses a reused deletion link with 1315', async () => {
    const user = await createUser(t.deps.database.db);
    await requestDeletion(await signIn(t.app, user.email));
    const code = await codeMailedTo(t, user.email, WEB_LINKS.deleteAccount);
    expect((await completeDeletion(code)).statusCode).toBe(200);
    expectRefusal(await completeDeletion(code), 404, 1315);
  });

  it('refuses a made-up deletion link with 1315', async () => {
    expectRefusal(await completeDeletion('never-sent-this-code'), 404, 1315);
  });

  it('refuses the only owner with 1312, as the product must keep one', async () => {
    const owner = await createUser(t.deps.database.db, { role: 'owner' });
    expectRefusal(await requestDeletion(await signIn(t.app, owner.email)), 409, 1312);
  });

  it('needs a signed-in user to ask (1002)', async () => {
    expectRefusal(await t.app.inject({ method: 'DELETE', url: '/v1/me' }), 401, 1002);
  });
});
