import { REPORT_RESOLUTIONS, REPORT_TARGET_TYPES } from '@fitmarket/core/api/reports';
import { REASON_MAX } from '@fitmarket/core/limits';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sqlList, sqlLiteral } from './sql-constants';
import { users } from './users';

/**
 * One person's report of a review, a message or an ad (issue 17: one model for them all), open
 * until staff decide on its target; a decision closes every open report of the target at once.
 * The target is a (type, id) pair, so no foreign key: deleting a review or a message deletes
 * its reports by trigger (migration 0021).
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    targetType: text('target_type', { enum: REPORT_TARGET_TYPES }).notNull(),
    targetId: integer('target_id').notNull(),
    /** Null once the reporter deleted their account: the report still stands for staff. */
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When staff decided on the target; the report is open while null. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolution: text('resolution', { enum: REPORT_RESOLUTIONS }),
  },
  (table) => [
    /** A person has at most one open report of a target: reporting again changes nothing. */
    uniqueIndex('reports_open_unique')
      .on(table.targetType, table.targetId, table.reporterId)
      .where(sql`${table.resolvedAt} is null`),
    /** The back-office queues: open reports of a type, the longest waiting first. */
    index('reports_open_idx')
      .on(table.targetType, table.createdAt)
      .where(sql`${table.resolvedAt} is null`),
    index('reports_target_idx').on(table.targetType, table.targetId),
    index('reports_reporter_idx').on(table.reporterId),
    index('reports_resolved_by_idx').on(table.resolvedBy),
    check('reports_target_type_check', sql`${table.targetType} in ${sqlList(REPORT_TARGET_TYPES)}`),
    check(
      'reports_resolution_check',
      sql`(${table.resolvedAt} is null) = (${table.resolution} is null) and ${table.resolution} in ${sqlList(REPORT_RESOLUTIONS)}`,
    ),
    check(
      'reports_reason_check',
      sql`char_length(${table.reason}) between 1 and ${sqlLiteral(REASON_MAX)}`,
    ),
  ],
);
