import { createQueryClient } from '@fitmarket/ui/AppProviders';
import { getAuthToken } from '@fitmarket/ui/lib/authToken';
import { addSection } from '@fitmarket/ui/lib/i18n';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
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
  return { queryClient, hydrate: !signedIn };
}
