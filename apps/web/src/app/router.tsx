import { WEB_LINKS } from '@fitmarket/core/links';
import { createBrowserRouter, Navigate } from 'react-router';
import { AccountDeletedRoute } from '../features/account/routes/AccountDeletedRoute';
import { SettingsRoute } from '../features/account/routes/SettingsRoute';
import { ConfirmSignUpRoute } from '../features/auth/routes/ConfirmSignUpRoute';
import { SignInRoute } from '../features/auth/routes/SignInRoute';
import { SignUpRoute } from '../features/auth/routes/SignUpRoute';
import { SocialCallbackRoute } from '../features/auth/routes/SocialCallbackRoute';
import { SocialSignUpRoute } from '../features/auth/routes/SocialSignUpRoute';
import { LandingRoute } from '../features/landing/routes/LandingRoute';
import { LegalRoute } from '../features/legal/routes/LegalRoute';
import { NotFoundRoute } from '../features/not-found/routes/NotFoundRoute';
import { PasswordResetCodeRoute } from '../features/password-reset/routes/PasswordResetCodeRoute';
import { PasswordResetRoute } from '../features/password-reset/routes/PasswordResetRoute';
import type { RouteFlags } from '../lib/routeFlags';
import { RootLayout } from './RootLayout';

const guestOnly: RouteFlags = { guestOnly: true };
const auth: RouteFlags = { auth: true };
const refreshToken: RouteFlags = { refreshToken: true };

/** A WEB_LINKS path (which ends where the code goes) as a route path with `:code`. */
const withCode = (link: string) => `${link.slice(1)}:code`;

/**
 * Route ids are the route names of SPEC §2 ("dashboard.home" is the landing page); `handle`
 * holds the flags NavigationGuard acts on. The e-mailed links (WEB_LINKS) open the `:code` routes.
 */
export const router = createBrowserRouter([
  {
    path: '/',
    Component: RootLayout,
    children: [
      { id: 'dashboard.home', index: true, Component: LandingRoute },
      { id: 'auth.signin', path: 'signin', handle: guestOnly, Component: SignInRoute },
      { id: 'auth.signup', path: 'signup', handle: guestOnly, Component: SignUpRoute },
      {
        id: 'auth.signup.confirm',
        path: withCode(WEB_LINKS.confirmSignup),
        Component: ConfirmSignUpRoute,
      },
      {
        id: 'auth.signup.social',
        path: withCode(WEB_LINKS.socialSignup),
        handle: guestOnly,
        Component: SocialSignUpRoute,
      },
      { id: 'auth.social', path: WEB_LINKS.social.slice(1), Component: SocialCallbackRoute },
      {
        id: 'auth.password-reset',
        path: 'password-reset',
        handle: guestOnly,
        Component: PasswordResetRoute,
      },
      {
        id: 'auth.password-reset.code',
        path: withCode(WEB_LINKS.resetPassword),
        handle: guestOnly,
        Component: PasswordResetCodeRoute,
      },
      // A signed-in user is reloaded and sent home by the guard; a guest just goes home.
      {
        id: 'auth.refresh',
        path: 'refresh',
        handle: refreshToken,
        element: <Navigate to="/" replace />,
      },
      {
        id: 'account.deleted',
        path: withCode(WEB_LINKS.deleteAccount),
        Component: AccountDeletedRoute,
      },
      { id: 'account.settings', path: 'account/settings', handle: auth, Component: SettingsRoute },
      { id: 'page.terms', path: 'page/terms', element: <LegalRoute document="terms" /> },
      { id: 'page.privacy', path: 'page/privacy', element: <LegalRoute document="privacy" /> },
      { id: 'not-found', path: '*', Component: NotFoundRoute },
    ],
  },
]);
