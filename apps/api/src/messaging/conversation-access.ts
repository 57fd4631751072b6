import { and, eq, or } from 'drizzle-orm';
import { type Action, type Actor, authorize } from '../access/permissions';
import type { Database } from '../db/client';
import { conversations } from '../db/schema';
import { AppError } from '../errors/app-error';

export type ConversationRow = typeof conversations.$inferSelect;
type ConversationAction = Extract<
  Action,
  | 'conversation.read'
  | 'conversation.send'
  | 'conversation.block'
  | 'conversation.unblock'
  | 'message.report'
>;

/**
 * The conversation `id` if `actor` may do `action` in it; a missing one and somebody else's
 * are both 404 (1302), so ids cannot be probed.
 */
export async function conversationFor(
  db: Pick<Database, 'select'>,
  actor: Actor,
  action: ConversationAction,
  id: number,
): Promise<ConversationRow> {
  const [conversation] = await db
    .select()
    .from(conversations)
    .where(eq(conversations.id, id))
    .limit(1);
  if (!conversation) throw new AppError({ code: 1302 });
  authorize(actor, action, conversation);
  return conversation;
}

/**
 * Whether `blockerId` has blocked a conversation with `otherId`: a block covers the other
 * person's booking requests and follows too (access/permissions.ts, `blocksActor`).
 */
export async function hasBlocked(
  db: Pick<Database, 'select'>,
  blockerId: number,
  otherId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.blockedBy, blockerId),
        or(eq(conversations.customerId, otherId), eq(conversations.professionalId, otherId)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The other person of a conversation. */
export function otherParty(conversation: ConversationRow, userId: number): number {
  return conversation.customerId === userId ? conversation.professionalId : conversation.customerId;
}
