import { z } from 'zod';
import { ZMessageSchema } from './messaging';
import { ZNotificationSchema } from './notifications';

/**
 * What the live socket (GET /v1/live, WebSocket) sends a signed-in user, one JSON object per
 * frame. Each event only reflects what is already stored: a client that was away reloads
 * the lists and misses nothing.
 */
export const ZLiveMessageEventSchema = z.object({
  type: z.literal('message'),
  message: ZMessageSchema,
});

/** The other person read the conversation's messages up to `up_to_id`. */
export const ZLiveReadEventSchema = z.object({
  type: z.literal('read'),
  conversation_id: z.number().int(),
  reader_id: z.number().int(),
  up_to_id: z.number().int(),
  read_at: z.iso.datetime(),
});

/** A conversation was blocked or unblocked, or one of its messages removed: reload it. */
export const ZLiveConversationEventSchema = z.object({
  type: z.literal('conversation'),
  conversation_id: z.number().int(),
});

/** A new notification, or one moved forward (another message in the same conversation). */
export const ZLiveNotificationEventSchema = z.object({
  type: z.literal('notification'),
  notification: ZNotificationSchema,
});

export const ZLiveEventSchema = z.discriminatedUnion('type', [
  ZLiveMessageEventSchema,
  ZLiveReadEventSchema,
  ZLiveConversationEventSchema,
  ZLiveNotificationEventSchema,
]);
export type TLiveEvent = z.infer<typeof ZLiveEventSchema>;

/** The first frame a browser sends (it cannot set an Authorization header on a socket). */
export const ZLiveAuthFrameSchema = z.object({ type: z.literal('auth'), token: z.string() });
export type TLiveAuthFrame = z.infer<typeof ZLiveAuthFrameSchema>;

/**
 * Every frame the server sends: `ready` once signed in (events follow), `error` with the same
 * catalogue errors as the API just before closing (1002 no token, 1091 unknown, 1085 expired,
 * 1311 blocked), and the events.
 */
export const ZLiveFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), user_id: z.number().int() }),
  z.object({
    type: z.literal('error'),
    errors: z.array(z.object({ code: z.number().int(), message: z.string() })),
  }),
  ZLiveMessageEventSchema,
  ZLiveReadEventSchema,
  ZLiveConversationEventSchema,
  ZLiveNotificationEventSchema,
]);
export type TLiveFrame = z.infer<typeof ZLiveFrameSchema>;

/** Close codes of the live socket: 4401 the sign-in failed or ended (see the error frame). */
export const LIVE_CLOSE_UNAUTHORIZED = 4401;
