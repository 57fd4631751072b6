import type { TBookingActionRequest } from '@fitmarket/core/api/bookings';
import { isClearOf } from '@fitmarket/core/rules/bookings/availability';
import {
  type BookingAction,
  type BookingParty,
  expiresAt,
  isLateCancellation,
  rescheduledStatus,
  shownStatus,
  transition,
  validateSuggestedStart,
} from '@fitmarket/core/rules/bookings/transitions';
import { validateCancellationReason } from '@fitmarket/core/rules/reasons';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { type Actor, authorize } from '../access/permissions';
import type { AppDeps } from '../app-deps';
import { bookingHolds, bookings, professionalServices } from '../db/schema';
import { AppError } from '../errors/app-error';
import { type BookingEvent, tellBookingChange } from './booking-events';
import { partyOf } from './booking-view';
import { busyAround, checkFree, isOverlapRefusal } from './create-booking';

type BookingRecord = typeof bookings.$inferSelect;
type Tx = Parameters<Parameters<AppDeps['database']['db']['transaction']>[0]>[0];

/** The advisory-lock namespace of a professional's bookings ("bk"). */
const PROFESSIONAL_BOOKINGS_LOCK = 0x626b;

const other = (party: BookingParty): BookingParty =>
  party === 'customer' ? 'professional' : 'customer';

const eventKind: Partial<Record<BookingAction, BookingEvent['kind']>> = {
  accept: 'confirmed',
  reaccept: 'confirmed',
  decline: 'declined',
  cancel: 'canceled',
  no_show: 'no_show',
  suggest: 'suggested',
  accept_suggestion: 'confirmed',
  decline_suggestion: 'suggestion_declined',
  reschedule: 'rescheduled',
};

const MINUTE_MS = 60_000;

/**
 * The time a professional suggests instead (1307 without one): in the future, not the asked
 * time (1367), and clear of their confirmed sessions and others' holds (1358). Like a manual
 * booking it may lie outside working hours: the professional chooses it.
 */
async function suggestedTime(
  tx: Tx,
  booking: BookingRecord,
  startsAt: string | undefined,
  now: Date,
) {
  const invalid = validateSuggestedStart(startsAt, booking.startsAt.toISOString(), now);
  // `!startsAt` only narrows the type: the rule has already refused a missing time (1307).
  if (invalid !== null || !startsAt) {
    throw new AppError({ code: invalid ?? 1307, field: 'starts_at' });
  }
  const start = new Date(startsAt);
  const minutes = (booking.endsAt.getTime() - booking.startsAt.getTime()) / MINUTE_MS;
  const busy = await busyAround(tx, booking.professionalId, start, start, booking.customerId, now);
  const noBuffers = { bufferBeforeMinutes: 0, bufferAfterMinutes: 0 };
  // Buffers are not counted here, not even a service's own.
  const bare = busy.map(({ start: from, end }) => ({ start: from, end }));
  if (!isClearOf(noBuffers, start, minutes, bare)) {
    throw new AppError({ code: 1358, field: 'starts_at' });
  }
  return start;
}

/**
 * The customer's new time for a session (issue 18, docs/bookings.md): required (1307), not the
 * time it has (1301), and free as a new booking's would be (1358), its own old time aside; the
 * session keeps its length, place and price. It stays confirmed for a service booked instantly,
 * otherwise it asks the professional again (core `rescheduledStatus`).
 */
async function rescheduledTime(
  tx: Tx,
  actor: Actor,
  booking: BookingRecord,
  startsAt: string | undefined,
  now: Date,
) {
  if (!startsAt) throw new AppError({ code: 1307, field: 'starts_at' });
  const start = new Date(startsAt);
  if (start.getTime() === booking.startsAt.getTime()) {
    throw new AppError({ code: 1301, field: 'starts_at' });
  }
  const minutes = (booking.endsAt.getTime() - booking.startsAt.getTime()) / MINUTE_MS;
  await checkFree(tx, actor, booking.professionalId, {
    start,
    duration: minutes,
    locationId: booking.locationId,
    now,
    exceptBookingId: booking.id,
    serviceId: booking.serviceId,
  });
  const [service] = booking.serviceId
    ? await tx
        .select({ instant: professionalServices.instantBooking })
        .from(professionalServices)
        .where(eq(professionalServices.id, booking.serviceId))
    : [];
  const status = rescheduledStatus(booking.status, service?.instant ?? false);
  // The customer's hold (if they held the new time while choosing it) did its work.
  await tx
    .delete(bookingHolds)
    .where(
      and(
        eq(bookingHolds.professionalId, booking.professionalId),
        eq(bookingHolds.customerId, actor.id),
      ),
    );
  return {
    startsAt: start,
    endsAt: new Date(start.getTime() + minutes * MINUTE_MS),
    status,
    suggestedStartsAt: null,
    // A request answers by the usual deadline for the new time; a session has none.
    expiresAt: status === 'pending' ? expiresAt(now, start) : start,
    expiryRemindedAt: null,
  } satisfies Partial<typeof bookings.$inferInsert>;
}

/**
 * One move of the state machine, in one transaction: the booking is locked, the version the
 * screen showed must still be current (1350), the transition table decides (1351-1357), and
 * accepting declines every pending request that overlaps the session. Two accepts for one time
 * cannot both win: the second meets the database's no-overlap constraint (1358). The other
 * party hears of it through the jobs the transaction queues (booking-events.ts).
 */
export async function actOnBooking(
  deps: Pick<AppDeps, 'database' | 'jobs'>,
  actor: Actor,
  bookingId: number,
  action: BookingAction,
  request: TBookingActionRequest,
  now = new Date(),
): Promise<void> {
  const events: BookingEvent[] = [];
  try {
    await deps.database.db.transaction(async (tx) => {
      const [owner] = await tx
        .select({ professionalId: bookings.professionalId })
        .from(bookings)
        .where(eq(bookings.id, bookingId));
      // One professional's bookings change one at a time. Without it, two accepts deadlock:
      // each holds its own request's row lock and waits for the other's on the overlap.
      if (owner) {
        await tx.execute(
          sql`select pg_advisory_xact_lock(${PROFESSIONAL_BOOKINGS_LOCK}, ${owner.professionalId})`,
        );
      }
      const [booking] = await tx
        .select()
        .from(bookings)
        .where(eq(bookings.id, bookingId))
        .for('update');
      authorize(actor, 'booking.act', {
        professionalId: booking?.professionalId ?? 0,
        customerId: booking?.customerId ?? null,
      });
      if (!booking) throw new AppError({ code: 1302 });
      if (booking.version !== request.version) throw new AppError({ code: 1350 });
      const party = partyOf(booking, actor.id);
      const from = shownStatus(booking, now);
      const move = transition(booking, action, party, now);
      if ('refuse' in move) throw new AppError({ code: move.refuse });

      const change: Partial<typeof bookings.$inferInsert> = {
        status: move.next,
        version: booking.version + 1,
        updatedAt: now,
      };
      let reason: string | null = null;
      if (action === 'cancel') {
        reason = request.reason?.trim() ?? '';
        const invalid = validateCancellationReason(reason);
        if (invalid) throw new AppError({ code: invalid, field: 'reason' });
        change.canceledBy = party;
        change.cancelReason = reason;
        change.lateCancellation = isLateCancellation(
          booking.startsAt,
          now,
          booking.cancellationNoticeHours,
        );
      }
      if (action === 'no_show') change.noShowOf = other(party);
      if (action === 'delete') {
        change[party === 'customer' ? 'hiddenForCustomer' : 'hiddenForProfessional'] = true;
      }
      // The customer gets the usual answer time for the suggestion, never past the time itself;
      // a declined suggestion hands the request back to the professional the same way.
      if (action === 'suggest') {
        const start = await suggestedTime(tx, booking, request.starts_at, now);
        change.suggestedStartsAt = start;
        change.expiresAt = expiresAt(now, start);
      }
      if (action === 'decline_suggestion') {
        change.suggestedStartsAt = null;
        change.expiresAt = expiresAt(now, booking.startsAt);
        change.expiryRemindedAt = null;
      }
      if (action === 'reschedule') {
        Object.assign(change, await rescheduledTime(tx, actor, booking, request.starts_at, now));
      }
      if (action === 'accept_suggestion' && booking.suggestedStartsAt) {
        change.startsAt = booking.suggestedStartsAt;
        change.endsAt = new Date(
          booking.suggestedStartsAt.getTime() +
            booking.endsAt.getTime() -
            booking.startsAt.getTime(),
        );
        change.suggestedStartsAt = null;
      }
      await tx.update(bookings).set(change).where(eq(bookings.id, booking.id));
      const session = {
        startsAt: change.startsAt ?? booking.startsAt,
        endsAt: change.endsAt ?? booking.endsAt,
      };

      const kind = eventKind[action];
      const base = { professionalId: booking.professionalId, message: null, reason: null };
      if (kind) {
        events.push({
          ...base,
          kind,
          bookingId: booking.id,
          version: booking.version + 1,
          from,
          customerId: booking.customerId,
          actorId: actor.id,
          actorParty: party,
          message: request.message?.trim() || null,
          reason,
          ...(action === 'reschedule' ? { previousStartsAt: booking.startsAt.toISOString() } : {}),
        });
      }
      // A session confirmed at a time declines the requests that overlap it; the database's
      // no-overlap constraint refuses it if another session took the time meanwhile (1358).
      if (change.status === 'confirmed' && action !== 'delete') {
        const overlapping = await tx
          .update(bookings)
          .set({ status: 'declined', version: sql`${bookings.version} + 1`, updatedAt: now })
          .where(
            and(
              eq(bookings.professionalId, booking.professionalId),
              eq(bookings.status, 'pending'),
              ne(bookings.id, booking.id),
              lt(bookings.startsAt, session.endsAt),
              gt(bookings.endsAt, session.startsAt),
            ),
          )
          .returning({
            id: bookings.id,
            customerId: bookings.customerId,
            version: bookings.version,
          });
        for (const declined of overlapping) {
          events.push({
            ...base,
            kind: 'declined',
            bookingId: declined.id,
            version: declined.version,
            from: 'pending',
            customerId: declined.customerId,
            // The professional's calendar took the time, even when a customer's yes filled it.
            actorId: booking.professionalId,
            actorParty: 'professional',
            overlapped: true,
          });
        }
      }
      for (const event of events) await tellBookingChange(deps.jobs, tx, event);
    });
  } catch (error) {
    if (isOverlapRefusal(error)) throw new AppError({ code: 1358 });
    throw error;
  }
}
