import { eq } from 'drizzle-orm';
import type { Actor } from '../access/permissions';
import type { Database } from '../db/client';
import { messages } from '../db/schema';
import { AppError } from '../errors/app-error';
import { checkedReason } from '../errors/checked-reason';
import { fileReport } from '../moderation/file-report';
import { conversationFor } from './conversation-access';

/**
 * A participant reports the other person's message for staff to look at (moderation/). Reporting
 * it again while the report is open changes nothing; one's own message cannot be reported
 * (1373), nor a booking update (1376), nor a removed one (1302).
 */
export async function reportMessage(
  db: Database,
  actor: Actor,
  messageId: number,
  reason: string,
): Promise<void> {
  const text = checkedReason(reason);
  const [message] = await db
    .select({
      conversationId: messages.conversationId,
      senderId: messages.senderId,
      kind: messages.kind,
      removedAt: messages.removedAt,
    })
    .from(messages)
    .where(eq(messages.id, messageId));
  if (!message) throw new AppError({ code: 1302 });
  await conversationFor(db, actor, 'message.report', message.conversationId);
  if (message.removedAt) throw new AppError({ code: 1302 });
  if (message.senderId === actor.id) throw new AppError({ code: 1373 });
  if (message.kind === 'booking') throw new AppError({ code: 1376 });
  await fileReport(db, { type: 'message', id: messageId }, actor.id, text);
}
