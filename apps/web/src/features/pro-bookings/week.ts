import type { TBooking } from '@fitmarket/core/api/bookings';
import type { ShownBookingStatus } from '@fitmarket/core/rules/bookings/transitions';
import { wallOf } from '@fitmarket/core/rules/bookings/zoned-time';

/** Each local date of a week with the sessions starting on it, earliest first. */
export function sessionsByDay(
  bookings: readonly TBooking[],
  dates: readonly string[],
  zone: string,
): { date: string; bookings: TBooking[] }[] {
  const sorted = [...bookings].sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  return dates.map((date) => ({
    date,
    bookings: sorted.filter((booking) => wallOf(booking.starts_at, zone).date === date),
  }));
}

/** Who a booking is with: the customer, or the title of one entered by hand. */
export function bookingName(booking: TBooking): string {
  if (booking.customer)
    return `${booking.customer.first_name} ${booking.customer.last_name}`.trim();
  return booking.title;
}

/** Mantine colours of the statuses: what needs an answer stands out. */
export const STATUS_COLORS: Readonly<Record<ShownBookingStatus, string>> = {
  pending: 'orange',
  suggested: 'grape',
  confirmed: 'teal',
  passed: 'gray',
  canceled: 'red',
  declined: 'red',
  expired: 'gray',
  no_show: 'yellow',
};
