import { backofficeTexts } from '@fitmarket/core/i18n/resources';
import { AppProviders } from '@fitmarket/ui/AppProviders';
import { loadI18n } from '@fitmarket/ui/lib/i18n';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router';
import { routes } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

function Routes() {
  return useRoutes(routes);
}

// The visitor's language first, so a Finnish visitor never sees English.
const i18n = await loadI18n(backofficeTexts);
createRoot(container).render(
  <StrictMode>
    <AppProviders i18n={i18n} appNameKey="backoffice.appName">
      <BrowserRouter>
        {/* Only the first page waits here; later ones load while the current one stays. */}
        <Suspense>
          <Routes />
        </Suspense>
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
