import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { SERVER_STATE_ID } from './serverState';

/**
 * On a page the server rendered for this request (server.tsx), the app's cache filled with the
 * queries it was rendered from, once its language and texts are in place too; null elsewhere, or
 * when the page is to be rendered afresh (adoptServerState.ts). The work is a chunk of its own,
 * loaded only on such pages: the landing page's code does not grow.
 */
export async function serverRenderedCache(i18n: i18n): Promise<QueryClient | null> {
  if (!document.getElementById(SERVER_STATE_ID)) return null;
  return (await import('./adoptServerState')).adoptServerState(i18n);
}
