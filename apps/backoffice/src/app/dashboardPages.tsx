import type { ReactNode } from 'react';
import { ComingSoonRoute } from '../features/dashboard/routes/ComingSoonRoute';
import { DASHBOARD_SECTIONS, type DashboardSection } from '../features/dashboard/sections';
import { lazyPage } from './lazyPage';

const StatisticsRoute = lazyPage(
  () => import('../features/statistics/routes/StatisticsRoute'),
  'StatisticsRoute',
  'backofficeStatistics',
);
const UsersRoute = lazyPage(
  () => import('../features/users/routes/UsersRoute'),
  'UsersRoute',
  'backofficeUsers',
);
const UserHistoryRoute = lazyPage(
  () => import('../features/users/routes/UserHistoryRoute'),
  'UserHistoryRoute',
  'backofficeUsers',
);
const UserBookingsRoute = lazyPage(
  () => import('../features/users/routes/UserBookingsRoute'),
  'UserBookingsRoute',
  'backofficeUsers',
);
const ProfessionalsRoute = lazyPage(
  () => import('../features/professionals/routes/ProfessionalsRoute'),
  'ProfessionalsRoute',
  'backofficeUsers',
);
const AffiliatesRoute = lazyPage(
  () => import('../features/affiliates/routes/AffiliatesRoute'),
  'AffiliatesRoute',
  'backofficeInsights',
);
const FeedbacksRoute = lazyPage(
  () => import('../features/feedbacks/routes/FeedbacksRoute'),
  'FeedbacksRoute',
  'backofficeInsights',
);
const PaymentsRoute = lazyPage(
  () => import('../features/payments/routes/PaymentsRoute'),
  'PaymentsRoute',
  'backofficePayments',
);
const ReportedMessagesRoute = lazyPage(
  () => import('../features/moderation/routes/ReportedMessagesRoute'),
  'ReportedMessagesRoute',
  'backofficeModeration',
);
const ReportedReviewsRoute = lazyPage(
  () => import('../features/moderation/routes/ReportedReviewsRoute'),
  'ReportedReviewsRoute',
  'backofficeModeration',
);
const DeadJobsRoute = lazyPage(
  () => import('../features/jobs/routes/DeadJobsRoute'),
  'DeadJobsRoute',
  'backofficeInsights',
);

/** A dashboard page below a section: a user's history, a user's bookings. */
type SubPage = 'users.history' | 'users.bookings';

/**
 * The dashboard's section pages, each its own chunk as before. They are declared here rather
 * than in router.tsx so that their chunk lists, which grow with every section, load with the
 * first dashboard page and not with the login page (whose budget is tight).
 */
const PAGES: Partial<Record<DashboardSection['path'] | SubPage, ReactNode>> = {
  users: <UsersRoute />,
  'users.history': <UserHistoryRoute />,
  'users.bookings': <UserBookingsRoute />,
  professionals: <ProfessionalsRoute />,
  'professionals-affiliates': <AffiliatesRoute />,
  statistics: <StatisticsRoute />,
  feedbacks: <FeedbacksRoute />,
  payments: <PaymentsRoute />,
  'reported-messages': <ReportedMessagesRoute />,
  'reported-reviews': <ReportedReviewsRoute />,
  'dead-jobs': <DeadJobsRoute />,
};

/** The page of a dashboard section, or "coming soon" for a section not built yet. */
export function DashboardSectionRoute({ page }: { page: DashboardSection['path'] | SubPage }) {
  const section = DASHBOARD_SECTIONS.find((known) => known.path === page);
  return PAGES[page] ?? (section ? <ComingSoonRoute section={section} /> : null);
}
