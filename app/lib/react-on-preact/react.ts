/**
 * What the browser gets when a module imports "react": Preact's compatibility layer, plus the
 * React 19 hook it lacks that React Router imports. See docs/decisions/028-preact-in-the-browser.md.
 */
import "./document-element";
import "./effect-timing";
export * from "preact/compat";
export { default } from "preact/compat";

/**
 * React Router calls the setter only for routers made with `useTransitions: true`, which this
 * site never sets; the state passes through, as React's own hook does outside a transition.
 */
export function useOptimistic<State>(passthrough: State): [State, (update: unknown) => void] {
  return [passthrough, ignoreOptimisticUpdate];
}

function ignoreOptimisticUpdate() {}
