import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, type AppProvidersProps } from '../AppProviders';
import { createI18n } from '../lib/i18n';

/** `routes` in a memory router at `path`, inside the providers an app's main.tsx gives it. */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  appNameKey: AppProvidersProps['appNameKey'],
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <StrictMode>
      <AppProviders i18n={createI18n()} appNameKey={appNameKey}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  return { router, ...view };
}
