import type { TInlineBookingEvent } from '@fitmarket/core/api/messaging';
import { MESSAGE_MAX_LENGTH, type NotificationType } from '@fitmarket/core/limits';
import { eq } from 'drizzle-orm';
import type { BookingEvent } from '../bookings/booking-events';
import { bookings, conversations, messages } from '../db/schema';
import { tellUsers } from '../live/tell-user';
import { announce, notify } from '../notifications/notify';
import { openConversation } from './conversations';
import { messageView } from './message-view';
import type { MessagingDeps } from './messages';

/**
 * The booking changes the messenger tells: shown inline in the conversation, and the
 * notification the other party gets. An expiry reminder is the professional's own (its e-mail
 * says it); kinds not listed here (a future one) are ignored.
 */
const NOTIFICATION_OF: Record<TInlineBookingEvent, NotificationType> = {
  requested: 'new_booking',
  confirmed: 'booking_confirmed',
  declined: 'booking_declined',
  canceled: 'booking_canceled',
  expired: 'booking_expired',
  no_show: 'booking_no_show',
  suggested: 'booking_suggested',
  rescheduled: 'booking_rescheduled',
};

const isInline = (kind: string): kind is TInlineBookingEvent =>
  Object.hasOwn(NOTIFICATION_OF, kind);

/**
 * Listens to `booking` events (docs/messaging.md): writes the change into the conversation of
 * the customer and the professional (opened if they had none) as a `booking` message, sent by
 * nobody, so it never counts as unread text; and records the notification of the party who did
 * not act. Both are one transaction, and the message's event key (booking, change, version)
 * makes a second delivery of the same event write nothing. The booking e-mails already went
 * out (bookings/booking-mail.ts), so the notification is marked mailed and the e-mail job
 * leaves it alone. After the commit both people's sockets hear of the message, the recipient's
 * of the notification.
 */
export function bookingNoticesListener(deps: MessagingDeps) {
  return async (event: BookingEvent) => {
    const { customerId, professionalId } = event;
    // A manual booking has no customer account to talk to.
    if (!isInline(event.kind) || customerId === null) return;
    const kind = event.kind;
    const written = await deps.db.transaction(async (tx) => {
      const [booking] = await tx
        .select({ startsAt: bookings.startsAt, timeZone: bookings.timeZone })
        .from(bookings)
        .where(eq(bookings.id, event.bookingId));
      if (!booking) return null;
      const conversation = await openConversation(tx, {
        customerId,
        professionalId,
        bookingId: event.bookingId,
      });
      const words = [event.message, event.reason].filter((text): text is string => !!text);
      const [row] = await tx
        .insert(messages)
        .values({
          conversationId: conversation.id,
          senderId: null,
          kind: 'booking',
          bookingId: event.bookingId,
          body: [...new Set(words)].join('\n').slice(0, MESSAGE_MAX_LENGTH),
          bookingEvent: {
            booking_id: event.bookingId,
            event: kind,
            actor_party: event.actorParty,
            starts_at: event.startsAt ?? booking.startsAt.toISOString(),
            time_zone: booking.timeZone,
            overlapped: event.overlapped ?? false,
            suggested_starts_at: event.suggestedStartsAt ?? null,
          },
          eventKey: `booking:${event.bookingId}:${kind}:${event.version}`,
        })
        .onConflictDoNothing()
        .returning();
      // Delivered before: everything was written then.
      if (!row) return null;
      await tx
        .update(conversations)
        .set({ lastMessageAt: row.createdAt })
        .where(eq(conversations.id, conversation.id));
      const party = event.actorParty === 'customer' ? 'professional' : 'customer';
      const notice = await notify(tx, {
        userId: party === 'professional' ? professionalId : customerId,
        type: NOTIFICATION_OF[kind],
        // When the clock acted (expiry), the one who did not answer is whom it is about.
        actorId: event.actorId ?? (party === 'professional' ? customerId : professionalId),
        // The recipient's side: which of their bookings pages the notification opens.
        data: { booking_id: event.bookingId, party },
        mailedElsewhere: true,
      });
      return { row, notice };
    });
    if (!written) return;
    await tellUsers(deps, [customerId, professionalId], {
      type: 'message',
      message: messageView(written.row, 0),
    });
    await announce(deps, [written.notice]);
  };
}
