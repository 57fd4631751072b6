import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * The navigation state of a change within a page (a profile's tab): the page stays where it is
 * scrolled, as it would had the change not gone through the address.
 */
export const WITHIN_PAGE_STATE = { withinPage: true } as const;

function withinPage(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'withinPage' in state;
}

/** Scrolls to the top on every navigation (SPEC §2), so a new page never opens half-way down. */
export function ScrollToTop(): null {
  const { key, state } = useLocation();
  const keep = withinPage(state);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation has a new key
  useEffect(() => {
    if (!keep) window.scrollTo(0, 0);
  }, [key, keep]);
  return null;
}
