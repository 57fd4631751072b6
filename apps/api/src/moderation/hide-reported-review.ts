import { and, eq, isNull } from 'drizzle-orm';
import { type Actor, authorize } from '../access/permissions';
import { recordAudit } from '../audit/record';
import type { Database } from '../db/client';
import { reviews } from '../db/schema';
import { AppError } from '../errors/app-error';
import { checkedReason } from '../errors/checked-reason';
import type { MailService } from '../platform/mail/mail-service';
import { refreshSearchDocuments } from '../search/search-document';
import { reviewHiddenMail } from './emails';
import { mailboxOf, resolveOpenReports } from './queries';

/**
 * Staff hide a reported review, in one transaction: every open report of it closes, it leaves
 * the profile's list and the professional's rating figures (by trigger) and search document,
 * the author's history records it with the text and the reason, and the author's e-mail saying
 * why (in their language) is queued. A review not in the queue (no open report, already
 * hidden, unknown) is 404 (1302).
 */
export async function hideReportedReview(
  deps: { db: Database; mail: MailService },
  actor: Actor,
  reviewId: number,
  reason: string,
): Promise<void> {
  authorize(actor, 'review.moderate', null);
  const text = checkedReason(reason);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(reviews)
      .set({ hiddenAt: new Date(), hiddenReason: text })
      .where(and(eq(reviews.id, reviewId), isNull(reviews.hiddenAt)))
      .returning({
        professionalId: reviews.professionalId,
        authorId: reviews.authorId,
        message: reviews.message,
      });
    // Throwing rolls the hiding back too.
    if (
      !row ||
      !(await resolveOpenReports(tx, actor, { type: 'review', id: reviewId }, 'hidden'))
    ) {
      throw new AppError({ code: 1302 });
    }
    await refreshSearchDocuments(tx, [row.professionalId]);
    if (row.authorId === null) return;
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'review.hide',
      target: { type: 'user', id: row.authorId },
      before: { review: row.message },
      after: { review: null },
      reason: text,
    });
    const mailbox = await mailboxOf(tx, row.authorId);
    if (mailbox) {
      await deps.mail.send(reviewHiddenMail(mailbox.lang, mailbox.email, text), { tx });
    }
  });
}
