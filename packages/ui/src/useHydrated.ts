import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while React hydrates a page the server rendered, true after (and at
 * once in a page rendered in the browser): what only the browser can draw (a Leaflet map) waits
 * for it, so the first client render matches the server's markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
