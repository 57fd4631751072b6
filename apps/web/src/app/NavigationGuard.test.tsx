import type { Role } from '@fitmarket/core/limits';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { AUTH_TOKEN_STORAGE_KEY } from '@fitmarket/ui/lib/authToken';
import { intendedRoute } from '@fitmarket/ui/lib/intendedRoute';
import {
  deferred,
  type FakeAnswer,
  failure,
  fakeApi,
  ok,
  type SeenRequest,
} from '@fitmarket/ui/testing/fakeApi';
import { act, screen, waitFor } from '@testing-library/react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SessionNotice } from '../features/landing/components/SessionNotice';
import { useMe } from '../lib/me';
import type { RouteFlags } from '../lib/routeFlags';
import { passedErrors } from '../lib/routeState';
import { fakeMe, renderRoutes } from '../test/renderRoutes';
import { NavigationGuard } from './NavigationGuard';

const SIGN_IN_REQUIRED = 'You have to sign in to access this page';
const TOKEN = 'stored-token';

/** Home as the guard's redirects see it: the landing page's notice, and who is signed in. */
function Home() {
  const me = useMe();
  return (
    <>
      <SessionNotice />
      <h1>Home page</h1>
      {me.data && <p>Signed in as {me.data.first_name}</p>}
    </>
  );
}

const guestOnly: RouteFlags = { guestOnly: true };
const auth: RouteFlags = { auth: true };
/** No marketplace page is admin-only yet (SPEC §2 names none): this route exists only here. */
const adminOnly: RouteFlags = { adminOnly: true };
const refreshToken: RouteFlags = { refreshToken: true };

/** The guard where RootLayout puts it, around routes flagged as in app/router.tsx. */
const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <NavigationGuard>
        <Outlet />
      </NavigationGuard>
    ),
    children: [
      { index: true, element: <Home /> },
      { path: 'signin', handle: guestOnly, element: <h1>Sign-in page</h1> },
      { path: 'account/settings', handle: auth, element: <h1>Settings page</h1> },
      { path: 'admin', handle: adminOnly, element: <h1>Admin page</h1> },
      { path: 'refresh', handle: refreshToken, element: <Navigate to="/" replace /> },
      { path: 'page/terms', element: <h1>Terms page</h1> },
    ],
  },
];

function signIn(): void {
  localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, TOKEN);
}

function answerMe(answer: FakeAnswer | (() => FakeAnswer | Promise<FakeAnswer>)) {
  return fakeApi({ 'GET /v1/me': answer });
}

/** How many times GET /v1/me was asked (StrictMode may ask twice, as in development). */
function meRequests(seen: readonly SeenRequest[]): number {
  return seen.filter((request) => request.path === '/v1/me').length;
}

async function expectSentHomeToSignIn(router: { state: { location: { pathname: string } } }) {
  expect(await screen.findByText(SIGN_IN_REQUIRED)).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Home page' })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/');
}

describe('NavigationGuard, signed out', () => {
  it('sends a guest on an auth route home to sign in, remembering the page', async () => {
    const seen = fakeApi({});
    const { router } = renderRoutes(routes, '/account/settings?tab=password');
    await expectSentHomeToSignIn(router);
    expect(screen.queryByText('Settings page')).toBeNull();
    expect(intendedRoute()).toBe('/account/settings?tab=password');
    expect(seen).toEqual([]);
  });

  it('shows a guest-only route to a guest', async () => {
    const seen = fakeApi({});
    renderRoutes(routes, '/signin');
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeTruthy();
    expect(seen).toEqual([]);
  });

  it('shows a page for anybody to a guest, with no notice', async () => {
    fakeApi({});
    renderRoutes(routes, '/page/terms');
    expect(await screen.findByRole('heading', { name: 'Terms page' })).toBeTruthy();
    expect(screen.queryByText(SIGN_IN_REQUIRED)).toBeNull();
    expect(intendedRoute()).toBeNull();
  });

  it('sends a guest on an admin-only route home to sign in, remembering the page', async () => {
    const seen = fakeApi({});
    const { router } = renderRoutes(routes, '/admin');
    await expectSentHomeToSignIn(router);
    expect(screen.queryByText('Admin page')).toBeNull();
    expect(intendedRoute()).toBe('/admin');
    expect(seen).toEqual([]);
  });

  it('sends a guest on the refresh route home without asking the server', async () => {
    const seen = fakeApi({});
    const { router } = renderRoutes(routes, '/refresh');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText(SIGN_IN_REQUIRED)).toBeNull();
    expect(seen).toEqual([]);
  });
});

describe('NavigationGuard, signed in', () => {
  it('checks the stored token with GET /v1/me and shows an auth route', async () => {
    signIn();
    const seen = answerMe(ok(fakeMe('customer')));
    renderRoutes(routes, '/account/settings');
    expect(await screen.findByRole('heading', { name: 'Settings page' })).toBeTruthy();
    expect(seen).toContainEqual({
      method: 'GET',
      path: '/v1/me',
      authorization: `Bearer ${TOKEN}`,
    });
  });

  it('sends a signed-in user on a guest-only route home', async () => {
    signIn();
    answerMe(ok(fakeMe('customer')));
    const { router } = renderRoutes(routes, '/signin');
    expect(await screen.findByText('Signed in as Aino')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText('Sign-in page')).toBeNull();
    expect(screen.queryByText(SIGN_IN_REQUIRED)).toBeNull();
  });

  it.each<Role>(['customer', 'professional'])(
    'sends a %s on an admin-only route home',
    async (role) => {
      signIn();
      answerMe(ok(fakeMe(role)));
      const { router } = renderRoutes(routes, '/admin');
      expect(await screen.findByText('Signed in as Aino')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/');
      expect(screen.queryByText('Admin page')).toBeNull();
      expect(screen.queryByText(SIGN_IN_REQUIRED)).toBeNull();
    },
  );

  it.each<Role>(['admin', 'owner'])('shows an admin-only route to an %s', async (role) => {
    signIn();
    answerMe(ok(fakeMe(role)));
    const { router } = renderRoutes(routes, '/admin');
    expect(await screen.findByRole('heading', { name: 'Admin page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('shows nothing of an admin-only route while the user is loading', async () => {
    signIn();
    const answer = deferred<FakeAnswer>();
    answerMe(() => answer.promise);
    renderRoutes(routes, '/admin');
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.queryByText('Admin page')).toBeNull();
    answer.resolve(ok(fakeMe('admin')));
    expect(await screen.findByRole('heading', { name: 'Admin page' })).toBeTruthy();
  });

  it('loads the user again on the refresh route, and only then goes home', async () => {
    signIn();
    let next: FakeAnswer | Promise<FakeAnswer> = ok(fakeMe('customer'));
    const seen = answerMe(() => next);
    const { router } = renderRoutes(routes, '/account/settings');
    expect(await screen.findByRole('heading', { name: 'Settings page' })).toBeTruthy();
    const loadsBefore = meRequests(seen);

    const reload = deferred<FakeAnswer>();
    next = reload.promise;
    await router.navigate('/refresh');
    await waitFor(() => expect(meRequests(seen)).toBeGreaterThan(loadsBefore));
    // The reload has not answered yet: still on the refresh route.
    expect(router.state.location.pathname).toBe('/refresh');
    expect(screen.getByRole('status')).toBeTruthy();

    reload.resolve(ok(fakeMe('customer', { first_name: 'Renamed' })));
    expect(await screen.findByText('Signed in as Renamed')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('drops a token the server answers 401 (1091) to, and treats the visitor as a guest', async () => {
    signIn();
    const seen = answerMe(failure(401, 1091, 'Your session is not valid. Please sign in again.'));
    const { router } = renderRoutes(routes, '/account/settings');
    await expectSentHomeToSignIn(router);
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(intendedRoute()).toBe('/account/settings');
    expect(screen.queryByText('Settings page')).toBeNull();
    // As a guest, home does not ask who is signed in.
    const loads = meRequests(seen);
    await new Promise((settle) => setTimeout(settle, 50));
    expect(meRequests(seen)).toBe(loads);
  });

  it('signs a user blocked meanwhile out of the open tab, whichever request met the block, and says why', async () => {
    signIn();
    const reason = 'Your account has been blocked. Reason: “Spam in messages.”';
    fakeApi({
      'GET /v1/me': ok(fakeMe('customer')),
      'GET /v1/notifications': failure(403, 1311, reason),
    });
    const { router } = renderRoutes(routes, '/account/settings');
    expect(await screen.findByRole('heading', { name: 'Settings page' })).toBeTruthy();
    // The bell asks next: the account was blocked meanwhile.
    await act(() => apiRequest('/v1/notifications', { schema: z.unknown() }).catch(() => null));
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/signin');
    expect(passedErrors(router.state.location.state)).toEqual([{ code: 1311, message: reason }]);
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(screen.queryByText('Settings page')).toBeNull();
  });

  it('shows a guest-only route once a rejected token is dropped', async () => {
    signIn();
    answerMe(failure(401, 1091));
    const { router } = renderRoutes(routes, '/signin');
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull());
    expect(router.state.location.pathname).toBe('/signin');
  });
});
