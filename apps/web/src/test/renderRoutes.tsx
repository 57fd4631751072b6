import type { TMe } from '@fitmarket/core/api/auth';
import type { Role } from '@fitmarket/core/limits';
import { resolvedPreferences } from '@fitmarket/core/rules/notifications';
import { renderRoutes as renderAppRoutes } from '@fitmarket/ui/testing/renderRoutes';
import type { RouteObject } from 'react-router';

/** `routes` in a memory router at `path`, inside this app's providers. */
export function renderRoutes(routes: RouteObject[], path: string) {
  return renderAppRoutes(routes, path, 'common.productName');
}

/** A GET /v1/me user as the API sends it. */
export function fakeMe(role: Role, overrides: Partial<TMe> = {}): TMe {
  return {
    id: 7,
    email: `${role}@example.com`,
    role,
    first_name: 'Aino',
    last_name: 'Virtanen',
    slug: null,
    image: null,
    email_notifications: true,
    notification_preferences: resolvedPreferences({}),
    language: 'en',
    membership_id: 1,
    has_password: true,
    created_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
