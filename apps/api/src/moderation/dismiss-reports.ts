import { type Actor, authorize } from '../access/permissions';
import { recordAudit } from '../audit/record';
import type { Database } from '../db/client';
import { AppError } from '../errors/app-error';
import {
  authorOf,
  MODERATED,
  type ModeratedType,
  type ReportTarget,
  resolveOpenReports,
} from './queries';

/**
 * Staff keep a reported review or message: every open report of it closes in one transaction
 * and the author's history records the decision; a new report queues it again. Not in the
 * queue (no open report) is 404 (1302).
 */
export async function dismissReports(
  db: Database,
  actor: Actor,
  target: ReportTarget & { type: ModeratedType },
): Promise<void> {
  const { permission, keep } = MODERATED[target.type];
  authorize(actor, permission, null);
  await db.transaction(async (tx) => {
    if (!(await resolveOpenReports(tx, actor, target, 'dismissed'))) {
      throw new AppError({ code: 1302 });
    }
    const authorId = await authorOf(tx, target);
    if (authorId !== null) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: keep,
        target: { type: 'user', id: authorId },
      });
    }
  });
}
