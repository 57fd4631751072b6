import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { reviews, users } from '../../src/db/schema';
import { createTestDatabase } from '../helpers/test-database';
import { createUser } from '../helpers/users';

// users.rating_count / rating_sum / rating_average follow the reviews (triggers in the
// data_integrity migration), in the same transaction, whatever statement changes them.

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function figuresOf(userId: number) {
  const [row] = await database.db
    .select({ count: users.ratingCount, sum: users.ratingSum, average: users.ratingAverage })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

function review(professionalId: number, rating: number, authorId?: number) {
  return { professionalId, authorId, rating, message: 'Worth every euro.' };
}

describe('rating figures on the professional row', () => {
  it('start empty: no reviews, no average', async () => {
    const professional = await createUser(database.db, { role: 'professional' });
    expect(await figuresOf(professional.id)).toEqual({ count: 0, sum: 0, average: null });
  });

  it('follow reviews added one by one and many at once', async () => {
    const [anna, ben] = [
      await createUser(database.db, { role: 'professional' }),
      await createUser(database.db, { role: 'professional' }),
    ];
    if (!anna || !ben) throw new Error('no professionals');
    await database.db.insert(reviews).values(review(anna.id, 4));
    expect(await figuresOf(anna.id)).toEqual({ count: 1, sum: 4, average: 4 });

    // One statement, reviews of two professionals.
    await database.db
      .insert(reviews)
      .values([review(anna.id, 5), review(ben.id, 2), review(anna.id, 5), review(ben.id, 3)]);
    expect(await figuresOf(anna.id)).toEqual({ count: 3, sum: 14, average: 14 / 3 });
    expect(await figuresOf(ben.id)).toEqual({ count: 2, sum: 5, average: 2.5 });
  });

  it('follow a review removed, a rating changed and a review moved', async () => {
    const [anna, ben] = [
      await createUser(database.db, { role: 'professional' }),
      await createUser(database.db, { role: 'professional' }),
    ];
    if (!anna || !ben) throw new Error('no professionals');
    const [first, second] = await database.db
      .insert(reviews)
      .values([review(anna.id, 1), review(anna.id, 5)])
      .returning({ id: reviews.id });
    if (!first || !second) throw new Error('no reviews');

    await database.db.update(reviews).set({ rating: 3 }).where(eq(reviews.id, first.id));
    expect(await figuresOf(anna.id)).toEqual({ count: 2, sum: 8, average: 4 });

    await database.db
      .update(reviews)
      .set({ professionalId: ben.id })
      .where(eq(reviews.id, second.id));
    expect(await figuresOf(anna.id)).toEqual({ count: 1, sum: 3, average: 3 });
    expect(await figuresOf(ben.id)).toEqual({ count: 1, sum: 5, average: 5 });

    await database.db.delete(reviews).where(inArray(reviews.id, [first.id, second.id]));
    expect(await figuresOf(anna.id)).toEqual({ count: 0, sum: 0, average: null });
    expect(await figuresOf(ben.id)).toEqual({ count: 0, sum: 0, average: null });
  });

  it('keep the review of an author who deleted their account', async () => {
    const professional = await createUser(database.db, { role: 'professional' });
    const author = await createUser(database.db);
    await database.db.insert(reviews).values(review(professional.id, 2, author.id));
    await database.db.delete(users).where(eq(users.id, author.id));
    expect(await figuresOf(professional.id)).toEqual({ count: 1, sum: 2, average: 2 });
  });

  it('leave out reviews staff hid, and take them back when shown again', async () => {
    const professional = await createUser(database.db, { role: 'professional' });
    const [hidden] = await database.db
      .insert(reviews)
      .values([review(professional.id, 1), review(professional.id, 5)])
      .returning({ id: reviews.id });
    if (!hidden) throw new Error('no review');
    const visibility = (hiddenAt: Date | null) =>
      database.db.update(reviews).set({ hiddenAt }).where(eq(reviews.id, hidden.id));
    await visibility(new Date());
    expect(await figuresOf(professional.id)).toEqual({ count: 1, sum: 5, average: 5 });
    // Anything that leaves it hidden (its reason, its rating) changes nothing; nor does deleting it.
    await database.db
      .update(reviews)
      .set({ hiddenReason: 'Spam', rating: 2 })
      .where(eq(reviews.id, hidden.id));
    expect(await figuresOf(professional.id)).toEqual({ count: 1, sum: 5, average: 5 });
    await visibility(null);
    expect(await figuresOf(professional.id)).toEqual({ count: 2, sum: 7, average: 3.5 });
    await visibility(new Date());
    await database.db.delete(reviews).where(eq(reviews.id, hidden.id));
    expect(await figuresOf(professional.id)).toEqual({ count: 1, sum: 5, average: 5 });
  });

  it('change only with the transaction that changes the reviews', async () => {
    const professional = await createUser(database.db, { role: 'professional' });
    await database.db.insert(reviews).values(review(professional.id, 5));
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(reviews).values(review(professional.id, 1));
        const [inside] = await tx
          .select({ count: users.ratingCount })
          .from(users)
          .where(eq(users.id, professional.id));
        expect(inside?.count).toBe(2);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await figuresOf(professional.id)).toEqual({ count: 1, sum: 5, average: 5 });
  });

  it('go back to zero when the reviews table is emptied', async () => {
    const professional = await createUser(database.db, { role: 'professional' });
    await database.db.insert(reviews).values(review(professional.id, 3));
    await database.db.execute(sql`truncate ${reviews}`);
    expect(await figuresOf(professional.id)).toEqual({ count: 0, sum: 0, average: null });
  });

  it('go away with the professional: deleting one with reviews works', async () => {
    const professional = await createUser(database.db, { role: 'professional' });
    await database.db
      .insert(reviews)
      .values([review(professional.id, 3), review(professional.id, 4)]);
    await database.db.delete(users).where(eq(users.id, professional.id));
    expect(await figuresOf(professional.id)).toBeUndefined();
  });
});
