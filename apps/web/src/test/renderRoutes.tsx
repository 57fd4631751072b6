import type { TMe } from '@fitmarket/core/api/auth';
import type { Role } from '@fitmarket/core/limits';
import { AppProviders } from '@fitmarket/ui/AppProviders';
import { createI18n } from '@fitmarket/ui/lib/i18n';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';

/** `routes` in a memory router at `path`, inside the providers main.tsx gives the app. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <StrictMode>
      <AppProviders i18n={createI18n()} appNameKey="common.productName">
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  return { router, ...view };
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
    language: 'en',
    membership_id: 1,
    has_password: true,
    created_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
