import type { NotificationChannel } from '@fitmarket/core/rules/notifications';
import { type SQL, sql } from 'drizzle-orm';
import { notifications, users } from '../db/schema';

/**
 * SQL: the notification row's type is on for `channel` in `preferences` (a user's
 * notification_preferences). A type or channel left out is on; transactional types are never
 * stored there, so they are always on (core rules/notifications.ts).
 */
export function channelOn(preferences: SQL, channel: NotificationChannel): SQL {
  return sql`coalesce((${preferences} -> ${notifications.type}::text ->> ${channel})::boolean, true)`;
}

/** SQL: the notification row is shown in its reader's menu and badge. */
export const shownInApp: SQL = channelOn(
  sql`(select ${users.notificationPreferences} from ${users} where ${users.id} = ${notifications.userId})`,
  'in_app',
);
