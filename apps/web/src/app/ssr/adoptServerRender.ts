import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { SERVER_RENDERED_ATTRIBUTE } from './serverState';

/**
 * Whether the page in `container` was rendered on the server for this visitor and can be
 * hydrated; if so, the app's texts and cache now hold what that render used (serverState.ts).
 * The work is in a chunk of its own, loaded only on such pages: the landing page's code does not
 * grow.
 */
export async function adoptServerRender(
  container: HTMLElement,
  i18n: i18n,
  queryClient: QueryClient,
): Promise<boolean> {
  if (!container.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) return false;
  const { adoptServerState } = await import('./adoptServerState');
  return adoptServerState(i18n, queryClient);
}
