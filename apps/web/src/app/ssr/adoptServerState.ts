import type { TProfessionalSearchResponse } from '@fitmarket/core/api/search';
import { shownCampaigns, shownSponsored } from '@fitmarket/core/rules/sponsored-shown';
import { createQueryClient } from '@fitmarket/ui/AppProviders';
import { getAuthToken } from '@fitmarket/ui/lib/authToken';
import { addSection } from '@fitmarket/ui/lib/i18n';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { impressionsCountedByPage } from '../../features/search/api/sponsored';
import { PUBLIC_PROFILE_KEY, viewCountedByPage } from '../../lib/professionals';
import { SERVER_STATE_ID, type ServerState } from './serverState';

/**
 * Takes over what the server rendered this page with (serverState.ts): its language, its text
 * sections, and its queries, in a cache for the app, which then asks for none of them again (the
 * API counted them as shown). The server renders as a guest sees the page: for a signed-in
 * visitor the page is rendered afresh (`hydrate` false), with their session, from the same cache
 * (the results are everyone's; their profile query has a key of its own).
 */
export async function adoptServerState(
  i18n: i18n,
): Promise<{ queryClient: QueryClient; hydrate: boolean } | null> {
  const json = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!json) return null;
  const state: ServerState = JSON.parse(json);
  // The address names the page's language; opened from outside, the page would switch to it
  // anyway (lib/languageOfAddress.ts), so it does so before the first render.
  if (i18n.language !== state.language) await i18n.changeLanguage(state.language);
  await Promise.all(state.sections.map((section) => addSection(i18n, section, state.language)));
  const queryClient = createQueryClient();
  hydrate(queryClient, state.queries);
  const signedIn = getAuthToken() !== null;
  // A signed-in visitor's profile query has a key of its own and asks the API: the page's
  // server counted this view already, so that request says so.
  if (signedIn) {
    for (const { queryKey } of state.queries.queries) {
      if (queryKey[0] === PUBLIC_PROFILE_KEY) viewCountedByPage(String(queryKey[1]));
    }
  }
  // The server counted the impressions of the sponsored items its search page shows when it
  // sent the page (apps/api seo.routes.ts): the page does not send them again.
  const answer = (name: string) =>
    state.queries.queries.find(({ queryKey }) => queryKey[0] === name)?.state.data as
      | TProfessionalSearchResponse
      | undefined;
  const search = answer('professional-search');
  if (search) {
    const { first, ad } = shownSponsored(
      search.data,
      search.meta.pagination.current_page,
      answer('search-boosted')?.data,
      answer('search-ads')?.data,
    );
    impressionsCountedByPage(shownCampaigns([first, ad]));
  }
  return { queryClient, hydrate: !signedIn };
}
