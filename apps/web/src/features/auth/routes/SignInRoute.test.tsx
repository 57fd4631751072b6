import { fakeApi } from '@fitmarket/ui/testing/fakeApi';
import { act, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/renderRoutes';
import { SignInRoute } from './SignInRoute';

const routes: RouteObject[] = [
  { path: '/', element: <h1>Home page</h1> },
  { path: '/signin', element: <SignInRoute /> },
];

describe('SignInRoute', () => {
  it('says why a session ended when the page before passed the reason', async () => {
    fakeApi({});
    const { router } = renderRoutes(routes, '/');
    const reason = 'Your account has been blocked. Reason: “Spam in messages.”';
    await act(() =>
      router.navigate('/signin', { state: { errors: [{ code: 1311, message: reason }] } }),
    );
    expect(await screen.findByText(reason)).toBeTruthy();
  });
});
