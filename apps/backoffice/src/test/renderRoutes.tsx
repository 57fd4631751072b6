import type { TAdminProfile } from '@fitmarket/core/api/auth';
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
      <AppProviders i18n={createI18n()} appNameKey="backoffice.appName">
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  return { router, ...view };
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
