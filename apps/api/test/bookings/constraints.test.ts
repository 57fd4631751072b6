import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { bookings } from '../../src/db/schema';
import { createTestDatabase } from '../helpers/test-database';
import { createUser } from '../helpers/users';

// The database itself refuses a double booking (migration 0010), on PGlite and PostgreSQL.

let database: DatabaseHandle;
let professionalId: number;
let otherProfessionalId: number;
let customerId: number;
beforeAll(async () => {
  database = await createTestDatabase();
  professionalId = (await createUser(database.db, { role: 'professional' })).id;
  otherProfessionalId = (await createUser(database.db, { role: 'professional' })).id;
  customerId = (await createUser(database.db)).id;
});
afterAll(() => database.close());

const at = (time: string) => new Date(`2026-06-10T${time}:00Z`);

function book(values: Partial<typeof bookings.$inferInsert> & { from: string; to: string }) {
  const { from, to, ...rest } = values;
  return database.db
    .insert(bookings)
    .values({
      professionalId,
      customerId,
      startsAt: at(from),
      endsAt: at(to),
      expiresAt: at(from),
      status: 'confirmed',
      ...rest,
    })
    .returning({ id: bookings.id });
}

async function refusal(write: Promise<unknown>): Promise<string> {
  const error = await write.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof Error)) throw new Error('the database accepted the write');
  return error.cause instanceof Error ? error.cause.message : error.message;
}

describe('no double booking', () => {
  it('refuses a confirmed session that overlaps another of the same professional', async () => {
    await book({ from: '10:00', to: '11:00' });
    expect(await refusal(book({ from: '10:30', to: '11:30' }))).toContain('"bookings_no_overlap"');
    expect(await refusal(book({ from: '09:00', to: '12:00' }))).toContain('"bookings_no_overlap"');
  });

  it('lets sessions touch, other professionals overlap, and requests wait side by side', async () => {
    await book({ from: '11:00', to: '12:00' });
    await book({ from: '10:00', to: '11:00', professionalId: otherProfessionalId });
    await book({ from: '10:15', to: '10:45', status: 'pending' });
    await book({ from: '10:15', to: '10:45', status: 'pending' });
    await book({
      from: '10:15',
      to: '10:45',
      status: 'canceled',
      canceledBy: 'customer',
      cancelReason: 'Ill',
    });
  });

  it('refuses to confirm a request whose time was taken meanwhile', async () => {
    const [request] = await book({ from: '10:30', to: '10:45', status: 'pending' });
    const confirm = database.db
      .update(bookings)
      .set({ status: 'confirmed' })
      .where(eq(bookings.id, request?.id ?? 0));
    expect(await refusal(confirm)).toContain('"bookings_no_overlap"');
  });

  it('keeps a cancellation whole: who, why (at most 100 characters)', async () => {
    expect(
      await refusal(
        book({ from: '13:00', to: '14:00', status: 'canceled', canceledBy: 'customer' }),
      ),
    ).toContain('"bookings_cancellation_check"');
    expect(
      await refusal(
        book({
          from: '13:00',
          to: '14:00',
          status: 'canceled',
          canceledBy: 'customer',
          cancelReason: 'x'.repeat(101),
        }),
      ),
    ).toContain('"bookings_cancellation_check"');
  });
});

describe('the price a booking keeps', () => {
  it('is whole minor units with a known currency, or no price at all', async () => {
    const slot = { professionalId: otherProfessionalId, status: 'pending' as const };
    await book({ ...slot, from: '14:00', to: '15:00', priceMinor: 4500, currency: 'eur' });
    await book({ ...slot, from: '15:00', to: '16:00' });
    for (const price of [
      { priceMinor: -1, currency: 'eur' },
      { priceMinor: 4500, currency: null },
      { priceMinor: null, currency: 'eur' },
      { priceMinor: 4500, currency: 'btc' },
    ]) {
      expect(await refusal(book({ ...slot, from: '16:00', to: '17:00', ...price }))).toContain(
        '"bookings_price_check"',
      );
    }
  });
});
