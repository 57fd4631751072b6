import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';

/**
 * React marks a Suspense boundary that renderToString could not finish (a lazy part not yet
 * loaded) for the browser to render: hydrating it would report an error.
 */
const UNFINISHED_BOUNDARY = /<!--\$[!?]-->/;

/**
 * A page's markup in one piece, its lazy parts (the header's account corner) included. Once
 * loaded they stay, and renderToString writes them at once; before (the first pages after a start,
 * or the build's prerender), React's static renderer waits for them to load first. Not the static
 * renderer's own output: it streams late parts in with inline scripts, which the CSP refuses.
 * `page` makes the element afresh for each pass (its memory router is one navigation's).
 */
export async function renderWhole(page: () => ReactElement): Promise<string> {
  const markup = renderToString(page());
  if (!UNFINISHED_BOUNDARY.test(markup)) return markup;
  const { prelude } = await prerender(page());
  await prelude.cancel();
  return renderToString(page());
}
