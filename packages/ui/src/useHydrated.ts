import { startTransition, useEffect, useState } from 'react';

/**
 * True while React adopts markup the server or the build rendered (main.tsx says so before
 * `hydrateRoot`); the first effect after that render ends it. Pages the browser renders itself
 * never set it.
 */
let hydrating = false;

/** Before `hydrateRoot`: the first render must reproduce the server's markup exactly. */
export function beginHydration(): void {
  hydrating = true;
}

/**
 * A value only the browser knows (`read`: a media query, whether the app runs): `serverValue`
 * while React hydrates, so the server's markup is adopted as it is, then the browser's value
 * as a transition, which React renders in slices between the browser's own work. (A
 * `useSyncExternalStore` with a server snapshot switches with a synchronous render of
 * everything below it: on a phone, the whole results page in one long task.) In a page the
 * browser renders itself the value is the browser's from the first render.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): [T, (value: T) => void] {
  const [value, setValue] = useState(() =>
    hydrating || typeof window === 'undefined' ? serverValue : read(),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first render
  useEffect(() => {
    hydrating = false;
    const browserValue = read();
    if (!Object.is(browserValue, value)) startTransition(() => setValue(browserValue));
  }, []);
  return [value, setValue];
}

const inBrowser = () => true;

/**
 * False on the server and while React hydrates a page the server rendered, true after (and at
 * once in a page rendered in the browser): what only the browser can draw (a Leaflet map) waits
 * for it, so the first client render matches the server's markup.
 */
export function useHydrated(): boolean {
  return useBrowserValue(inBrowser, false)[0];
}
