import type { AuditAction, AuditTargetType, TAuditEntry } from '@fitmarket/core/api/admin-users';
import { pagination, type TPagination } from '@fitmarket/core/api/envelope';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { auditLog, users } from '../db/schema';
import { fullName } from '../shared/person';

/** A target's audit entries, newest first, one page (the target index reads exactly that page). */
export async function auditHistory(
  db: Database,
  target: { type: AuditTargetType; id: number },
  page: number,
  perPage: number,
): Promise<{ data: TAuditEntry[]; meta: { pagination: TPagination } }> {
  const where = and(eq(auditLog.targetType, target.type), eq(auditLog.targetId, target.id));
  const rows = await db
    .select({ entry: auditLog, actor: users })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [counted] = await db.select({ total: count() }).from(auditLog).where(where);
  return {
    data: rows.map(({ entry, actor }) => ({
      id: entry.id,
      action: entry.action as AuditAction,
      created_at: entry.createdAt.toISOString(),
      actor: actor
        ? { id: actor.id, name: fullName(actor), email: actor.email, role: actor.role }
        : null,
      target_type: entry.targetType as AuditTargetType,
      target_id: entry.targetId,
      before: entry.before,
      after: entry.after,
      reason: entry.reason,
    })),
    meta: { pagination: pagination(counted?.total ?? 0, page, perPage, rows.length) },
  };
}
