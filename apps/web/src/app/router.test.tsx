import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeFlags } from '../lib/routeFlags';
import { routes } from './router';

/**
 * The routes by id, flattened, each with its ancestors' handles and its own, so each one's flags
 * can be read as the guard reads them.
 */
function handlesById(
  routes: readonly RouteObject[],
  above: readonly unknown[] = [],
  found = new Map<string, unknown[]>(),
) {
  for (const route of routes) {
    const handles = [...above, route.handle];
    if (route.id) found.set(route.id, handles);
    if (route.children) handlesById(route.children, handles, found);
  }
  return found;
}

/** The guard's tests use routes flagged like these; this keeps the two from drifting apart. */
describe('marketplace routes (SPEC §2)', () => {
  const byId = handlesById(routes);
  const flagsOf = (id: string) => routeFlags(byId.get(id) ?? []);

  it.each([
    'auth.signin',
    'auth.signup',
    'auth.signup.social',
    'auth.password-reset',
    'auth.password-reset.code',
  ])('%s is guest-only', (id) => {
    expect(flagsOf(id)).toEqual({ guestOnly: true });
  });

  it.each([
    'account.settings',
    'account.following',
    'account.bookings',
    'account.availability',
    'account.bookings-history',
    'account.basic-info',
    'account.services',
    'account.locations',
    'account.certificates',
    'account.photos',
    'account.fast-registration',
    'feedback',
    'feedback.fi',
  ])('%s needs a signed-in user', (id) => {
    expect(flagsOf(id)).toEqual({ auth: true });
  });

  it('auth.refresh reloads the user', () => {
    expect(flagsOf('auth.refresh')).toEqual({ refreshToken: true });
  });

  it.each([
    'dashboard.home',
    'dashboard.home.fi',
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
    'booking.new',
    'not-found',
  ])('%s is open to anybody', (id) => {
    expect(byId.has(id)).toBe(true);
    expect(flagsOf(id)).toEqual({});
  });
});
