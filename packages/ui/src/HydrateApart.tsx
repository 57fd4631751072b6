import { type ReactNode, Suspense } from 'react';

/**
 * A part of a server-rendered page that React hydrates on its own, after the page around it:
 * React adopts a finished Suspense boundary's markup at the lowest priority, in a render and a
 * commit of its own, so a long page (twenty result cards, a whole profile) is taken over in
 * many short tasks instead of one long commit. Until then the part is the server's markup (a
 * click on it hydrates it first). Only for parts drawn from the server's data alone: React
 * adopts them later, when a query the browser asked for may have answered or a browser-only
 * value (`useHydrated`, a media query) switched, and markup drawn from that newer state would
 * not match the server's (React then throws the part away and renders it again). Nothing
 * inside may suspend: the fallback is nothing.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
