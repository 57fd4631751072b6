import { getAuthToken } from '@fitmarket/ui/lib/authToken';
import { addSection } from '@fitmarket/ui/lib/i18n';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { SERVER_STATE_ID, type ServerState } from './serverState';

/** adoptServerRender's work: the server's language, text sections and queries, as it used them. */
export async function adoptServerState(i18n: i18n, queryClient: QueryClient): Promise<boolean> {
  // The server renders as a guest sees the page; a signed-in visitor's page (whether they follow,
  // their own profile) is rendered afresh with their session.
  if (getAuthToken() !== null) return false;
  const json = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!json) return false;
  const state: ServerState = JSON.parse(json);
  // The address names the page's language; opened from outside, the page would switch to it
  // anyway (lib/languageOfAddress.ts), so it does so before the first render.
  if (i18n.language !== state.language) await i18n.changeLanguage(state.language);
  await Promise.all(state.sections.map((section) => addSection(i18n, section, state.language)));
  hydrate(queryClient, state.queries);
  return true;
}
