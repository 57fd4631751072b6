/**
 * What `react` is in the browser and server builds (vite.spa.ts `reactOnPreact`): Preact's
 * React-compatible layer, plus what React 19 has, the libraries we use import, and Preact lacks.
 * JavaScript, not TypeScript: Preact types its compat layer as one `export =`, which TypeScript
 * will not re-export name by name; the app's code is typed against React's own types anyway.
 */
import compat, { createElement, Suspense as PreactSuspense, useId, useRef } from 'preact/compat';

export * from 'preact/compat';

/**
 * React Router's RouterProvider keeps its state through `useOptimistic`, setting an optimistic
 * state only inside a transition it opted into (its `useTransitions`, which we leave off).
 * Preact runs transitions at once, so an optimistic state would end as soon as it was set:
 * the state passed in is always the one shown.
 * @template State
 * @param {State} state
 * @returns {[State, (update: unknown) => void]}
 */
export function useOptimistic(state) {
  return [state, () => {}];
}

/**
 * Mantine's kept-mounted tab panels and tree nodes wrap their content in React's `Activity`,
 * which hides it while its `mode` is "hidden". The panel around it is hidden then too (Mantine
 * gives it `display: none`), so rendering the content as it is shows the same page; its effects
 * simply run while hidden.
 * @param {{ mode?: 'visible' | 'hidden', children?: unknown }} props
 */
export function Activity({ children }) {
  return children;
}

/**
 * `Suspense` whose contents number their ids (`useId`) on their own. Preact numbers ids with one
 * counter per root in the order components first render, so a lazy part the server rendered at
 * once but the browser still loads while hydrating shifts every id after it: the hydrated page
 * keeps the server's ids and its new `aria-controls` point at nothing. React's ids follow the
 * tree instead. Here each boundary takes one id from around it, in the same place on both
 * sides, and its contents count from it (Preact's `useId` walks up to the nearest vnode with
 * its own counter, `__m`), whenever they render.
 * @this {{ __v: { __m?: [string, number] } }}
 * @param {{ fallback?: unknown, children?: unknown }} props
 */
export function Suspense(props) {
  const id = useId();
  const counter = useRef(/** @type {[string, number] | null} */ (null));
  if (counter.current === null) counter.current = [id, 0];
  this.__v.__m = counter.current;
  return createElement(PreactSuspense, props);
}

export default { ...compat, Suspense, useOptimistic, Activity };
