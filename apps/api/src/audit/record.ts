import type { AuditAction, AuditTargetType } from '@fitmarket/core/api/admin-users';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';

/** One staff action, as a feature hands it to the log. */
export interface AuditRecord {
  actorId: number;
  action: AuditAction;
  target: { type: AuditTargetType; id: number };
  /** The values the action changed, as they were and as they are now (only those fields). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
}

/**
 * Writes the audit entry of a staff action. Call it with the action's own transaction, so the
 * change and its record commit together or not at all: nothing staff do goes unrecorded.
 */
export async function recordAudit(tx: Database, entry: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
  });
}
