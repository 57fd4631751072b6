import { eq } from 'drizzle-orm';
import { type Actor, authorize } from '../access/permissions';
import { recordAudit } from '../audit/record';
import { conversations, messages } from '../db/schema';
import { AppError } from '../errors/app-error';
import { checkedReason } from '../errors/checked-reason';
import { tellBoth } from '../messaging/conversations';
import type { MessagingDeps } from '../messaging/messages';
import type { MailService } from '../platform/mail/mail-service';
import { messageRemovedMail } from './emails';
import { mailboxOf, resolveOpenReports } from './queries';

/**
 * Staff remove a reported message, in one transaction: every open report of it closes, its
 * text is no longer shown to anyone, its author sees the reason beside it, their history
 * records it and their e-mail saying why (in their language) is queued; then both people's
 * open screens reload the conversation. A message with no open report is 404 (1302): it is not
 * in the queue.
 */
export async function removeReportedMessage(
  deps: MessagingDeps & { mail: MailService },
  actor: Actor,
  messageId: number,
  reason: string,
): Promise<void> {
  authorize(actor, 'message.moderate', null);
  const text = checkedReason(reason);
  const conversation = await deps.db.transaction(async (tx) => {
    if (!(await resolveOpenReports(tx, actor, { type: 'message', id: messageId }, 'removed'))) {
      throw new AppError({ code: 1302 });
    }
    const [message] = await tx
      .update(messages)
      .set({ removedAt: new Date(), removedReason: text, removedBy: actor.id })
      .where(eq(messages.id, messageId))
      .returning({
        senderId: messages.senderId,
        body: messages.body,
        conversationId: messages.conversationId,
      });
    if (!message) throw new AppError({ code: 1302 });
    // In the author's history: what they wrote and why it went.
    if (message.senderId !== null) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'message.remove',
        target: { type: 'user', id: message.senderId },
        before: { message: message.body },
        after: { message: null },
        reason: text,
      });
      const mailbox = await mailboxOf(tx, message.senderId);
      if (mailbox) {
        await deps.mail.send(messageRemovedMail(mailbox.lang, mailbox.email, text), { tx });
      }
    }
    const [row] = await tx
      .select()
      .from(conversations)
      .where(eq(conversations.id, message.conversationId));
    return row;
  });
  if (conversation) await tellBoth(deps, conversation);
}
