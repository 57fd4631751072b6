import { loadSectionMessages, TEXT_SECTIONS } from '@fitmarket/core/i18n/resources';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, type AppProvidersProps } from '../AppProviders';
import { createI18n } from '../lib/i18n';
import { everyText } from './texts';

/**
 * Every text section in English, loaded once for all tests: components are tested on their
 * own, without the route that loads their section in the app.
 */
const englishSections = Object.fromEntries(
  await Promise.all(
    TEXT_SECTIONS.map(async (section) => [section, await loadSectionMessages(section, 'en')]),
  ),
);

function createTestI18n() {
  const i18n = createI18n(everyText);
  i18n.addResourceBundle('en', 'translation', englishSections, true, false);
  return i18n;
}

/** `routes` in a memory router at `path`, inside the providers an app's main.tsx gives it. */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  appNameKey: AppProvidersProps['appNameKey'],
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <StrictMode>
      <AppProviders i18n={createTestI18n()} appNameKey={appNameKey}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  return { router, ...view };
}
