import type { ErrorCode } from '../../errors/catalogue';
import { BOOKING_EXPIRY_MS, BOOKING_EXPIRY_REMINDER_MS } from '../../limits';

/**
 * The booking state machine (issue 10, docs/bookings.md): every move a booking can make is one
 * cell of TRANSITIONS, and the API asks `transition()` before it writes anything.
 */

/** What the database keeps. */
export const BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'canceled',
  'declined',
  'expired',
  'no_show',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * What people see: the stored status read against the clock. A confirmed booking shows as
 * passed from its start (it can no longer be cancelled; a no-show may be marked); a pending
 * one shows as expired once its answer time is over, even before the expiry job has run, and
 * as suggested while the professional's other time waits for the customer's answer.
 */
export const SHOWN_BOOKING_STATUSES = [...BOOKING_STATUSES, 'passed', 'suggested'] as const;
export type ShownBookingStatus = (typeof SHOWN_BOOKING_STATUSES)[number];

export const BOOKING_ACTIONS = [
  'accept',
  'reaccept',
  'decline',
  'cancel',
  'delete',
  'no_show',
  'suggest',
  'accept_suggestion',
  'decline_suggestion',
  /** The customer moves the session to another time (issue 18), within the cancellation notice. */
  'reschedule',
] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

/** A person's side in a booking (not their account role). */
export const BOOKING_PARTIES = ['customer', 'professional'] as const;
export type BookingParty = (typeof BOOKING_PARTIES)[number];

/**
 * A permitted move: the stored status afterwards. `delete` keeps the status (the booking only
 * leaves the actor's own list); `no_show` records whose absence it was (the other side's).
 */
export type Move = { next: BookingStatus } | { refuse: ErrorCode };

const to = (next: BookingStatus): Move => ({ next });
const refuse = (code: ErrorCode): Move => ({ refuse: code });

/** Not this person's move (a customer accepting, a professional withdrawing a request). */
const notYours = refuse(1351);
const answered = refuse(1352);
const notDeclined = refuse(1353);
const started = refuse(1354);
const noShowRule = refuse(1355);
const notFinished = refuse(1356);
const closed = refuse(1357);
const nothingSuggested = refuse(1365);
const awaitingCustomer = refuse(1366);
/** Inside the cancellation notice a session can only be cancelled (late), not moved. */
export const LATE_RESCHEDULE_CODE = 1378;

type Row = Record<BookingParty, Move>;
const both = (move: Move): Row => ({ customer: move, professional: move });
const onlyProfessional = (move: Move): Row => ({ customer: notYours, professional: move });
const onlyCustomer = (move: Move): Row => ({ customer: move, professional: notYours });

/** A suggestion is made on an open request and answered by the customer; later, too late. */
const noSuggestion = {
  suggest: onlyProfessional(answered),
  accept_suggestion: onlyCustomer(answered),
  decline_suggestion: onlyCustomer(answered),
};
/** What ended or started cannot be moved any more. */
const noReschedule = (move: Move) => ({ reschedule: both(move) });

/** The whole machine: shown status × action × party. */
export const TRANSITIONS: Record<ShownBookingStatus, Record<BookingAction, Row>> = {
  pending: {
    accept: onlyProfessional(to('confirmed')),
    reaccept: onlyProfessional(notDeclined),
    decline: onlyProfessional(to('declined')),
    // The customer withdraws the request; the professional answers it with decline instead.
    cancel: { customer: to('canceled'), professional: notYours },
    delete: both(notFinished),
    no_show: both(noShowRule),
    // The professional cannot make the asked time (or has no fixed hours): another time goes to
    // the customer, and the request waits for their answer.
    suggest: onlyProfessional(to('pending')),
    accept_suggestion: onlyCustomer(nothingSuggested),
    decline_suggestion: onlyCustomer(nothingSuggested),
    // The customer asks for another time instead; the request waits again.
    reschedule: onlyCustomer(to('pending')),
  },
  suggested: {
    accept: onlyProfessional(awaitingCustomer),
    reaccept: onlyProfessional(notDeclined),
    decline: onlyProfessional(to('declined')),
    cancel: { customer: to('canceled'), professional: notYours },
    delete: both(notFinished),
    no_show: both(noShowRule),
    suggest: onlyProfessional(to('pending')),
    // Accepting moves the session to the suggested time; declining hands the request back.
    accept_suggestion: onlyCustomer(to('confirmed')),
    decline_suggestion: onlyCustomer(to('pending')),
    // Choosing a time of one's own replaces the suggestion: a new request.
    reschedule: onlyCustomer(to('pending')),
  },
  confirmed: {
    accept: onlyProfessional(answered),
    reaccept: onlyProfessional(notDeclined),
    decline: onlyProfessional(answered),
    cancel: both(to('canceled')),
    delete: both(notFinished),
    no_show: both(noShowRule),
    ...noSuggestion,
    // Confirmed at the new time; a service that asks for approval makes it a request again
    // (the server decides, `rescheduledStatus`). Inside the notice: LATE_RESCHEDULE_CODE.
    reschedule: onlyCustomer(to('confirmed')),
  },
  passed: {
    accept: onlyProfessional(answered),
    reaccept: onlyProfessional(notDeclined),
    decline: onlyProfessional(answered),
    cancel: both(started),
    delete: both(to('confirmed')),
    no_show: both(to('no_show')),
    ...noSuggestion,
    ...noReschedule(started),
  },
  declined: {
    accept: onlyProfessional(answered),
    // Only before the start: `transition` shows a declined booking's start has passed as closed.
    reaccept: onlyProfessional(to('confirmed')),
    decline: onlyProfessional(answered),
    cancel: both(closed),
    delete: both(to('declined')),
    no_show: both(noShowRule),
    ...noSuggestion,
    ...noReschedule(closed),
  },
  canceled: {
    accept: onlyProfessional(answered),
    reaccept: onlyProfessional(notDeclined),
    decline: onlyProfessional(answered),
    cancel: both(closed),
    delete: both(to('canceled')),
    no_show: both(noShowRule),
    ...noSuggestion,
    ...noReschedule(closed),
  },
  expired: {
    accept: onlyProfessional(answered),
    reaccept: onlyProfessional(notDeclined),
    decline: onlyProfessional(answered),
    cancel: both(closed),
    delete: both(to('expired')),
    no_show: both(noShowRule),
    ...noSuggestion,
    ...noReschedule(closed),
  },
  no_show: {
    accept: onlyProfessional(answered),
    reaccept: onlyProfessional(notDeclined),
    decline: onlyProfessional(answered),
    cancel: both(started),
    delete: both(to('no_show')),
    no_show: both(noShowRule),
    ...noSuggestion,
    ...noReschedule(started),
  },
};

export interface BookingClock {
  status: BookingStatus;
  startsAt: Date;
  expiresAt: Date;
  /** The professional's other time, waiting for the customer's answer. */
  suggestedStartsAt?: Date | null;
  /** The service's cancellation notice the booking keeps (hours); 0 when left out. */
  cancellationNoticeHours?: number;
}

/** The status as people see it at `now`. */
export function shownStatus(booking: BookingClock, now: Date): ShownBookingStatus {
  if (booking.status === 'pending' && now >= booking.expiresAt) return 'expired';
  if (booking.status === 'pending' && booking.suggestedStartsAt) return 'suggested';
  if (booking.status === 'confirmed' && now >= booking.startsAt) return 'passed';
  return booking.status;
}

/** The move `party` may make with `action` on `booking` at `now`. */
export function transition(
  booking: BookingClock,
  action: BookingAction,
  party: BookingParty,
  now: Date,
): Move {
  const move = TRANSITIONS[shownStatus(booking, now)][action][party];
  // Re-accepting puts a session back in the calendar, which only makes sense before it starts.
  if (action === 'reaccept' && 'next' in move && now >= booking.startsAt) return started;
  // The same "late" as a cancellation's: a confirmed session inside the notice stays put.
  if (
    action === 'reschedule' &&
    'next' in move &&
    booking.status === 'confirmed' &&
    isLateCancellation(booking.startsAt, now, booking.cancellationNoticeHours ?? 0)
  ) {
    return refuse(LATE_RESCHEDULE_CODE);
  }
  return move;
}

/**
 * When an unanswered request lapses: 48 hours after it was made, and never after the session
 * would have started (nobody should find a confirmation for a time already gone).
 */
export function expiresAt(createdAt: Date, startsAt: Date): Date {
  return new Date(Math.min(createdAt.getTime() + BOOKING_EXPIRY_MS, startsAt.getTime()));
}

/**
 * When to remind the professional of an unanswered request: 12 hours before it lapses, or
 * halfway through its answer time when that is shorter (a request made for tomorrow morning).
 */
export function expiryReminderAt(createdAt: Date, expires: Date): Date {
  const window = expires.getTime() - createdAt.getTime();
  return new Date(expires.getTime() - Math.min(BOOKING_EXPIRY_REMINDER_MS, window / 2));
}

/** Cancelling inside the service's cancellation notice is recorded as late. */
export function isLateCancellation(startsAt: Date, now: Date, noticeHours: number): boolean {
  return startsAt.getTime() - now.getTime() < noticeHours * 3_600_000;
}

/**
 * The status a moved session takes: a request stays one; a confirmed session stays confirmed
 * when the service is booked instantly, and becomes a request again when the professional
 * approves each booking of it (they agreed to the old time, not to the new one).
 */
export function rescheduledStatus(from: BookingStatus, instantBooking: boolean): BookingStatus {
  return from === 'confirmed' && instantBooking ? 'confirmed' : 'pending';
}

/**
 * The other time a professional suggests: required (1307), in the future and not the asked
 * time (1367). Whether it is free only the server knows (1358).
 */
export function validateSuggestedStart(
  startsAt: string | undefined,
  askedStartsAt: string,
  now: Date,
): ErrorCode | null {
  if (!startsAt) return 1307;
  const start = new Date(startsAt).getTime();
  return start <= now.getTime() || start === new Date(askedStartsAt).getTime() ? 1367 : null;
}
