import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '@fitmarket/core/api/admin-users';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sqlList } from './sql-constants';
import { users } from './users';

/**
 * Every staff action (audit/record.ts writes it in the action's own transaction): who, when,
 * what to which target, the changed values before and after, and the reason given. Rows are
 * never updated; the target has no foreign key so a deleted user's history stays readable.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** Null once that staff account is deleted; the entry itself stays. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A target's history, newest first, is one index range.
    index('audit_log_target_idx').on(table.targetType, table.targetId, table.createdAt, table.id),
    index('audit_log_actor_idx').on(table.actorId),
    check('audit_log_action_check', sql`${table.action} in ${sqlList(AUDIT_ACTIONS)}`),
    check(
      'audit_log_target_type_check',
      sql`${table.targetType} in ${sqlList(AUDIT_TARGET_TYPES)}`,
    ),
  ],
);
