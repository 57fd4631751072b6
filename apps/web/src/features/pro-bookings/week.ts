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

/** Minutes since local midnight of an instant in `zone`, on the local date `date`: 0 before it, 1440 after it. */
export function minutesOnDay(instant: string | Date, date: string, zone: string): number {
  const wall = wallOf(instant, zone);
  if (wall.date < date) return 0;
  if (wall.date > date) return 24 * 60;
  const [hours, minutes] = wall.time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** The hours a week's grid shows: 07-21, widened to every session of the week. */
export function gridHours(
  bookings: readonly TBooking[],
  dates: readonly string[],
  zone: string,
  /** Minutes of today when the week holds today: its line for now is always in the grid. */
  nowMinutes: number | null = null,
): { first: number; last: number } {
  let first = 7;
  let last = 21;
  if (nowMinutes !== null) {
    first = Math.min(first, Math.floor(nowMinutes / 60));
    last = Math.max(last, Math.min(24, Math.floor(nowMinutes / 60) + 1));
  }
  for (const booking of bookings) {
    for (const date of dates) {
      const start = minutesOnDay(booking.starts_at, date, zone);
      const end = minutesOnDay(booking.ends_at, date, zone);
      if (end <= start) continue;
      first = Math.min(first, Math.floor(start / 60));
      last = Math.max(last, Math.ceil(end / 60));
    }
  }
  return { first, last };
}

export interface PlacedBooking {
  booking: TBooking;
  /** Minutes of the day the block covers (cut at midnight). */
  start: number;
  end: number;
  /** Side by side with those it overlaps: its lane of `lanes`. */
  lane: number;
  lanes: number;
}

/**
 * The blocks of one local date: each session's minutes on it, and lanes so that sessions at
 * the same time (requests for one hour, a manual booking) stand side by side.
 */
export function placeDay(
  bookings: readonly TBooking[],
  date: string,
  zone: string,
): PlacedBooking[] {
  const placed = bookings
    .map((booking) => ({
      booking,
      start: minutesOnDay(booking.starts_at, date, zone),
      end: minutesOnDay(booking.ends_at, date, zone),
      lane: 0,
      lanes: 1,
    }))
    .filter((block) => block.end > block.start)
    .sort((a, b) => a.start - b.start || b.end - a.end);
  // Clusters of blocks that overlap one another share one lane count.
  let cluster: PlacedBooking[] = [];
  let clusterEnd = -1;
  const close = () => {
    const lanes = Math.max(1, ...cluster.map((block) => block.lane + 1));
    for (const block of cluster) block.lanes = lanes;
    cluster = [];
  };
  for (const block of placed) {
    if (block.start >= clusterEnd) close();
    const laneEnds: number[] = [];
    for (const other of cluster)
      laneEnds[other.lane] = Math.max(laneEnds[other.lane] ?? 0, other.end);
    let lane = 0;
    while ((laneEnds[lane] ?? 0) > block.start) lane += 1;
    block.lane = lane;
    cluster.push(block);
    clusterEnd = Math.max(clusterEnd, block.end);
  }
  close();
  return placed;
}
