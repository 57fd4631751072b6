import { AUTH_TOKEN_STORAGE_KEY } from '@fitmarket/ui/lib/authToken';
import { failure, fakeApi, ok } from '@fitmarket/ui/testing/fakeApi';
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeMe, renderRoutes } from '../../../test/renderRoutes';
import { ConfirmSignUpRoute } from './ConfirmSignUpRoute';

const routes: RouteObject[] = [
  { path: '/', element: <h1>Home page</h1> },
  { path: '/signup', element: <h1>Sign-up page</h1> },
  { path: '/signup/confirm/:code', Component: ConfirmSignUpRoute },
];

const USED_LINK = failure(404, 1314, 'This sign-up link is broken or has expired.');

describe('ConfirmSignUpRoute', () => {
  it('tells a signed-in user opening a used link that the address is confirmed, and lets them go on', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'stored-token');
    fakeApi({
      'POST /v1/auth/confirm': USED_LINK,
      'GET /v1/me': ok(fakeMe('customer', { email: 'aino@example.com' })),
    });
    renderRoutes(routes, '/signup/confirm/used-code');
    expect(
      await screen.findByRole('heading', { name: 'Your email address is already confirmed' }),
    ).toBeTruthy();
    expect(screen.getByText('You are signed in as aino@example.com.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('link', { name: 'Sign up again' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers a guest with a broken link to sign up again or get a new link', async () => {
    fakeApi({ 'POST /v1/auth/confirm': USED_LINK });
    renderRoutes(routes, '/signup/confirm/used-code');
    expect(
      await screen.findByRole('heading', { name: 'We could not confirm your email address' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up again' }).getAttribute('href')).toBe(
      '/signup',
    );
  });
});
