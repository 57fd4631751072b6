import type { BookingParty, ShownBookingStatus } from '@fitmarket/core/rules/bookings/transitions';

/**
 * What bookings tell the rest of the product after each change has committed (docs/bookings.md).
 * The booking e-mails (booking-mail.ts) and the messenger's listener (messaging/booking-events.ts:
 * the change inline in the conversation, and notifications) listen on `deps.events`.
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
    | 'suggestion_declined';
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
}

declare module '../platform/events/domain-events' {
  interface DomainEventMap {
    booking: BookingEvent;
  }
}
