import { createBrowserRouter, Navigate } from 'react-router';
import { AccountRoute } from '../features/account/routes/AccountRoute';
import { ProfileDeletedRoute } from '../features/account/routes/ProfileDeletedRoute';
import { LoginRoute } from '../features/auth/routes/LoginRoute';
import { LoginSuccessRoute } from '../features/auth/routes/LoginSuccessRoute';
import { SocialRoute } from '../features/auth/routes/SocialRoute';
import { DashboardLayout } from '../features/dashboard/components/DashboardLayout';
import { ComingSoonRoute } from '../features/dashboard/routes/ComingSoonRoute';
import { DashboardHomeRoute } from '../features/dashboard/routes/DashboardHomeRoute';
import { DASHBOARD_SECTIONS } from '../features/dashboard/sections';
import { ForgotCodeRoute } from '../features/forgot/routes/ForgotCodeRoute';
import { ForgotStep1Route } from '../features/forgot/routes/ForgotStep1Route';
import { ForgotStep2Route } from '../features/forgot/routes/ForgotStep2Route';
import { ForgotStep3Route } from '../features/forgot/routes/ForgotStep3Route';
import { HomeRoute } from '../features/home/routes/HomeRoute';
import { NotFoundRoute } from '../features/not-found/routes/NotFoundRoute';
import { RegisterCodeRoute } from '../features/signup/routes/RegisterCodeRoute';
import { SignupStep1Route } from '../features/signup/routes/SignupStep1Route';
import { SignupStep2Route } from '../features/signup/routes/SignupStep2Route';
import { SignupStep3Route } from '../features/signup/routes/SignupStep3Route';
import { GuestOnly, RequireStaff } from '../lib/guards';
import { RootLayout } from './RootLayout';

/**
 * The back-office routes of SPEC §2, at the root; ids are their route names. The e-mailed
 * links (@fitmarket/core/links BACKOFFICE_LINKS) open /register/:code, /forgot/:code,
 * /profile/:code, /signup/step/1 and /social.
 */
export const router = createBrowserRouter([
  {
    path: '/',
    Component: RootLayout,
    children: [
      { id: 'home', index: true, Component: HomeRoute },
      {
        id: 'guest',
        Component: GuestOnly,
        children: [
          { id: 'login', path: 'login', Component: LoginRoute },
          { id: 'register', path: 'register/:code', Component: RegisterCodeRoute },
          { path: 'signup', element: <Navigate to="/signup/step/1" replace /> },
          { id: 'signup.step1', path: 'signup/step/1', Component: SignupStep1Route },
          { id: 'signup.step2', path: 'signup/step/2', Component: SignupStep2Route },
          { id: 'signup.step3', path: 'signup/step/3', Component: SignupStep3Route },
          { path: 'forgot', element: <Navigate to="/forgot/step/1" replace /> },
          { id: 'forgot.step1', path: 'forgot/step/1', Component: ForgotStep1Route },
          { id: 'forgot.step2', path: 'forgot/step/2', Component: ForgotStep2Route },
          { id: 'forgot.step3', path: 'forgot/step/3', Component: ForgotStep3Route },
          { id: 'forgot.code', path: 'forgot/:code', Component: ForgotCodeRoute },
        ],
      },
      { id: 'login.success', path: 'login/success', Component: LoginSuccessRoute },
      { id: 'social', path: 'social', Component: SocialRoute },
      { id: 'deleted', path: 'profile/:code', Component: ProfileDeletedRoute },
      { path: 'profile', element: <Navigate to="/login" replace /> },
      { id: '404', path: '404', Component: NotFoundRoute },
      { id: 'not-found', path: '*', Component: NotFoundRoute },
    ],
  },
  {
    id: 'dashboard',
    path: '/dashboard',
    Component: RequireStaff,
    children: [
      {
        id: 'dashboard.shell',
        Component: DashboardLayout,
        children: [
          { id: 'dashboard.home', index: true, Component: DashboardHomeRoute },
          { id: 'dashboard.account', path: 'account', Component: AccountRoute },
          ...DASHBOARD_SECTIONS.map((section) => ({
            id: `dashboard.${section.path}`,
            path: section.path,
            element: <ComingSoonRoute section={section} />,
          })),
        ],
      },
    ],
  },
]);
