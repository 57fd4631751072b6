import { webTexts } from '@fitmarket/core/i18n/resources';
import { DEFAULT_LANGUAGE, type Language, SUPPORTED_LANGUAGES } from '@fitmarket/core/language';
import { AppProviders } from '@fitmarket/ui/AppProviders';
import { loadI18nFor } from '@fitmarket/ui/lib/i18n';
import { loadRoutesFor } from '@fitmarket/ui/lib/lazyRoutes';
import { StrictMode } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { PrerenderedPage } from '../../../../vite.spa.ts';
import { PRERENDERED_ATTRIBUTE } from './prerendered';
import { routes } from './router';
import { renderWhole } from './ssr/renderWhole';

const LANDING_PATH = '/';

async function landingPage(language: Language) {
  const i18n = await loadI18nFor(webTexts, language);
  const page = () => (
    <StrictMode>
      <AppProviders i18n={i18n} appNameKey="common.productName">
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: [LANDING_PATH] })} />
      </AppProviders>
    </StrictMode>
  );
  return { i18n, page };
}

/**
 * The landing page in every language, rendered at build time (vite.spa.ts runs this after the
 * browser build), so a visitor sees the header, the hero and the footer before any JavaScript
 * has run; main.tsx then hydrates it. It is what a guest sees before the landing data arrives:
 * the professionals come in their placeholders and fill in on the client.
 */
export async function prerender(): Promise<PrerenderedPage[]> {
  await loadRoutesFor(routes, LANDING_PATH);
  return Promise.all(
    SUPPORTED_LANGUAGES.map(async (language) => {
      const { i18n, page } = await landingPage(language);
      const markup = await renderWhole(page);
      const t = i18n.getFixedT(language);
      return {
        file: `index.${language}.html`,
        lang: language,
        // As usePageTitle writes it once the page runs.
        title: `${t('web.landing.pageTitle')} · ${t('common.productName')}`,
        description: t('web.landing.heroLead'),
        root: `<div id="root" ${PRERENDERED_ATTRIBUTE}="${language}">${markup}</div>`,
        modules: [
          'src/features/landing/routes/LandingRoute.tsx',
          // Only English texts are bundled: the others would be fetched after the app starts.
          ...(language === DEFAULT_LANGUAGE
            ? []
            : [`../../packages/core/src/i18n/${language}/web.ts`]),
        ],
      };
    }),
  );
}
