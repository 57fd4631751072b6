import { DASHBOARD_NEW_USERS_DAYS, type TDashboard } from '@fitmarket/core/api/dashboard';
import { sql } from 'drizzle-orm';
import { countAwaitingApproval } from '../campaigns/moderate-campaigns';
import type { Database } from '../db/client';
import { queryRows } from '../db/rows';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The dashboard home's numbers in one round trip; each count reads a range of an index
 * (users_created_idx, which the users list's migration 0007 adds; users_role_published_idx,
 * search_logs_created_idx, feedbacks_created_idx).
 */
export async function dashboardCounts(db: Database, now = new Date()): Promise<TDashboard> {
  const weekAgo = new Date(now.getTime() - DASHBOARD_NEW_USERS_DAYS * DAY_MS).toISOString();
  const midnight = `${now.toISOString().slice(0, 10)}T00:00:00Z`;
  const [row] = await queryRows<Omit<TDashboard, 'ads_awaiting_approval'>>(
    db,
    sql`select
      (select count(*)::int from users
        where created_at >= ${weekAgo}::timestamptz and role in ('customer', 'professional'))
        as new_users,
      (select count(*)::int from users
        where role = 'professional' and not published and not blocked)
        as professionals_unpublished,
      (select count(*)::int from search_logs where created_at >= ${midnight}::timestamptz)
        as searches_today,
      (select count(*)::int from feedbacks where created_at >= ${weekAgo}::timestamptz)
        as feedbacks_this_week`,
  );
  if (!row) throw new Error('the dashboard counts answered no row');
  return { ...row, ads_awaiting_approval: await countAwaitingApproval(db) };
}
