import { AppProviders } from '@fitmarket/ui/AppProviders';
import { createI18n } from '@fitmarket/ui/lib/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { router } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders i18n={createI18n()} appNameKey="backoffice.appName">
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
