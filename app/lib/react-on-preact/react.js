/**
 * What the browser gets when a module imports "react": Preact's compatibility layer, set up for
 * this site, plus the React 19 hook it lacks that React Router imports
 * (docs/decisions/028-preact-in-the-browser.md). Plain JavaScript: TypeScript cannot re-export
 * the layer's types (`export =`) with `export *`; the code that imports "react" is typed by React.
 */
import { renderHtmlAsItsChildren } from "./document-element";
import { runEffectsAfterCommit } from "./effect-timing";

export * from "preact/compat";
export { default } from "preact/compat";

renderHtmlAsItsChildren();
runEffectsAfterCommit();

/**
 * React Router calls the setter only for routers made with `useTransitions: true`, which this
 * site never sets; the state passes through, as React's own hook does outside a transition.
 */
export function useOptimistic(passthrough) {
  return [passthrough, ignoreOptimisticUpdate];
}

function ignoreOptimisticUpdate() {}
