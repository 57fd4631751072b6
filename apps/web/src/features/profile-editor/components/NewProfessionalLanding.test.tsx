import type { TOwnProfessionalProfile } from '@fitmarket/core/api/professional-profile';
import { AUTH_TOKEN_STORAGE_KEY } from '@fitmarket/ui/lib/authToken';
import { fakeApi, ok } from '@fitmarket/ui/testing/fakeApi';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { isMarkedSignedIn, markSignedIn } from '../../../lib/signInLanding';
import { fakeMe, renderRoutes } from '../../../test/renderRoutes';
import { completeProfile, fakeProfile } from '../test/fakeProfile';
import { NewProfessionalLanding } from './NewProfessionalLanding';

const routes = [
  {
    path: '/',
    element: (
      <>
        <NewProfessionalLanding />
        <h1>Home page</h1>
      </>
    ),
  },
  { path: '/account/fast-registration', element: <h1>Fast registration</h1> },
  {
    path: '/memberships',
    element: (
      <>
        <NewProfessionalLanding />
        <h1>Memberships</h1>
      </>
    ),
  },
];

function signedInAs(
  role: 'customer' | 'professional',
  profile?: TOwnProfessionalProfile,
  at = '/',
) {
  localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'stored-token');
  fakeApi({
    'GET /v1/me': ok(fakeMe(role)),
    ...(profile && { 'GET /v1/me/professional': ok(profile) }),
  });
  return renderRoutes(routes, at);
}

describe('NewProfessionalLanding', () => {
  beforeEach(() => markSignedIn());

  it('sends a professional with an unfinished, unpublished profile to the fast registration', async () => {
    signedInAs('professional', fakeProfile());
    expect(await screen.findByRole('heading', { name: 'Fast registration' })).toBeTruthy();
    expect(isMarkedSignedIn()).toBe(false);
  });

  it('leaves a new professional who went on to another page before the account loaded there', async () => {
    const { router } = signedInAs('professional', fakeProfile(), '/memberships');
    await waitFor(() => expect(isMarkedSignedIn()).toBe(false));
    expect(router.state.location.pathname).toBe('/memberships');
  });

  it('leaves a professional with a complete profile at home', async () => {
    signedInAs('professional', completeProfile());
    await waitFor(() => expect(isMarkedSignedIn()).toBe(false));
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeTruthy();
  });

  it('leaves a customer at home without asking for a profile', async () => {
    const { router } = signedInAs('customer');
    await waitFor(() => expect(isMarkedSignedIn()).toBe(false));
    expect(router.state.location.pathname).toBe('/');
  });
});
