import type { i18n } from 'i18next';
import type { adoptServerState } from './adoptServerState';
import { SERVER_STATE_ID } from './serverState';

/**
 * On a page the server rendered for this request (server.tsx), the app's cache filled with the
 * queries it was rendered from, once its language and texts are in place too, and whether to
 * hydrate its markup (adoptServerState.ts); null elsewhere. The work is a chunk of its own,
 * loaded only on such pages: the landing page's code does not grow.
 */
export async function serverRenderedPage(i18n: i18n): ReturnType<typeof adoptServerState> {
  if (!document.getElementById(SERVER_STATE_ID)) return null;
  return (await import('./adoptServerState')).adoptServerState(i18n);
}
