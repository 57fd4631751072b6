import { BOOKING_EXPIRY_REMINDER_MS } from '@fitmarket/core/limits';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps';
import { bookingHolds, bookings } from '../db/schema';
import type { JobLog, RecurringJob } from '../platform/jobs/job-scheduler';
import { type BookingEvent, tellBookingChange } from './booking-events';

/** How often unanswered requests are looked at: a lapse is stored within a minute. */
const EVERY_MS = 60_000;

const clockEvent = (
  kind: BookingEvent['kind'],
  row: { id: number; professionalId: number; customerId: number | null; version: number },
): BookingEvent => ({
  kind,
  bookingId: row.id,
  version: row.version,
  from: 'pending',
  professionalId: row.professionalId,
  customerId: row.customerId,
  actorId: null,
  actorParty: null,
  message: null,
  reason: null,
});

/**
 * Stores the lapse of unanswered requests, reminds professionals of those about to lapse
 * and clears lapsed slot holds
 * (transitions.ts: 12 hours before, or halfway). Each row is claimed by the UPDATE that changes
 * it, in the transaction that queues its e-mail and notice, so with several instances a request
 * is expired, and its reminder sent, once.
 */
export async function expireAndRemind(deps: Pick<AppDeps, 'database' | 'jobs'>, now = new Date()) {
  const { db } = deps.database;
  const returning = {
    id: bookings.id,
    professionalId: bookings.professionalId,
    customerId: bookings.customerId,
    version: bookings.version,
  };
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(bookings)
      .set({ status: 'expired', version: sql`${bookings.version} + 1`, updatedAt: now })
      .where(and(eq(bookings.status, 'pending'), lte(bookings.expiresAt, now)))
      .returning(returning);
    const reminded = await tx
      .update(bookings)
      .set({ expiryRemindedAt: now })
      .where(
        and(
          eq(bookings.status, 'pending'),
          isNull(bookings.expiryRemindedAt),
          // A suggested time waits for the customer, not the professional.
          isNull(bookings.suggestedStartsAt),
          lte(
            sql`${bookings.expiresAt} - least(${BOOKING_EXPIRY_REMINDER_MS} * interval '1 millisecond', (${bookings.expiresAt} - ${bookings.createdAt}) / 2)`,
            now,
          ),
        ),
      )
      .returning(returning);
    // Lapsed holds no longer count anywhere; deleting them only keeps the table small.
    await tx.delete(bookingHolds).where(lte(bookingHolds.expiresAt, now));
    for (const row of expired) await tellBookingChange(deps.jobs, tx, clockEvent('expired', row));
    for (const row of reminded) {
      await tellBookingChange(deps.jobs, tx, clockEvent('expiry_reminder', row));
    }
    return { expired: expired.length, reminded: reminded.length };
  });
}

export function bookingExpiryJob(
  deps: Pick<AppDeps, 'database' | 'jobs'>,
  log: JobLog,
): RecurringJob {
  return {
    name: 'booking-expiry',
    everyMs: EVERY_MS,
    async run() {
      const done = await expireAndRemind(deps);
      if (done.expired + done.reminded > 0) log.info(done, 'booking requests expired or reminded');
    },
  };
}
