import { FEEDBACK_ANSWER_MAX_LENGTH } from '@fitmarket/core/limits';
import { FEEDBACK_QUESTION_KEYS, FEEDBACK_QUESTIONS } from '@fitmarket/core/rules/feedback';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackAnswers, feedbacks, users } from '../../src/db/schema';
import { bearer, expectRefusal, ROOMY_RATE_LIMITS } from '../accounts/account-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, signIn, signInStaff } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: ROOMY_RATE_LIMITS });
});
afterAll(() => t.close());

type Answers = Record<string, { answer: string; rating: number | null }>;

function fullAnswers(rating = 4): Answers {
  return Object.fromEntries(
    FEEDBACK_QUESTION_KEYS.map((key, index) => [
      key,
      { answer: `Answer ${index + 1} about ${key}.`, rating },
    ]),
  );
}

function submit(token: string | null, answers: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/feedback',
    headers: token ? bearer(token) : {},
    payload: { answers },
  });
}

async function signedInUser(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.deps.database.db, overrides);
  return { user, token: await signIn(t.app, user.email) };
}

async function membershipOf(userId: number) {
  const [row] = await t.deps.database.db
    .select({ id: users.membershipId, lifetime: users.membershipLifetime })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

describe('GET /v1/feedback/questions', () => {
  it('lists the questions to anyone, in the request language', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/v1/feedback/questions' });
    expect(en.statusCode).toBe(200);
    expect(en.json().data).toEqual(
      FEEDBACK_QUESTIONS.map((question) => ({ key: question.key, question: question.en })),
    );
    const fi = await t.app.inject({
      method: 'GET',
      url: '/v1/feedback/questions',
      headers: { 'accept-language': 'fi' },
    });
    expect(fi.json().data[0].question).toBe(FEEDBACK_QUESTIONS[0].fi);
  });
});

describe('POST /v1/feedback', () => {
  it('asks a guest to sign in', async () => {
    expectRefusal(await submit(null, fullAnswers()), 401, 1002);
  });

  it('makes a professional a lifetime premium member', async () => {
    const { user, token } = await signedInUser({ role: 'professional', membershipId: 1 });
    const response = await submit(token, fullAnswers(5));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.lifetime_premium).toBe(true);
    expect(await membershipOf(user.id)).toEqual({ id: 3, lifetime: true });

    const [stored] = await t.deps.database.db
      .select()
      .from(feedbacks)
      .where(eq(feedbacks.userId, user.id));
    const answers = await t.deps.database.db
      .select()
      .from(feedbackAnswers)
      .where(eq(feedbackAnswers.feedbackId, stored?.id ?? -1));
    expect(answers.map((answer) => answer.question).sort()).toEqual(
      [...FEEDBACK_QUESTION_KEYS].sort(),
    );
    expect(answers.every((answer) => answer.rating === 5)).toBe(true);
  });

  it('thanks a customer without changing the membership', async () => {
    const { user, token } = await signedInUser({ role: 'customer' });
    const response = await submit(token, fullAnswers());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.lifetime_premium).toBe(false);
    expect(await membershipOf(user.id)).toEqual({ id: 1, lifetime: false });
  });

  it('takes one questionnaire per user (1329), leaving the first as it was', async () => {
    const { user, token } = await signedInUser({ role: 'professional' });
    expect((await submit(token, fullAnswers(2))).statusCode).toBe(201);
    expectRefusal(await submit(token, fullAnswers(5)), 409, 1329);
    const rows = await t.deps.database.db
      .select()
      .from(feedbacks)
      .where(eq(feedbacks.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('names each missing rating (1254), bad rating (1253) and empty answer (1307)', async () => {
    const { user, token } = await signedInUser({ role: 'professional' });
    const [first, second, third] = ['first_impression', 'finding_professionals', 'trust'];
    const answers = fullAnswers();
    answers[first] = { answer: 'Fine.', rating: null };
    answers[second] = { answer: 'Fine.', rating: 4.5 };
    answers[third] = { answer: '   ', rating: 3 };
    const response = await submit(token, answers);
    expect(response.statusCode).toBe(422);
    expect(
      response
        .json()
        .errors.map((error: { code: number; field: string }) => [error.code, error.field]),
    ).toEqual([
      [1254, `answers.${first}.rating`],
      [1253, `answers.${second}.rating`],
      [1307, `answers.${third}.answer`],
    ]);
    // Nothing stored, nothing granted.
    expect(await membershipOf(user.id)).toEqual({ id: 1, lifetime: false });
    const retry = await submit(token, fullAnswers());
    expect(retry.statusCode).toBe(201);
  });

  it('refuses a missing question, a rating of 6 and an overlong answer', async () => {
    const { token } = await signedInUser();
    const [first, second] = ['first_impression', 'recommend'];
    const missing = fullAnswers();
    delete missing[first];
    const missingResponse = await submit(token, missing);
    expect(missingResponse.statusCode).toBe(422);
    expect(missingResponse.json().errors[0]).toMatchObject({
      code: 1307,
      field: `answers.${first}`,
    });

    const high = fullAnswers();
    high[second] = { answer: 'Great.', rating: 6 };
    expectRefusal(await submit(token, high), 422, 1253);

    const long = fullAnswers();
    long[first] = { answer: 'x'.repeat(FEEDBACK_ANSWER_MAX_LENGTH + 1), rating: 3 };
    expectRefusal(await submit(token, long), 422, 1301);
  });
});

describe('GET /v1/admin/feedbacks/professionals', () => {
  const url = '/v1/admin/feedbacks/professionals';

  it('is for staff only, the CSV export too', async () => {
    for (const path of [url, `${url}/export.csv`]) {
      expectRefusal(await t.app.inject({ method: 'GET', url: path }), 401, 1002);
      for (const role of ['customer', 'professional'] as const) {
        const { token } = await signedInUser({ role });
        expectRefusal(
          await t.app.inject({ method: 'GET', url: path, headers: bearer(token) }),
          403,
          1317,
        );
      }
    }
  });

  it('answers the SPEC shape with averages and parallel lists, in the request language', async () => {
    const { token } = await signedInUser({
      role: 'professional',
      firstName: 'Tiina',
      lastName: 'Testaaja',
    });
    const answers = fullAnswers(1);
    expect((await submit(token, answers)).statusCode).toBe(201);

    const admin = await createUser(t.deps.database.db, { role: 'admin' });
    const staffToken = await signInStaff(t, admin.email);
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...bearer(staffToken), 'accept-language': 'fi' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['avg', 'data', 'meta']);
    expect(body.avg.questions).toEqual(FEEDBACK_QUESTIONS.map((question) => question.fi));
    expect(body.avg.ratings).toHaveLength(FEEDBACK_QUESTIONS.length);
    for (const average of body.avg.ratings) {
      expect(average).toBeGreaterThanOrEqual(1);
      expect(average).toBeLessThanOrEqual(5);
    }
    // Newest first: the questionnaire just sent.
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      created: expect.any(String),
      user_first_name: 'Tiina',
      user_last_name: 'Testaaja',
      user_image: null,
      questions: FEEDBACK_QUESTIONS.map((question) => question.fi),
      answers: FEEDBACK_QUESTION_KEYS.map((key) => answers[key]?.answer),
      ratings: FEEDBACK_QUESTION_KEYS.map(() => 1),
    });
  });
});

describe('paging and export of the feedbacks', () => {
  const url = '/v1/admin/feedbacks/professionals';

  it('pages the questionnaires while the averages cover them all, and streams them as CSV', async () => {
    const db = t.deps.database.db;
    // Three more questionnaires, an hour apart, rated 2 (one with a formula-like answer).
    for (const hour of [1, 2, 3]) {
      const user = await createUser(db, { firstName: `Pager${hour}`, lastName: 'Tester' });
      const [row] = await db
        .insert(feedbacks)
        .values({ userId: user.id, createdAt: new Date(Date.UTC(2030, 0, 1, hour)) })
        .returning();
      await db.insert(feedbackAnswers).values(
        FEEDBACK_QUESTION_KEYS.map((question, position) => ({
          feedbackId: row?.id ?? 0,
          position,
          question,
          answer: hour === 3 ? '=HYPERLINK("x")' : `Answer, "quoted" ${hour}`,
          rating: 2,
        })),
      );
    }
    const admin = await createUser(db, { role: 'owner' });
    const staffToken = await signInStaff(t, admin.email);

    const first = await t.app.inject({
      method: 'GET',
      url: `${url}?per_page=2`,
      headers: bearer(staffToken),
    });
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body.data.map((item: { user_first_name: string }) => item.user_first_name)).toEqual([
      'Pager3',
      'Pager2',
    ]);
    const total = body.meta.pagination.total;
    expect(total).toBeGreaterThanOrEqual(3);
    expect(body.meta.pagination).toMatchObject({ per_page: 2, current_page: 1, from: 1, to: 2 });
    expect(body.meta.pagination.last_page).toBe(Math.ceil(total / 2));
    // Averages are over every questionnaire, not the page's two (rated 2).
    const all = (await db.select({ rating: feedbackAnswers.rating }).from(feedbackAnswers)).map(
      (row) => row.rating,
    );
    const mean = all.reduce((sum, rating) => sum + rating, 0) / all.length;
    expect(body.avg.ratings[0]).toBeCloseTo(mean, 0);
    expectRefusal(
      await t.app.inject({ method: 'GET', url: `${url}?page=0`, headers: bearer(staffToken) }),
      422,
      1301,
    );

    const csv = await t.app.inject({
      method: 'GET',
      url: `${url}/export.csv`,
      headers: { ...bearer(staffToken), 'accept-language': 'fi' },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="feedbacks.csv"');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'feedback_id,created,user_first_name,user_last_name,question,answer,rating',
    );
    expect(lines).toHaveLength(1 + total * FEEDBACK_QUESTIONS.length);
    expect(lines[1]).toContain(
      `Pager3,Tester,"${FEEDBACK_QUESTIONS[0].fi}","'=HYPERLINK(""x"")",2`,
    );
    expect(lines[1 + FEEDBACK_QUESTIONS.length]).toContain('"Answer, ""quoted"" 2",2');
  });
});
