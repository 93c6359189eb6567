import { createContext, useContext, type ComponentType } from "react";

/**
 * When an island wakes up in the browser (docs/decisions/037-public-pages-as-islands.md):
 * - `load`: at once (a form in view);
 * - `visible`: when it comes near the screen (a carousel further down);
 * - `idle`: once the page has settled;
 * - `interaction`: on the first touch, pointer or keyboard focus inside it.
 */
export type HydrateWhen = "load" | "visible" | "idle" | "interaction";

/**
 * True while the server renders a public page as a document without the router: each island
 * then marks its place in the HTML for the browser's loader (app/islands/loader.tsx).
 */
export const IslandDocumentContext = createContext(false);

declare module "react" {
  // oxlint-disable-next-line typescript/no-namespace -- how React declares custom elements
  namespace JSX {
    interface IntrinsicElements {
      "ac-island": React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}

/**
 * Makes `Component` an island named after its file (`sections/about/mission-tabs` for
 * app/sections/about/mission-tabs.island.tsx). In a document without the router, the server
 * wraps it in `<ac-island>` with its props as JSON; the browser hydrates it as a React root of its
 * own. Anywhere else (the admin, the dev server, a page the router renders) it is rendered as is.
 * Its props must survive JSON: text, numbers, lists and plain objects.
 */
export function island<P extends object>(
  name: string,
  Component: ComponentType<P>,
  when: HydrateWhen,
): ComponentType<P> {
  function Island(props: P) {
    const marked = useContext(IslandDocumentContext);
    if (!marked) return <Component {...props} />;
    return (
      <ac-island
        data-name={name}
        data-when={when}
        data-props={JSON.stringify(props)}
        style={{ display: "contents" }}
      >
        <IslandDocumentContext.Provider value={false}>
          <Component {...props} />
        </IslandDocumentContext.Provider>
      </ac-island>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
