import { z } from 'zod';
import { BOOKING_PARTIES, SHOWN_BOOKING_STATUSES } from '../rules/bookings/transitions';
import { pageQueryShape } from './envelope';

/**
 * GET /v1/admin/users/{id}/bookings (staff, issue 18): the bookings a person is a party to, so
 * staff can answer a complaint. Read-only; no private notes (the customer's note, the
 * professional's own notes) and no price, which the parties keep between themselves.
 */
export const ZAdminBookingListQuerySchema = z.object({
  /** Only the bookings where the person is this side; both when left out. */
  as: z.enum(BOOKING_PARTIES).optional(),
  ...pageQueryShape,
});
export type TAdminBookingListQuery = z.output<typeof ZAdminBookingListQuerySchema>;

const person = z.object({ id: z.number().int(), name: z.string() });

export const ZAdminBookingSchema = z.object({
  id: z.number().int(),
  /** The person's side in it. */
  party: z.enum(BOOKING_PARTIES),
  status: z.enum(SHOWN_BOOKING_STATUSES),
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime(),
  /** The professional's zone when booked: the times the parties saw. */
  time_zone: z.string(),
  /** A suggested other time waiting for the customer. */
  suggested_starts_at: z.iso.datetime().nullable(),
  professional: person,
  /** Null for a booking the professional entered by hand, or once the customer left. */
  customer: person.nullable(),
  /** A manual booking's name for the client. */
  title: z.string(),
  /** The service's name in the request's language; null once it was deleted. */
  service: z.string().nullable(),
  canceled_by: z.enum(BOOKING_PARTIES).nullable(),
  cancel_reason: z.string().nullable(),
  late_cancellation: z.boolean(),
  no_show_of: z.enum(BOOKING_PARTIES).nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type TAdminBooking = z.infer<typeof ZAdminBookingSchema>;
