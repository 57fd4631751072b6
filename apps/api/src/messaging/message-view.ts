import type { TMessage } from '@fitmarket/core/api/messaging';
import type { messages } from '../db/schema';

type MessageRow = Pick<
  typeof messages.$inferSelect,
  | 'id'
  | 'conversationId'
  | 'senderId'
  | 'body'
  | 'createdAt'
  | 'readAt'
  | 'removedAt'
  | 'removedReason'
  | 'kind'
  | 'bookingEvent'
>;

/**
 * A message as `viewerId` sees it: a removed one without its text, and the reason for the
 * removal told to its author only.
 */
export function messageView(row: MessageRow, viewerId: number): TMessage {
  const removed = row.removedAt !== null;
  return {
    id: row.id,
    conversation_id: row.conversationId,
    kind: row.kind,
    sender_id: row.senderId,
    body: removed ? null : row.body,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
    removed,
    removed_reason: removed && row.senderId === viewerId ? row.removedReason : null,
    // Events written before suggestions carried their time have no `suggested_starts_at`.
    booking_event: row.bookingEvent && {
      ...row.bookingEvent,
      suggested_starts_at: row.bookingEvent.suggested_starts_at ?? null,
    },
  };
}
