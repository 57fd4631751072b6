import type { TAdminBooking, TAdminBookingListQuery } from '@fitmarket/core/api/admin-bookings';
import { pagination, type TPagination } from '@fitmarket/core/api/envelope';
import type { Language } from '@fitmarket/core/language';
import { shownStatus } from '@fitmarket/core/rules/bookings/transitions';
import { count, desc, eq, or } from 'drizzle-orm';
import { type Actor, authorize } from '../access/permissions';
import type { Database } from '../db/client';
import { bookings } from '../db/schema';
import { type BookingRow, partyOf, selectBookings } from './booking-view';

const name = (person: { first_name: string | null; last_name: string | null }) =>
  `${person.first_name ?? ''} ${person.last_name ?? ''}`.trim();

function adminView(row: BookingRow, userId: number, lang: Language, now: Date): TAdminBooking {
  const { booking } = row;
  return {
    id: booking.id,
    party: partyOf(booking, userId),
    status: shownStatus(booking, now),
    starts_at: booking.startsAt.toISOString(),
    ends_at: booking.endsAt.toISOString(),
    time_zone: booking.timeZone,
    suggested_starts_at: booking.suggestedStartsAt?.toISOString() ?? null,
    professional: { id: row.professional.id, name: name(row.professional) },
    customer: row.customer?.id ? { id: row.customer.id, name: name(row.customer) } : null,
    title: booking.title,
    service: (lang === 'fi' ? row.serviceFi : row.serviceEn) ?? null,
    canceled_by: booking.canceledBy,
    cancel_reason: booking.cancelReason,
    late_cancellation: booking.lateCancellation,
    no_show_of: booking.noShowOf,
    created_at: booking.createdAt.toISOString(),
    updated_at: booking.updatedAt.toISOString(),
  };
}

/**
 * The bookings a person is a party to, for staff answering a complaint (issue 18): latest
 * start first, paged, including those either side deleted from their own list. Read-only.
 */
export async function listUserBookingsForStaff(
  db: Database,
  actor: Actor,
  userId: number,
  lang: Language,
  query: TAdminBookingListQuery,
  now = new Date(),
): Promise<{ data: TAdminBooking[]; meta: { pagination: TPagination } }> {
  authorize(actor, 'users.read', null);
  const where =
    query.as === 'professional'
      ? eq(bookings.professionalId, userId)
      : query.as === 'customer'
        ? eq(bookings.customerId, userId)
        : or(eq(bookings.professionalId, userId), eq(bookings.customerId, userId));
  const [total] = await db.select({ n: count() }).from(bookings).where(where);
  const rows = await selectBookings(db, where)
    .orderBy(desc(bookings.startsAt), desc(bookings.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const data = rows.map((row) => adminView(row, userId, lang, now));
  return {
    data,
    meta: { pagination: pagination(total?.n ?? 0, query.page, query.per_page, data.length) },
  };
}
