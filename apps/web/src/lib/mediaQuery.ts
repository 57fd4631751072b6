import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the window matches a CSS media query, known from the first render in the browser (the
 * layout does not flip after it) but false on the server and while hydrating its markup (which
 * was rendered without a window), so that markup is adopted as it is and changes after.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
