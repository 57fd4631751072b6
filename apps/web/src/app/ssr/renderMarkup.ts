import { options } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import type { ReactElement } from 'react';

/** Preact's internal names for what the hook below touches (stable within Preact 11). */
interface RenderedVNode {
  /** The component instance (`_component`). */
  __c?: { context: unknown; __n?: unknown };
}
type RenderHook = (vnode: RenderedVNode) => void;
const hooks = options as unknown as { __r?: RenderHook };

/**
 * preact-render-to-string 6.8 gives each component its contexts as `context` only, while Preact
 * 11's `use(context)` (which Mantine reads its theme with) looks them up as the component's
 * `_globalContext`, as the browser's renderer sets it: set that too before each component runs.
 */
const renderComponent = hooks.__r;
hooks.__r = (vnode) => {
  const component = vnode.__c;
  if (component && component.__n === undefined) component.__n = component.context;
  renderComponent?.(vnode);
};

/**
 * A page's markup, written by the renderer the browser hydrates it with (the build runs React
 * code on Preact: vite.spa.ts `reactOnPreact`). It waits for the lazy parts the page holds (the
 * header's account corner on a first render) and writes them in place, without the inline
 * scripts a streamed render would add (the CSP allows none).
 */
export async function renderMarkup(page: ReactElement): Promise<string> {
  // The build resolves `react` to Preact, so the element is Preact's; only the types differ.
  return renderToStringAsync(page as unknown as Parameters<typeof renderToStringAsync>[0]);
}
