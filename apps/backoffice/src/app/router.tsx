import { Navigate, type RouteObject } from 'react-router';
import { DASHBOARD_SECTIONS } from '../features/dashboard/sections';
import { GuestOnly, RequireStaff } from '../lib/guards';
import { lazyPage } from './lazyPage';
import { RootLayout } from './RootLayout';

const HomeRoute = lazyPage(() => import('../features/home/routes/HomeRoute'), 'HomeRoute');
const LoginRoute = lazyPage(() => import('../features/auth/routes/LoginRoute'), 'LoginRoute');
const RegisterCodeRoute = lazyPage(
  () => import('../features/signup/routes/RegisterCodeRoute'),
  'RegisterCodeRoute',
  'backofficeAccount',
);
const SignupStep1Route = lazyPage(
  () => import('../features/signup/routes/SignupStep1Route'),
  'SignupStep1Route',
  'backofficeAccount',
);
const SignupStep2Route = lazyPage(
  () => import('../features/signup/routes/SignupStep2Route'),
  'SignupStep2Route',
  'backofficeAccount',
);
const SignupStep3Route = lazyPage(
  () => import('../features/signup/routes/SignupStep3Route'),
  'SignupStep3Route',
  'backofficeAccount',
);
const ForgotStep1Route = lazyPage(
  () => import('../features/forgot/routes/ForgotStep1Route'),
  'ForgotStep1Route',
  'backofficeAccount',
);
const ForgotStep2Route = lazyPage(
  () => import('../features/forgot/routes/ForgotStep2Route'),
  'ForgotStep2Route',
  'backofficeAccount',
);
const ForgotStep3Route = lazyPage(
  () => import('../features/forgot/routes/ForgotStep3Route'),
  'ForgotStep3Route',
  'backofficeAccount',
);
const ForgotCodeRoute = lazyPage(
  () => import('../features/forgot/routes/ForgotCodeRoute'),
  'ForgotCodeRoute',
  'backofficeAccount',
);
const LoginSuccessRoute = lazyPage(
  () => import('../features/auth/routes/LoginSuccessRoute'),
  'LoginSuccessRoute',
);
const SocialRoute = lazyPage(
  () => import('../features/auth/routes/SocialRoute'),
  'SocialRoute',
  'backofficeAccount',
);
const ProfileDeletedRoute = lazyPage(
  () => import('../features/account/routes/ProfileDeletedRoute'),
  'ProfileDeletedRoute',
  'backofficeAccount',
);
const NotFoundRoute = lazyPage(
  () => import('../features/not-found/routes/NotFoundRoute'),
  'NotFoundRoute',
);
const DashboardLayout = lazyPage(
  () => import('../features/dashboard/components/DashboardLayout'),
  'DashboardLayout',
);
/** The dashboard's sections: one chunk that knows each section's own (app/dashboardPages). */
const DashboardSectionRoute = lazyPage(() => import('./dashboardPages'), 'DashboardSectionRoute');
const DashboardHomeRoute = lazyPage(
  () => import('../features/dashboard/routes/DashboardHomeRoute'),
  'DashboardHomeRoute',
  'backofficeInsights',
);
const AccountRoute = lazyPage(
  () => import('../features/account/routes/AccountRoute'),
  'AccountRoute',
  'backofficeAccount',
);

/**
 * The back-office routes of SPEC §2, at the root; ids are their route names. The e-mailed
 * links (@fitmarket/core/links BACKOFFICE_LINKS) open /register/:code, /forgot/:code,
 * /profile/:code, /signup/step/1 and /social. Every page is its own chunk.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    children: [
      {
        id: 'home',
        index: true,
        element: <HomeRoute />,
      },
      {
        id: 'guest',
        Component: GuestOnly,
        children: [
          {
            id: 'login',
            path: 'login',
            element: <LoginRoute />,
          },
          {
            id: 'register',
            path: 'register/:code',
            element: <RegisterCodeRoute />,
          },
          { path: 'signup', element: <Navigate to="/signup/step/1" replace /> },
          {
            id: 'signup.step1',
            path: 'signup/step/1',
            element: <SignupStep1Route />,
          },
          {
            id: 'signup.step2',
            path: 'signup/step/2',
            element: <SignupStep2Route />,
          },
          {
            id: 'signup.step3',
            path: 'signup/step/3',
            element: <SignupStep3Route />,
          },
          { path: 'forgot', element: <Navigate to="/forgot/step/1" replace /> },
          {
            id: 'forgot.step1',
            path: 'forgot/step/1',
            element: <ForgotStep1Route />,
          },
          {
            id: 'forgot.step2',
            path: 'forgot/step/2',
            element: <ForgotStep2Route />,
          },
          {
            id: 'forgot.step3',
            path: 'forgot/step/3',
            element: <ForgotStep3Route />,
          },
          {
            id: 'forgot.code',
            path: 'forgot/:code',
            element: <ForgotCodeRoute />,
          },
        ],
      },
      {
        id: 'login.success',
        path: 'login/success',
        element: <LoginSuccessRoute />,
      },
      {
        id: 'social',
        path: 'social',
        element: <SocialRoute />,
      },
      {
        id: 'deleted',
        path: 'profile/:code',
        element: <ProfileDeletedRoute />,
      },
      { path: 'profile', element: <Navigate to="/login" replace /> },
      {
        id: '404',
        path: '404',
        element: <NotFoundRoute />,
      },
      {
        id: 'not-found',
        path: '*',
        element: <NotFoundRoute />,
      },
    ],
  },
  {
    id: 'dashboard',
    path: '/dashboard',
    Component: RequireStaff,
    children: [
      {
        id: 'dashboard.shell',
        element: <DashboardLayout />,
        children: [
          {
            id: 'dashboard.home',
            index: true,
            element: <DashboardHomeRoute />,
          },
          {
            id: 'dashboard.account',
            path: 'account',
            element: <AccountRoute />,
          },
          ...DASHBOARD_SECTIONS.map((section) => ({
            id: `dashboard.${section.path}`,
            path: section.path,
            element: <DashboardSectionRoute page={section.path} />,
          })),
          {
            id: 'dashboard.users.history',
            path: 'users/:id/history',
            element: <DashboardSectionRoute page="users.history" />,
          },
          {
            id: 'dashboard.users.bookings',
            path: 'users/:id/bookings',
            element: <DashboardSectionRoute page="users.bookings" />,
          },
        ],
      },
    ],
  },
];
