/**
 * What `react` is in the builds of the apps built on Preact (vite.spa.ts `reactOnPreact`): Preact's
 * React-compatible layer, plus what React 19 has, the libraries we use import, and Preact lacks.
 * JavaScript, not TypeScript: Preact types its compat layer as one `export =`, which TypeScript
 * will not re-export name by name; the app's code is typed against React's own types anyway.
 */
import compat from 'preact/compat';

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

export default { ...compat, useOptimistic, Activity };
