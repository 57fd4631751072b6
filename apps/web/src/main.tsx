import { webTexts } from '@fitmarket/core/i18n/resources';
import { AppProviders } from '@fitmarket/ui/AppProviders';
import { loadI18n } from '@fitmarket/ui/lib/i18n';
import { loadRoutesFor } from '@fitmarket/ui/lib/lazyRoutes';
import { beginHydration } from '@fitmarket/ui/useHydrated';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import {
  applyDeferredStylesheets,
  languageOfPrerenderedAddress,
  PRERENDERED_ATTRIBUTE,
} from './app/prerendered';
import { routes } from './app/router';
import { serverRenderedPage } from './app/ssr/serverRendered';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
applyDeferredStylesheets();

// The visitor's language and the page's code first, so the first render is the finished page.
const [i18n] = await Promise.all([
  loadI18n(webTexts),
  loadRoutesFor(routes, window.location.pathname),
]);
const addressLanguage = languageOfPrerenderedAddress(container, window.location.pathname);
if (addressLanguage && i18n.language !== addressLanguage)
  await i18n.changeLanguage(addressLanguage);
// The search results and profiles come rendered by the server for a guest, with their data.
const serverRendered = await serverRenderedPage(i18n);
const app = (
  <StrictMode>
    <AppProviders
      i18n={i18n}
      appNameKey="common.productName"
      queryClient={serverRendered?.queryClient}
    >
      <RouterProvider router={createBrowserRouter(routes)} />
    </AppProviders>
  </StrictMode>
);

// The landing page comes already rendered (app/prerender.tsx): React takes over that markup
// when it is in the language shown; anything else is rendered here from scratch.
// Hydrating as a transition lets React yield to the browser every few milliseconds instead of
// holding the main thread for the whole page (the markup is already on screen meanwhile).
if (serverRendered?.hydrate || container.getAttribute(PRERENDERED_ATTRIBUTE) === i18n.language)
  startTransition(() => {
    beginHydration();
    hydrateRoot(container, app);
  });
else createRoot(container).render(app);
