import type { TMessage, TReadReceipt, TThreadPage } from '@fitmarket/core/api/messaging';
import { normalizeMessageText, validateMessageText } from '@fitmarket/core/rules/message';
import { and, desc, eq, isNull, lt, ne } from 'drizzle-orm';
import type { Actor } from '../access/permissions';
import type { Database } from '../db/client';
import { conversations, messages } from '../db/schema';
import { AppError } from '../errors/app-error';
import { type LiveDeps, tellUsers } from '../live/tell-user';
import { announce, notify, readConversationNotifications } from '../notifications/notify';
import { conversationFor, otherParty } from './conversation-access';
import { messageView } from './message-view';

export type MessagingDeps = LiveDeps & { db: Database };

/**
 * One page of a thread, newest first. Pages go back by id (keyset), so messages arriving
 * meanwhile neither shift nor repeat what the reader already has.
 */
export async function threadPage(
  db: Database,
  actor: Actor,
  conversationId: number,
  query: { before?: number; limit: number },
): Promise<TThreadPage> {
  await conversationFor(db, actor, 'conversation.read', conversationId);
  const rows = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        query.before ? lt(messages.id, query.before) : undefined,
      ),
    )
    .orderBy(desc(messages.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    data: page.map((row) => messageView(row, actor.id)),
    meta: { next_before: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null },
  };
}

/**
 * Sends a plain-text message: stored first with the receiver's new_message notification (a
 * receiver who is away finds both later, and gets an e-mail from the notification e-mail
 * job), then pushed to both people's open sockets, the sender's other tabs too. Refused in a
 * blocked conversation (1371).
 */
export async function sendMessage(
  deps: MessagingDeps,
  actor: Actor,
  conversationId: number,
  text: string,
): Promise<TMessage> {
  const invalid = validateMessageText(text);
  if (invalid) throw new AppError({ code: invalid, field: 'body' });
  const { conversation, row, notice } = await deps.db.transaction(async (tx) => {
    // Refused in a blocked conversation too (1371).
    const conversation = await conversationFor(tx, actor, 'conversation.send', conversationId);
    const [row] = await tx
      .insert(messages)
      .values({ conversationId, senderId: actor.id, body: normalizeMessageText(text) })
      .returning();
    if (!row) throw new Error('message insert returned no row');
    await tx
      .update(conversations)
      .set({ lastMessageAt: row.createdAt })
      .where(eq(conversations.id, conversationId));
    const notice = await notify(tx, {
      userId: otherParty(conversation, actor.id),
      type: 'new_message',
      actorId: actor.id,
      conversationId,
    });
    return { conversation, row, notice };
  });
  const message = messageView(row, actor.id);
  await tellUsers(deps, [actor.id, otherParty(conversation, actor.id)], {
    type: 'message',
    message,
  });
  await announce(deps, [notice]);
  return message;
}

/**
 * Marks the other person's messages read (the read receipt) and tells both people: the other
 * sees "read", the reader's other tabs lower their unread counts.
 */
export async function markConversationRead(
  deps: MessagingDeps,
  actor: Actor,
  conversationId: number,
): Promise<TReadReceipt> {
  const conversation = await conversationFor(deps.db, actor, 'conversation.read', conversationId);
  const readAt = new Date();
  const { marked, notices } = await deps.db.transaction(async (tx) => ({
    marked: await tx
      .update(messages)
      .set({ readAt })
      .where(
        and(
          eq(messages.conversationId, conversationId),
          isNull(messages.readAt),
          ne(messages.senderId, actor.id),
        ),
      )
      .returning({ id: messages.id }),
    notices: await readConversationNotifications(tx, actor.id, conversationId),
  }));
  await announce(deps, notices);
  if (marked.length > 0) {
    await tellUsers(deps, [actor.id, otherParty(conversation, actor.id)], {
      type: 'read',
      conversation_id: conversationId,
      reader_id: actor.id,
      up_to_id: Math.max(...marked.map((message) => message.id)),
      read_at: readAt.toISOString(),
    });
  }
  return { conversation_id: conversationId, marked: marked.length, read_at: readAt.toISOString() };
}
