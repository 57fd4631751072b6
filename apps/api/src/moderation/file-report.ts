import type { Database } from '../db/client';
import { reports } from '../db/schema';
import type { ReportTarget } from './queries';

/**
 * Files one person's report of a target for staff, its reason checked by the target's domain.
 * Every reporter's report is kept; reporting again while one's own is open changes nothing.
 */
export async function fileReport(
  db: Pick<Database, 'insert'>,
  target: ReportTarget,
  reporterId: number,
  reason: string,
): Promise<void> {
  await db
    .insert(reports)
    .values({ targetType: target.type, targetId: target.id, reporterId, reason })
    .onConflictDoNothing();
}
