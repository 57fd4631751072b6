import { eq } from 'drizzle-orm';
import { type Action, type Actor, authorize } from '../access/permissions';
import type { Database } from '../db/client';
import { conversations } from '../db/schema';
import { AppError } from '../errors/app-error';

export type ConversationRow = typeof conversations.$inferSelect;
type ConversationAction = Extract<
  Action,
  'conversation.read' | 'conversation.send' | 'conversation.block' | 'message.report'
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

/** The other person of a conversation. */
export function otherParty(conversation: ConversationRow, userId: number): number {
  return conversation.customerId === userId ? conversation.professionalId : conversation.customerId;
}
