import type { Role } from '@fitmarket/core/limits';
import { AUTH_TOKEN_STORAGE_KEY } from '@fitmarket/ui/lib/authToken';
import { type FakeAnswer, failure, fakeApi, ok } from '@fitmarket/ui/testing/fakeApi';
import { screen, waitFor } from '@testing-library/react';
import { type RouteObject, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DashboardHomeRoute } from '../features/dashboard/routes/DashboardHomeRoute';
import { fakeProfile, renderRoutes } from '../test/renderRoutes';
import { useCurrentStaff } from './currentStaff';
import { GuestOnly, RequireStaff } from './guards';
import { INTENDED_ROUTE_STORAGE_KEY } from './intendedRoute';

const TOKEN = 'stored-token';
const GREETING = 'Hello, Aino!';

/** The login page as far as the guards care: where it is, and the error it was sent. */
function LoginPage() {
  const [params] = useSearchParams();
  const error = params.get('error');
  return (
    <>
      <h1>Login page</h1>
      {error && <p>Login error {error}</p>}
    </>
  );
}

/** A dashboard page reading the staff member the guard hands down. */
function AccountPage() {
  const staff = useCurrentStaff();
  return <h1>Account of {staff.email}</h1>;
}

/** The guards where app/router.tsx puts them. */
const routes: RouteObject[] = [
  {
    path: '/',
    children: [
      { index: true, element: <h1>Home page</h1> },
      {
        Component: GuestOnly,
        children: [
          { path: 'login', Component: LoginPage },
          { path: 'forgot/step/1', element: <h1>Forgot page</h1> },
        ],
      },
    ],
  },
  {
    path: '/dashboard',
    Component: RequireStaff,
    children: [
      { index: true, Component: DashboardHomeRoute },
      { path: 'account', Component: AccountPage },
    ],
  },
];

function signIn(): void {
  localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, TOKEN);
}

function answerMe(answer: FakeAnswer) {
  return fakeApi({ 'GET /v1/admin/me': answer });
}

describe('RequireStaff', () => {
  it('sends a guest to login, remembering the page', async () => {
    const seen = fakeApi({});
    const { router } = renderRoutes(routes, '/dashboard/account?tab=invitations');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(INTENDED_ROUTE_STORAGE_KEY)).toBe(
      '/dashboard/account?tab=invitations',
    );
    expect(seen).toEqual([]);
  });

  it.each<Role>(['admin', 'owner'])('shows the dashboard to an %s', async (role) => {
    signIn();
    const seen = answerMe(ok(fakeProfile(role)));
    const { router } = renderRoutes(routes, '/dashboard');
    expect(await screen.findByRole('heading', { name: GREETING })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(seen).toContainEqual({
      method: 'GET',
      path: '/v1/admin/me',
      authorization: `Bearer ${TOKEN}`,
    });
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe(TOKEN);
  });

  it('hands the loaded profile to the dashboard pages', async () => {
    signIn();
    answerMe(ok(fakeProfile('admin', { email: 'staff@example.com' })));
    renderRoutes(routes, '/dashboard/account');
    expect(
      await screen.findByRole('heading', { name: 'Account of staff@example.com' }),
    ).toBeTruthy();
  });

  it('refuses a customer the server answers 403 (1317) for: signed out to login', async () => {
    signIn();
    answerMe(failure(403, 1317));
    const { router } = renderRoutes(routes, '/dashboard/account');
    expect(await screen.findByText('Login error 1317')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(INTENDED_ROUTE_STORAGE_KEY)).toBe('/dashboard/account');
    expect(screen.queryByRole('heading', { name: /Account of/ })).toBeNull();
  });

  it.each<Role>(['customer', 'professional'])(
    'refuses a %s profile even if the server sends one',
    async (role) => {
      signIn();
      answerMe(ok(fakeProfile(role)));
      const { router } = renderRoutes(routes, '/dashboard');
      expect(await screen.findByText('Login error 1317')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/login');
      expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
      expect(screen.queryByRole('heading', { name: GREETING })).toBeNull();
    },
  );

  it('signs a revoked token (401, 1091) out to login with its code', async () => {
    signIn();
    answerMe(failure(401, 1091, 'Your session is not valid. Please sign in again.'));
    const { router } = renderRoutes(routes, '/dashboard');
    expect(await screen.findByText('Login error 1091')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(INTENDED_ROUTE_STORAGE_KEY)).toBe('/dashboard');
  });
});

describe('GuestOnly', () => {
  it('shows login to a guest without asking the server', async () => {
    const seen = fakeApi({});
    renderRoutes(routes, '/login');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    expect(seen).toEqual([]);
  });

  it.each(['/login', '/forgot/step/1'])(
    'sends a signed-in staff member on %s to the dashboard',
    async (path) => {
      signIn();
      answerMe(ok(fakeProfile('admin')));
      const { router } = renderRoutes(routes, path);
      expect(await screen.findByRole('heading', { name: GREETING })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/dashboard');
    },
  );

  it.each([
    ['revoked', failure(401, 1091)],
    ['not staff', failure(403, 1317)],
  ])('drops a %s token and shows login', async (_kind, answer) => {
    signIn();
    answerMe(answer);
    const { router } = renderRoutes(routes, '/login');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull());
    expect(router.state.location.pathname).toBe('/login');
  });
});
