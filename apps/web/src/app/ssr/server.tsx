import type { TextSection } from '@fitmarket/core/i18n/resources';
import { webTexts } from '@fitmarket/core/i18n/resources';
import type { Language } from '@fitmarket/core/language';
import { parseSearchParams, searchRequest } from '@fitmarket/core/rules/search-url';
import { jsonForScript, type PageRenderer } from '@fitmarket/core/server-render';
import { AppProviders, createQueryClient } from '@fitmarket/ui/AppProviders';
import { addSection, loadI18nFor } from '@fitmarket/ui/lib/i18n';
import { loadRoutesFor } from '@fitmarket/ui/lib/lazyRoutes';
import { dehydrate, type QueryKey } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { StrictMode } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { publicSocialKey } from '../../features/public-profile/api/social';
import { professionalSearchKey, RESULTS_PER_PAGE } from '../../features/search/api/search';
import { boostedRequest, sponsoredKey } from '../../features/search/api/sponsored';
import { profileKey } from '../../lib/professionals';
import { routes } from '../router';
import { renderWhole } from './renderWhole';
import { SERVER_RENDERED_ATTRIBUTE, SERVER_STATE_ID, type ServerState } from './serverState';

/**
 * The search results and the public profile rendered per request with the app's own components
 * and the data the API found for them, as a guest sees them (the API imports this module built
 * for Node: core server-render.ts). The browser hydrates that markup (ssr/adoptServerState.ts).
 */

/** One texts instance per language: a render only reads it (renderToString runs no effects). */
const texts = new Map<Language, Promise<i18n>>();

async function textsFor(language: Language, sections: readonly TextSection[]): Promise<i18n> {
  let instance = texts.get(language);
  if (!instance) {
    instance = loadI18nFor(webTexts, language);
    texts.set(language, instance);
  }
  const ready = await instance;
  await Promise.all(
    sections
      .filter((section) => ready.getResource(language, 'translation', section) === undefined)
      .map((section) => addSection(ready, section, language)),
  );
  return ready;
}

async function renderPage(
  url: string,
  language: Language,
  sections: TextSection[],
  queries: [QueryKey, unknown][],
): Promise<string> {
  const [i18n] = await Promise.all([
    textsFor(language, sections),
    loadRoutesFor(routes, new URL(url, 'http://localhost').pathname),
  ]);
  const queryClient = createQueryClient();
  for (const [key, data] of queries) queryClient.setQueryData(key, data);
  const page = () => (
    <StrictMode>
      <AppProviders i18n={i18n} appNameKey="common.productName" queryClient={queryClient}>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: [url] })} />
      </AppProviders>
    </StrictMode>
  );
  const markup = await renderWhole(page);
  const state: ServerState = { language, sections, queries: dehydrate(queryClient) };
  return (
    `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}="${language}">${markup}</div>` +
    `<script type="application/json" id="${SERVER_STATE_ID}">${jsonForScript(state)}</script>`
  );
}

export const renderSearchPage: PageRenderer['renderSearchPage'] = (url, language, answers) => {
  const state = parseSearchParams(new URL(url, 'http://localhost').searchParams);
  const body = searchRequest(state, RESULTS_PER_PAGE);
  const queries: [QueryKey, unknown][] = [
    [professionalSearchKey(language, body), JSON.parse(answers.search)],
  ];
  // A placement that failed is left to the browser to ask for.
  if (answers.boosted)
    queries.push([
      sponsoredKey('search-boosted', language, boostedRequest(state)),
      JSON.parse(answers.boosted),
    ]);
  if (answers.ads)
    queries.push([sponsoredKey('search-ads', language, body), JSON.parse(answers.ads)]);
  return renderPage(url, language, ['search', 'sponsored', 'places'], queries);
};

export const renderProfilePage: PageRenderer['renderProfilePage'] = (
  url,
  language,
  profileJson,
  socialJson,
) => {
  // The page reads the slug of its address (useParams), which is also its queries' key.
  const slug = decodeURIComponent(new URL(url, 'http://localhost').pathname.split('/').pop() ?? '');
  const queries: [QueryKey, unknown][] = [
    [profileKey(slug, language, false), JSON.parse(profileJson)],
  ];
  // The Social tab's posts, when the address shows that tab (else the tab shows its loader).
  if (socialJson) queries.push([publicSocialKey(slug), JSON.parse(socialJson)]);
  return renderPage(url, language, ['publicProfile', 'sponsored'], queries);
};
