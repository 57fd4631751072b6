import { useBrowserValue } from '@fitmarket/ui/useHydrated';
import { useEffect } from 'react';

/**
 * Whether the window matches a CSS media query, known from the first render in the browser (the
 * layout does not flip after it) but false on the server and while hydrating its markup (which
 * was rendered without a window), so that markup is adopted as it is and changes after, in a
 * transition (`useBrowserValue`).
 */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useBrowserValue(() => window.matchMedia(query).matches, false);
  useEffect(() => {
    const list = window.matchMedia(query);
    const changed = () => setMatches(list.matches);
    list.addEventListener('change', changed);
    return () => list.removeEventListener('change', changed);
  }, [query, setMatches]);
  return matches;
}
