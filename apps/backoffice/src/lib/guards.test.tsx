import { errorText } from '@fitmarket/core/errors/error-text';
import type { Role } from '@fitmarket/core/limits';
import { AUTH_TOKEN_STORAGE_KEY } from '@fitmarket/ui/lib/authToken';
import { intendedRoute } from '@fitmarket/ui/lib/intendedRoute';
import {
  type FakeAnswer,
  failure,
  fakeApi,
  ok,
  type SeenRequest,
} from '@fitmarket/ui/testing/fakeApi';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../app/router';
import { fakeProfile, renderRoutes } from '../test/renderRoutes';

/**
 * The guards (RequireStaff, GuestOnly) as the back-office really has them: the routes of
 * app/router.tsx with their real pages, so a guard moved, dropped or put on the wrong route
 * fails here. Only the API is fake.
 */

const TOKEN = 'stored-token';
const GREETING = 'Hello, Aino!';
const LOGIN_TITLE = 'Log in to the back-office';
const STAFF_ONLY = errorText(1317, 'en');

function signIn(): void {
  localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, TOKEN);
}

/** The guards' own requests; the login page itself asks for the sign-in providers. */
function profileRequests(seen: readonly SeenRequest[]) {
  return seen.filter((request) => request.path === '/v1/admin/me');
}

function answerMe(answer: FakeAnswer) {
  return fakeApi({
    'GET /v1/admin/me': answer,
    'GET /v1/admin/invitations': ok([]),
  });
}

async function expectLoginWith(
  view: ReturnType<typeof renderRoutes>,
  error: { code: number; text: string } | null,
) {
  expect(await screen.findByRole('heading', { name: LOGIN_TITLE })).toBeTruthy();
  expect(view.router.state.location.pathname).toBe('/login');
  if (error) {
    expect(view.router.state.location.search).toBe(`?error=${error.code}`);
    expect(await screen.findByText(error.text)).toBeTruthy();
  }
}

describe('the /dashboard guard (RequireStaff)', () => {
  it('sends a guest to login, remembering the page, without asking the server', async () => {
    const seen = fakeApi({});
    const view = renderRoutes(routes, '/dashboard/account?tab=invitations');
    await expectLoginWith(view, null);
    expect(intendedRoute()).toBe('/dashboard/account?tab=invitations');
    expect(profileRequests(seen)).toEqual([]);
  });

  it.each<Role>(['admin', 'owner'])('opens the dashboard to an %s', async (role) => {
    signIn();
    const seen = answerMe(ok(fakeProfile(role)));
    const view = renderRoutes(routes, '/dashboard');
    expect(await screen.findByRole('heading', { name: GREETING })).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/dashboard');
    expect(seen).toContainEqual({
      method: 'GET',
      path: '/v1/admin/me',
      authorization: `Bearer ${TOKEN}`,
    });
  });

  it('guards every dashboard page, e.g. the account page', async () => {
    signIn();
    answerMe(ok(fakeProfile('admin', { email: 'staff@example.com' })));
    renderRoutes(routes, '/dashboard/account');
    expect(await screen.findByDisplayValue('staff@example.com')).toBeTruthy();
  });

  it('tells a customer the server refuses (403, 1317) that the back-office is for staff', async () => {
    signIn();
    answerMe(failure(403, 1317, STAFF_ONLY));
    const view = renderRoutes(routes, '/dashboard/account');
    await expectLoginWith(view, { code: 1317, text: STAFF_ONLY });
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(intendedRoute()).toBe('/dashboard/account');
    expect(screen.queryByText(errorText(1002, 'en'))).toBeNull();
  });

  it.each<Role>(['customer', 'professional'])(
    'refuses a %s profile even if the server sends one, saying the back-office is for staff',
    async (role) => {
      signIn();
      answerMe(ok(fakeProfile(role)));
      const view = renderRoutes(routes, '/dashboard');
      await expectLoginWith(view, { code: 1317, text: STAFF_ONLY });
      expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
      expect(screen.queryByRole('heading', { name: GREETING })).toBeNull();
    },
  );

  it('signs a revoked token (401, 1091) out to login with its reason', async () => {
    signIn();
    answerMe(failure(401, 1091, errorText(1091, 'en')));
    const view = renderRoutes(routes, '/dashboard');
    await expectLoginWith(view, { code: 1091, text: errorText(1091, 'en') });
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(intendedRoute()).toBe('/dashboard');
  });
});

describe('the guest-only pages (GuestOnly)', () => {
  it('shows login to a guest without asking the server', async () => {
    const seen = fakeApi({});
    await expectLoginWith(renderRoutes(routes, '/login'), null);
    expect(profileRequests(seen)).toEqual([]);
  });

  it.each(['/login', '/signup/step/1', '/forgot/step/1', '/register/some-code'])(
    'sends a signed-in staff member on %s to the dashboard',
    async (path) => {
      signIn();
      answerMe(ok(fakeProfile('admin')));
      const view = renderRoutes(routes, path);
      expect(await screen.findByRole('heading', { name: GREETING })).toBeTruthy();
      expect(view.router.state.location.pathname).toBe('/dashboard');
    },
  );

  it.each([
    ['revoked', failure(401, 1091)],
    ['not staff', failure(403, 1317)],
  ])('drops a %s token and shows login', async (_kind, answer) => {
    signIn();
    answerMe(answer);
    const view = renderRoutes(routes, '/login');
    await expectLoginWith(view, null);
    await waitFor(() => expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull());
  });

  it('lets anybody see the pages that are not guarded', async () => {
    fakeApi({});
    renderRoutes(routes, '/404');
    expect(await screen.findByRole('heading', { name: 'Sorry - 404' })).toBeTruthy();
  });
});
