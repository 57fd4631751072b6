/**
 * The dashboard's sections after its home (SPEC §2), in menu order: the path under /dashboard
 * (its route id is `dashboard.<path>`) and the key of its name in `backoffice.dashboard.sections`.
 */
export const DASHBOARD_SECTIONS = [
  { path: 'users', label: 'users' },
  { path: 'professionals', label: 'professionals' },
  { path: 'professionals-affiliates', label: 'professionalsAffiliates' },
  { path: 'ads', label: 'ads' },
  { path: 'payments', label: 'payments' },
  { path: 'statistics', label: 'statistics' },
  { path: 'feedbacks', label: 'feedbacks' },
  { path: 'reported-messages', label: 'reportedMessages' },
  { path: 'reported-reviews', label: 'reportedReviews' },
  { path: 'dead-jobs', label: 'deadJobs' },
] as const;

export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number];
