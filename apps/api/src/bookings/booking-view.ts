import type { TBooking } from '@fitmarket/core/api/bookings';
import type { Language } from '@fitmarket/core/language';
import {
  BOOKING_ACTIONS,
  type BookingParty,
  shownStatus,
  transition,
} from '@fitmarket/core/rules/bookings/transitions';
import { isReviewable } from '@fitmarket/core/rules/review';
import { eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import {
  bookings,
  professionalLocations,
  professionalServices,
  reviews,
  services,
  users,
} from '../db/schema';

const customers = alias(users, 'customers');

/** Bookings with the people, service and place they name, as the answers show them. */
export function selectBookings(db: Pick<Database, 'select'>, where: SQL | undefined) {
  return db
    .select({
      booking: bookings,
      professional: {
        id: users.id,
        first_name: users.firstName,
        last_name: users.lastName,
        image: users.image,
        slug: users.slug,
      },
      customer: {
        id: customers.id,
        first_name: customers.firstName,
        last_name: customers.lastName,
        image: customers.image,
        slug: customers.slug,
      },
      serviceEn: services.labelEn,
      serviceFi: services.labelFi,
      packageSessions: professionalServices.sessions,
      locationFormatted: professionalLocations.formatted,
      reviewId: reviews.id,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.professionalId))
    .leftJoin(customers, eq(customers.id, bookings.customerId))
    .leftJoin(professionalServices, eq(professionalServices.id, bookings.serviceId))
    .leftJoin(services, eq(services.id, professionalServices.serviceId))
    .leftJoin(professionalLocations, eq(professionalLocations.id, bookings.locationId))
    .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
    .where(where);
}

export type BookingRow = Awaited<ReturnType<typeof selectBookings>>[number];

/** The viewer's side of a booking they are a party to. */
export function partyOf(booking: typeof bookings.$inferSelect, userId: number): BookingParty {
  return booking.professionalId === userId ? 'professional' : 'customer';
}

/** A booking as `userId` sees it: the professional's own notes only for them. */
export function bookingView(row: BookingRow, userId: number, lang: Language, now: Date): TBooking {
  const { booking } = row;
  const party = partyOf(booking, userId);
  const mine = party === 'professional';
  const serviceName = lang === 'fi' ? row.serviceFi : row.serviceEn;
  return {
    id: booking.id,
    version: booking.version,
    status: shownStatus(booking, now),
    my_party: party,
    actions: BOOKING_ACTIONS.filter((action) => 'next' in transition(booking, action, party, now)),
    professional: row.professional,
    customer: row.customer?.id
      ? {
          id: row.customer.id,
          first_name: row.customer.first_name ?? '',
          last_name: row.customer.last_name ?? '',
          image: row.customer.image,
          slug: row.customer.slug,
        }
      : null,
    title: booking.title,
    service: booking.serviceId && serviceName ? { id: booking.serviceId, name: serviceName } : null,
    location:
      booking.locationId && row.locationFormatted
        ? { id: booking.locationId, formatted: row.locationFormatted }
        : null,
    preferred_location: booking.preferredLocation,
    starts_at: booking.startsAt.toISOString(),
    ends_at: booking.endsAt.toISOString(),
    duration_minutes: Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000),
    time_zone: booking.timeZone,
    date_chosen_by: booking.dateChosenBy,
    note: booking.note,
    expectations: booking.expectations,
    notes: mine ? booking.notes : null,
    // Both sides see the price the booking stored: the customer pays exactly that.
    price_minor: booking.priceMinor,
    currency: booking.currency,
    package:
      booking.packageSession && row.packageSessions && row.packageSessions > 1
        ? {
            session: booking.packageSession,
            sessions: row.packageSessions,
            sessions_left: row.packageSessions - booking.packageSession,
          }
        : null,
    cancellation_notice_hours: booking.cancellationNoticeHours,
    canceled_by: booking.canceledBy,
    cancel_reason: booking.cancelReason,
    late_cancellation: booking.lateCancellation,
    no_show_of: booking.noShowOf,
    suggested_starts_at: booking.suggestedStartsAt?.toISOString() ?? null,
    reviewable: party === 'customer' && isReviewable(booking, row.reviewId !== null, now),
    expires_at: booking.expiresAt.toISOString(),
    created_at: booking.createdAt.toISOString(),
  };
}
