import { z } from 'zod';
import { ZMessageSchema } from './messaging';

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

export const ZLiveEventSchema = z.discriminatedUnion('type', [
  ZLiveMessageEventSchema,
  ZLiveReadEventSchema,
  ZLiveConversationEventSchema,
]);
export type TLiveEvent = z.infer<typeof ZLiveEventSchema>;
