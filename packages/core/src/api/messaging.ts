import { z } from 'zod';
import {
  MAX_PAGE_SIZE,
  MESSAGE_MAX_LENGTH,
  MESSAGES_PAGE_SIZE,
  MIN_PAGE_SIZE,
  REASON_MAX,
} from '../limits';
import { pageQueryShape } from './envelope';
import { ZOpenReportsSchema } from './reports';

/**
 * The messenger (SPEC §2, issue 10): conversations between a customer and a professional,
 * signed in. A conversation belongs to its two people; anyone else is answered 404 (1302) as
 * if it did not exist. Texts are plain text, never markup.
 */

/** The other person of a conversation, as the list and the thread header show them. */
export const ZConversationPartySchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  image: z.string().nullable(),
  /** A listed professional's profile address; null for customers and unlisted profiles. */
  slug: z.string().nullable(),
});

/** Booking changes the conversation shows inline (a reminder to answer is the professional's own). */
export const INLINE_BOOKING_EVENTS = [
  'requested',
  'confirmed',
  'declined',
  'canceled',
  'expired',
  'no_show',
  'suggested',
  /** The customer moved the session (issue 18). */
  'rescheduled',
] as const;
export type TInlineBookingEvent = (typeof INLINE_BOOKING_EVENTS)[number];

/**
 * A booking change inside a conversation: ids, the change and the session's time as it was
 * then, never a text; the client writes it in the reader's language.
 */
export const ZMessageBookingEventSchema = z.object({
  booking_id: z.number().int(),
  event: z.enum(INLINE_BOOKING_EVENTS),
  /** Who acted; null when the clock did (expiry). */
  actor_party: z.enum(['customer', 'professional']).nullable(),
  starts_at: z.iso.datetime(),
  /** The zone the time is shown in (the professional's when booked). */
  time_zone: z.string(),
  /** Declined because another request for the same time was accepted. */
  overlapped: z.boolean(),
  /** A suggestion's new time (`starts_at` stays the time asked for); null on other events. */
  suggested_starts_at: z.iso.datetime().nullable(),
});
export type TMessageBookingEvent = z.infer<typeof ZMessageBookingEventSchema>;

export const ZMessageSchema = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  /** `text` a person wrote; `booking` a booking change (see `booking_event`), sent by nobody. */
  kind: z.enum(['text', 'booking']),
  /** Null for a booking event and once the sender deleted their account. */
  sender_id: z.number().int().nullable(),
  /**
   * Null once staff removed the message (see `removed_reason`). On a booking event: the words
   * the person who acted gave the other (the confirmation modal's message or the reason), or ''.
   */
  body: z.string().nullable(),
  created_at: z.iso.datetime(),
  /** When the receiver read it: the read receipt. */
  read_at: z.iso.datetime().nullable(),
  removed: z.boolean(),
  /** Why staff removed it; only its author is told, others see that it was removed. */
  removed_reason: z.string().nullable(),
  booking_event: ZMessageBookingEventSchema.nullable(),
});
export type TMessage = z.infer<typeof ZMessageSchema>;

export const ZConversationSchema = z.object({
  id: z.number().int(),
  /** Which side the viewer is on. */
  my_role: z.enum(['customer', 'professional']),
  other: ZConversationPartySchema,
  /** The booking it was started from, if any. */
  booking_id: z.number().int().nullable(),
  last_message: ZMessageSchema.nullable(),
  /** Messages of the other person the viewer has not read (booking events are not counted). */
  unread_count: z.number().int(),
  blocked: z.boolean(),
  /** True when the viewer blocked it (only they can unblock). */
  blocked_by_me: z.boolean(),
  created_at: z.iso.datetime(),
});
export type TConversation = z.infer<typeof ZConversationSchema>;

/** POST /v1/conversations: open (or find) the conversation with a professional. */
export const ZStartConversationSchema = z.object({
  professional_id: z.number().int().positive(),
  booking_id: z.number().int().positive().optional(),
});
export type TStartConversation = z.infer<typeof ZStartConversationSchema>;

export const ZConversationListQuerySchema = z.object({
  ...pageQueryShape,
});

export const ZConversationParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** GET /v1/conversations/{id}/messages?before=&limit=: newest first; `before` pages back. */
export const ZThreadQuerySchema = z.object({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(MIN_PAGE_SIZE).max(MAX_PAGE_SIZE).default(MESSAGES_PAGE_SIZE),
});
export const ZThreadPageSchema = z.object({
  data: z.array(ZMessageSchema),
  /** Pass as `before` for the next older page; null at the start of the conversation. */
  meta: z.object({ next_before: z.number().int().nullable() }),
});
export type TThreadPage = z.infer<typeof ZThreadPageSchema>;

/** The schema bounds size only; empty (1252) and too long (1370) come back as their codes. */
export const ZSendMessageSchema = z.object({ body: z.string().max(MESSAGE_MAX_LENGTH * 4) });
export type TSendMessage = z.infer<typeof ZSendMessageSchema>;

export const ZReadReceiptSchema = z.object({
  conversation_id: z.number().int(),
  /** Messages marked read now (0 when there was nothing new). */
  marked: z.number().int(),
  read_at: z.iso.datetime(),
});
export type TReadReceipt = z.infer<typeof ZReadReceiptSchema>;

export const ZUnreadCountSchema = z.object({ count: z.number().int() });

export const ZMessageParamsSchema = z.object({ id: z.coerce.number().int().positive() });
/** A reason people read (report, removal): 3-250 characters (1307 empty, 1301 otherwise). */
export const ZReasonSchema = z.object({ reason: z.string().max(REASON_MAX * 4) });

/** Back-office: a reported message waiting for a decision, with its reports. */
export const ZReportedMessageSchema = z.object({
  message: ZMessageSchema,
  author: ZConversationPartySchema.extend({ email: z.string() }),
  ...ZOpenReportsSchema.shape,
});
export type TReportedMessage = z.infer<typeof ZReportedMessageSchema>;
