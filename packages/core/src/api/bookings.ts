import { z } from 'zod';
import {
  BOOKING_NOTE_MAX_LENGTH,
  BOOKING_TITLE_MAX_LENGTH,
  MAX_AVAILABILITY_EXCEPTIONS,
  MAX_BOOKING_HORIZON_DAYS,
  MAX_BUFFER_MINUTES,
  MAX_MIN_NOTICE_MINUTES,
  MAX_WEEKLY_HOURS,
} from '../limits';
import {
  AVAILABILITY_EXCEPTION_KINDS,
  isTimeZone,
  isWallTime,
} from '../rules/bookings/availability';
import {
  BOOKING_ACTIONS,
  BOOKING_PARTIES,
  type BookingAction,
  SHOWN_BOOKING_STATUSES,
} from '../rules/bookings/transitions';
import { SESSION_DURATION_OPTIONS_MINUTES } from '../rules/durations';
import { ZInstantSchema, ZIsoDateSchema } from './dates';
import { pageQueryShape } from './envelope';

/**
 * Availability, open slots and bookings (issue 10, docs/bookings.md). Times on the wire are
 * ISO instants with their offset; wall times ("09:00") and dates ("2026-06-10") are in the
 * professional's `time_zone`, which every answer carries so screens show times with their zone.
 */

const wallTime = z.string().refine(isWallTime, { message: 'HH:MM' });
const isoDate = ZIsoDateSchema;
const instant = ZInstantSchema;
const id = z.number().int().positive();
const duration = z
  .number()
  .int()
  .refine((minutes) => SESSION_DURATION_OPTIONS_MINUTES.includes(minutes), {
    message: 'one of the session durations',
  });

export const ZWeeklyHoursSchema = z.object({
  weekday: z.number().int().min(1).max(7),
  start: wallTime,
  end: wallTime,
  location_id: id.nullable(),
});

export const ZAvailabilityExceptionSchema = z.object({
  date: isoDate,
  kind: z.enum(AVAILABILITY_EXCEPTION_KINDS),
  start: wallTime.nullable(),
  end: wallTime.nullable(),
  location_id: id.nullable(),
});
export type TAvailabilityException = z.infer<typeof ZAvailabilityExceptionSchema>;

/** PUT /v1/me/availability: the whole set, replacing the previous one. */
export const ZAvailabilityRequestSchema = z.object({
  time_zone: z.string().max(64).refine(isTimeZone, { message: 'an IANA time zone' }),
  fixed_hours: z.boolean(),
  min_notice_minutes: z.number().int().min(0).max(MAX_MIN_NOTICE_MINUTES),
  horizon_days: z.number().int().min(1).max(MAX_BOOKING_HORIZON_DAYS),
  buffer_before_minutes: z.number().int().min(0).max(MAX_BUFFER_MINUTES),
  buffer_after_minutes: z.number().int().min(0).max(MAX_BUFFER_MINUTES),
  weekly: z.array(ZWeeklyHoursSchema).max(MAX_WEEKLY_HOURS),
  exceptions: z.array(ZAvailabilityExceptionSchema).max(MAX_AVAILABILITY_EXCEPTIONS),
  /** The version the screen showed; a newer one on the server refuses the save (1350). */
  version: z.number().int().min(1),
});
export type TAvailabilityRequest = z.infer<typeof ZAvailabilityRequestSchema>;
export const ZAvailabilitySchema = ZAvailabilityRequestSchema;
export type TAvailability = TAvailabilityRequest;

/** GET /v1/professionals/{slug}/slots: open slots for one session length (public). */
export const ZSlotsQuerySchema = z.object({
  duration: z.coerce.number().pipe(duration),
  location_id: z.coerce.number().pipe(id).optional(),
  /** The service to book: its own buffers (issue 18) are kept; else the professional's. */
  service_id: z.coerce.number().pipe(id).optional(),
  /** The local dates to look at, at most 31 days; default from today for 7 days. */
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type TSlotsQuery = z.infer<typeof ZSlotsQuerySchema>;

export const ZSlotSchema = z.object({ start: instant, end: instant });
export const ZSlotsSchema = z.object({
  time_zone: z.string(),
  /** False: the professional has no fixed hours; propose a time instead (`slots` is empty). */
  fixed_hours: z.boolean(),
  min_notice_minutes: z.number().int(),
  horizon_days: z.number().int(),
  slots: z.array(ZSlotSchema),
});
export type TSlots = z.infer<typeof ZSlotsSchema>;

/** POST /v1/bookings: a customer's request (SPEC §3 "Booking"). */
export const ZBookingRequestSchema = z.object({
  professional_id: id,
  /** Checked after sign-in so the codes of SPEC §8 say what is missing (1256, 1255, 1257). */
  service_id: id.nullable(),
  location_id: id.nullable(),
  /** Where the customer would like to meet, when the professional travels to customers. */
  preferred_location: z.string().trim().max(BOOKING_TITLE_MAX_LENGTH).nullable().default(null),
  starts_at: instant.nullable(),
  duration_minutes: duration,
  note: z.string().max(BOOKING_NOTE_MAX_LENGTH).default(''),
  expectations: z.string().max(BOOKING_NOTE_MAX_LENGTH).default(''),
});
export type TBookingRequest = z.input<typeof ZBookingRequestSchema>;

/** POST /v1/me/bookings/manual: the professional enters a booking by hand. */
export const ZManualBookingRequestSchema = z.object({
  title: z.string().trim().min(1).max(BOOKING_TITLE_MAX_LENGTH),
  notes: z.string().max(BOOKING_NOTE_MAX_LENGTH).default(''),
  service_id: id.nullable().default(null),
  location_id: id.nullable().default(null),
  starts_at: instant,
  duration_minutes: duration,
});
export type TManualBookingRequest = z.input<typeof ZManualBookingRequestSchema>;

/** The actions sent as POST /v1/me/bookings/{id}/{action}; delete is DELETE. */
export const ZBookingActionParamsSchema = z.object({
  id: z.coerce.number().pipe(id),
  action: z.enum([
    'accept',
    'reaccept',
    'decline',
    'cancel',
    'no_show',
    'suggest',
    'accept_suggestion',
    'decline_suggestion',
    'reschedule',
  ] as const satisfies readonly BookingAction[]),
});
export const ZBookingIdParamsSchema = z.object({ id: z.coerce.number().pipe(id) });

/**
 * The confirmation modal's payload (SPEC §3: id, language, message, status, user_id, reason):
 * the id is in the path, the language in Accept-Language, the user from the token and the
 * status from the action. `version` is the one the screen showed (stale: 1350).
 */
export const ZBookingActionRequestSchema = z.object({
  version: z.number().int().min(1),
  /** Required to cancel (1307), at most 100 characters (1301). */
  reason: z.string().max(BOOKING_NOTE_MAX_LENGTH).optional(),
  /** A few words to the other party, passed on with the news. */
  message: z.string().max(BOOKING_NOTE_MAX_LENGTH).optional(),
  /**
   * The other time to suggest (required to suggest, 1307): in the future, not the asked one.
   * To reschedule (required, 1307): the customer's new time, free as a new booking's would be.
   */
  starts_at: instant.optional(),
});
export type TBookingActionRequest = z.infer<typeof ZBookingActionRequestSchema>;
export const ZBookingDeleteQuerySchema = z.object({ version: z.coerce.number().int().min(1) });

export const ZBookingsQuerySchema = z.object({
  /** Which of my sides to list; a customer has only the customer side. */
  as: z.enum(BOOKING_PARTIES).default('customer'),
  when: z.enum(['upcoming', 'past', 'all']).default('upcoming'),
  /** Only bookings showing this status now (a screen's filter). */
  status: z.enum(SHOWN_BOOKING_STATUSES).optional(),
  /** Only sessions that meet this span of time (a calendar's week): from inclusive, to not. */
  from: instant.optional(),
  to: instant.optional(),
  ...pageQueryShape,
});
export type TBookingsQuery = z.infer<typeof ZBookingsQuerySchema>;

const ZPersonSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  image: z.string().nullable(),
  slug: z.string().nullable(),
});

export const ZBookingSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  status: z.enum(SHOWN_BOOKING_STATUSES),
  /** The viewer's side and what the table lets them do now. */
  my_party: z.enum(BOOKING_PARTIES),
  actions: z.array(z.enum(BOOKING_ACTIONS)),
  professional: ZPersonSchema,
  /** Null for a manual booking (see `title`) and after the customer deleted their account. */
  customer: ZPersonSchema.nullable(),
  title: z.string(),
  service: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  location: z.object({ id: z.number().int(), formatted: z.string() }).nullable(),
  preferred_location: z.string().nullable(),
  starts_at: instant,
  ends_at: instant,
  duration_minutes: z.number().int(),
  time_zone: z.string(),
  date_chosen_by: z.enum(BOOKING_PARTIES),
  note: z.string(),
  expectations: z.string(),
  /** The professional's own notes (null for the customer). */
  notes: z.string().nullable(),
  /** What the customer pays, as stored when booked (rules/bookings/price.ts). */
  price_minor: z.number().int().nullable(),
  currency: z.string().nullable(),
  /** A package's session this booking is, and how many of the package are left after it. */
  package: z
    .object({
      session: z.number().int(),
      sessions: z.number().int(),
      sessions_left: z.number().int(),
    })
    .nullable(),
  cancellation_notice_hours: z.number().int(),
  canceled_by: z.enum(BOOKING_PARTIES).nullable(),
  cancel_reason: z.string().nullable(),
  late_cancellation: z.boolean(),
  no_show_of: z.enum(BOOKING_PARTIES).nullable(),
  /** Another time the professional suggested (same duration), waiting for the customer. */
  suggested_starts_at: instant.nullable(),
  /** The customer may review it now: passed, within the review window, not yet reviewed. */
  reviewable: z.boolean(),
  expires_at: instant,
  created_at: instant,
});
export type TBooking = z.infer<typeof ZBookingSchema>;

/** POST /v1/me/calendar-feed: a new private address of my bookings for calendar apps. */
export const ZCalendarFeedSchema = z.object({ url: z.url() });
export type TCalendarFeed = z.infer<typeof ZCalendarFeedSchema>;
export const ZCalendarFeedParamsSchema = z.object({ token: z.string().min(10).max(200) });

/** GET /v1/bookings/price: what booking a service costs me now (before sending the request). */
export const ZBookingPriceQuerySchema = z.object({ service_id: z.coerce.number().pipe(id) });
export const ZBookingPriceSchema = z.object({
  price_minor: z.number().int(),
  currency: z.string(),
  /** The first-session discount is in the price. */
  first_session_discount: z.boolean(),
  /** Which session of the service's package this would be, and how many would be left. */
  package_session: z.number().int(),
  sessions_left: z.number().int(),
});
export type TBookingPrice = z.infer<typeof ZBookingPriceSchema>;

/** POST /v1/bookings/holds: keep a slot for a few minutes while the request is written. */
export const ZBookingHoldRequestSchema = z.object({
  professional_id: id,
  location_id: id.nullable().default(null),
  starts_at: instant,
  duration_minutes: duration,
});
export type TBookingHoldRequest = z.input<typeof ZBookingHoldRequestSchema>;
export const ZBookingHoldSchema = z.object({ expires_at: instant });
