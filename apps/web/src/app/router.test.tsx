import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeFlags } from '../lib/routeFlags';
import { routes } from './router';

/** The routes by id, flattened, so each one's flags can be read as the guard reads them. */
function routesById(routes: readonly RouteObject[], found = new Map<string, RouteObject>()) {
  for (const route of routes) {
    if (route.id) found.set(route.id, route);
    if (route.children) routesById(route.children, found);
  }
  return found;
}

/** The guard's tests use routes flagged like these; this keeps the two from drifting apart. */
describe('marketplace routes (SPEC §2)', () => {
  const byId = routesById(routes);
  const flagsOf = (id: string) => routeFlags([byId.get(id)?.handle]);

  it.each([
    'auth.signin',
    'auth.signup',
    'auth.signup.social',
    'auth.password-reset',
    'auth.password-reset.code',
  ])('%s is guest-only', (id) => {
    expect(flagsOf(id)).toEqual({ guestOnly: true });
  });

  it.each(['account.settings', 'account.following', 'feedback', 'feedback.fi'])(
    '%s needs a signed-in user',
    (id) => {
      expect(flagsOf(id)).toEqual({ auth: true });
    },
  );

  it('auth.refresh reloads the user', () => {
    expect(flagsOf('auth.refresh')).toEqual({ refreshToken: true });
  });

  it.each([
    'dashboard.home',
    'auth.signup.confirm',
    'auth.social',
    'account.deleted',
    'page.terms',
    'page.privacy',
    'ProfessionalsSingle.en',
    'ProfessionalsSingle.fi',
    'landing.customers',
    'landing.customers.fi',
    'landing.professionals',
    'landing.professionals.fi',
    'memberships',
    'memberships.fi',
    'landing.testers',
    'landing.testers.fi',
    'not-found',
  ])('%s is open to anybody', (id) => {
    expect(byId.has(id)).toBe(true);
    expect(flagsOf(id)).toEqual({});
  });
});
