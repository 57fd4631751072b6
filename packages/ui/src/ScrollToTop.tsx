import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls to the top on every navigation (SPEC §2), so a new page never opens half-way down. */
export function ScrollToTop(): null {
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation has a new key
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [key]);
  return null;
}
