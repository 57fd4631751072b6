import type { BookingParty, ShownBookingStatus } from '@fitmarket/core/rules/bookings/transitions';
import type { Database } from '../db/client';
import type { JobWriter } from '../platform/jobs/job-queue';
import type { JobScheduler } from '../platform/jobs/job-scheduler';
import { markAvailabilityStale } from '../search/availability';

/**
 * What bookings tell the rest of the product of each change (docs/bookings.md), as two jobs
 * written in the change's transaction: the booking e-mail (booking-mail.ts) and the messenger's
 * notice (messaging/booking-notices.ts: the change inline in the conversation, and the
 * notification). A crash after the commit loses neither; a rollback sends neither.
 */
export interface BookingEvent {
  kind:
    | 'requested'
    | 'confirmed'
    | 'declined'
    | 'canceled'
    | 'expired'
    | 'no_show'
    | 'expiry_reminder'
    /** The professional suggested another time; the customer accepts (confirmed) or declines. */
    | 'suggested'
    | 'suggestion_declined'
    /** The customer moved the session to another time (confirmed, or a request again). */
    | 'rescheduled';
  bookingId: number;
  /**
   * The booking's version after the change (an expiry reminder changes none: the current one).
   * With the kind it names the change, so a listener writes each change once.
   */
  version: number;
  /** The status it showed before (null for a new request): a cancelled session was confirmed. */
  from: ShownBookingStatus | null;
  professionalId: number;
  customerId: number | null;
  /** Who acted; null when the clock did (expiry, reminder). */
  actorId: number | null;
  actorParty: BookingParty | null;
  /** The confirmation modal's words to the other party, and a cancellation's reason. */
  message: string | null;
  reason: string | null;
  /** Declined because another request for the same time was accepted. */
  overlapped?: boolean;
  /**
   * The session's time (ISO) just after the change, when the one who queued it knew it; a
   * listener reads the booking otherwise, which a later change may have moved since.
   */
  startsAt?: string;
  /**
   * A suggestion's time (ISO), as suggested: by the time a listener reads the booking the
   * customer may already have taken or declined it.
   */
  suggestedStartsAt?: string;
  /** A rescheduled session's time before the move (ISO). */
  previousStartsAt?: string;
  /**
   * The booking e-mail's reader when not the side the change concerns (booking-mail.ts
   * `recipientParty`): a customer's move is also confirmed to the customer.
   */
  mailTo?: BookingParty;
}

declare module '../platform/jobs/job-queue' {
  interface JobPayloads {
    'booking-mail': BookingEvent;
    'booking-notice': BookingEvent;
  }
}

/** Queues the change's e-mail and notice in `tx`; the same change told twice queues them once. */
export async function tellBookingChange(
  jobs: Pick<JobScheduler, 'enqueue'>,
  tx: JobWriter & Pick<Database, 'update'>,
  event: BookingEvent,
) {
  const key = `${event.bookingId}:${event.kind}:${event.version}`;
  // The professional's free slot for search's "available this week" is computed again.
  await markAvailabilityStale(tx, event.professionalId);
  await jobs.enqueue(tx, 'booking-mail', event, { dedupeKey: `booking-mail:${key}` });
  // The customer who moved a session gets the new time (and its calendar file) in writing too.
  if (event.kind === 'rescheduled' && event.customerId) {
    await jobs.enqueue(
      tx,
      'booking-mail',
      { ...event, mailTo: 'customer' },
      { dedupeKey: `booking-mail:${key}:customer` },
    );
  }
  await jobs.enqueue(tx, 'booking-notice', event, { dedupeKey: `booking-notice:${key}` });
}
