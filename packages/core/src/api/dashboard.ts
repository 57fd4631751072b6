import { z } from 'zod';

/**
 * GET /v1/admin/dashboard (staff): the few numbers staff look at first on the dashboard home,
 * each counted through an index.
 */
export const DASHBOARD_NEW_USERS_DAYS = 7;

export const ZDashboardSchema = z.object({
  /** Customers and professionals who signed up in the last DASHBOARD_NEW_USERS_DAYS days. */
  new_users: z.number().int(),
  /** Professionals, not blocked, whose profile is not published yet. */
  professionals_unpublished: z.number().int(),
  /** Paid search campaigns and search ads waiting for a staff decision. */
  ads_awaiting_approval: z.number().int(),
  /** Marketplace searches since midnight UTC. */
  searches_today: z.number().int(),
  /** Feedback questionnaires answered in the last DASHBOARD_NEW_USERS_DAYS days. */
  feedbacks_this_week: z.number().int(),
});
export type TDashboard = z.infer<typeof ZDashboardSchema>;
