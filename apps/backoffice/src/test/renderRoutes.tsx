import type { TAdminProfile } from '@fitmarket/core/api/auth';
import type { Role } from '@fitmarket/core/limits';
import { renderRoutes as renderAppRoutes } from '@fitmarket/ui/testing/renderRoutes';
import type { RouteObject } from 'react-router';

/** `routes` in a memory router at `path`, inside this app's providers. */
export function renderRoutes(routes: RouteObject[], path: string) {
  return renderAppRoutes(routes, path, 'backoffice.appName');
}

/** A GET /v1/admin/me profile as the API sends it. */
export function fakeProfile(role: Role, overrides: Partial<TAdminProfile> = {}): TAdminProfile {
  return {
    id: 3,
    first_name: 'Aino',
    last_name: 'Virtanen',
    email: `${role}@example.com`,
    email_notifications: true,
    image: null,
    role,
    description: '',
    language: 'en',
    defaultCompany: null,
    currentCompany: null,
    ...overrides,
  };
}
