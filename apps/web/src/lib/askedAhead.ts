import { useEffect, useRef } from 'react';

/**
 * What a page last asked its address to become, which can be ahead of what it has drawn: React
 * Router draws a navigation as a transition, so on a slow phone the rendered params lag the
 * address, and a second quick change built on them drops the first (a filter clicked while a
 * just-entered price was still being drawn lost the price). `latest()` is the last value asked
 * for, or the drawn one; `ask(next)` records a change. A newly drawn address (`drawnKey`, e.g.
 * its query string) starts from what it draws again, so Back and links are followed as they are.
 */
export function useAskedAhead<T>(drawn: T, drawnKey: string) {
  const asked = useRef<T | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key says a new address is drawn
  useEffect(() => {
    asked.current = null;
  }, [drawnKey]);
  return {
    latest: (): T => asked.current ?? drawn,
    ask: (next: T) => {
      asked.current = next;
    },
  };
}
