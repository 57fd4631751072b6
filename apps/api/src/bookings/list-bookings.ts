import type { TBooking, TBookingsQuery } from '@fitmarket/core/api/bookings';
import { pagination, type TPagination } from '@fitmarket/core/api/envelope';
import type { Language } from '@fitmarket/core/language';
import type { ShownBookingStatus } from '@fitmarket/core/rules/bookings/transitions';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  type SQL,
} from 'drizzle-orm';
import { type Actor, authorize } from '../access/permissions';
import type { Database } from '../db/client';
import { bookings } from '../db/schema';
import { AppError } from '../errors/app-error';
import { bookingView, selectBookings } from './booking-view';

/** The stored rows that show `status` at `now` (transitions.ts `shownStatus` in SQL). */
function showing(status: ShownBookingStatus, now: Date): SQL | undefined {
  const open = and(eq(bookings.status, 'pending'), gt(bookings.expiresAt, now));
  switch (status) {
    case 'pending':
      return and(open, isNull(bookings.suggestedStartsAt));
    case 'suggested':
      return and(open, isNotNull(bookings.suggestedStartsAt));
    case 'expired':
      return or(
        eq(bookings.status, 'expired'),
        and(eq(bookings.status, 'pending'), lte(bookings.expiresAt, now)),
      );
    case 'confirmed':
      return and(eq(bookings.status, 'confirmed'), gt(bookings.startsAt, now));
    case 'passed':
      return and(eq(bookings.status, 'confirmed'), lte(bookings.startsAt, now));
    default:
      return eq(bookings.status, status);
  }
}

/**
 * One side of my bookings, paged: upcoming (not yet ended, soonest first), past (latest first)
 * or all (latest first), without those I deleted from my list.
 */
export async function listMyBookings(
  db: Database,
  userId: number,
  lang: Language,
  query: TBookingsQuery,
  now = new Date(),
): Promise<{ data: TBooking[]; meta: { pagination: TPagination } }> {
  const mine =
    query.as === 'professional'
      ? and(eq(bookings.professionalId, userId), eq(bookings.hiddenForProfessional, false))
      : and(eq(bookings.customerId, userId), eq(bookings.hiddenForCustomer, false));
  const when =
    query.when === 'upcoming'
      ? gt(bookings.endsAt, now)
      : query.when === 'past'
        ? lte(bookings.endsAt, now)
        : undefined;
  const where = and(
    mine,
    when,
    query.status ? showing(query.status, now) : undefined,
    query.from ? gt(bookings.endsAt, new Date(query.from)) : undefined,
    query.to ? lt(bookings.startsAt, new Date(query.to)) : undefined,
  );
  const [total] = await db.select({ value: count() }).from(bookings).where(where);
  const rows = await selectBookings(db, where)
    .orderBy(
      query.when === 'upcoming' ? asc(bookings.startsAt) : desc(bookings.startsAt),
      asc(bookings.id),
    )
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return {
    data: rows.map((row) => bookingView(row, userId, lang, now)),
    meta: {
      pagination: pagination(total?.value ?? 0, query.page, query.per_page, rows.length),
    },
  };
}

/** One booking I am a party to (404 with 1302 for anyone else). */
export async function getMyBooking(
  db: Database,
  actor: Actor,
  bookingId: number,
  lang: Language,
  now = new Date(),
): Promise<TBooking> {
  const [row] = await selectBookings(db, eq(bookings.id, bookingId));
  authorize(actor, 'booking.read', {
    professionalId: row?.booking.professionalId ?? 0,
    customerId: row?.booking.customerId ?? null,
  });
  if (!row) throw new AppError({ code: 1302 });
  return bookingView(row, actor.id, lang, now);
}
