import { createContext, useContext, useEffect, type ComponentType, type ReactNode } from "react";

/**
 * When an island wakes up in the browser (docs/decisions/037-public-pages-as-islands.md):
 * - `load`: at once (a form in view);
 * - `visible`: when it comes near the screen (a carousel further down);
 * - `idle`: once the page has settled;
 * - `interaction`: on the first touch, pointer or keyboard focus inside it;
 * - `called`: when some code asks for it with `wakeIsland(name)` (the toasts, on the first one).
 */
export type HydrateWhen = "load" | "visible" | "idle" | "interaction" | "called";

/**
 * True while the server renders a public page as a document without the router: each island
 * then marks its place in the HTML for the browser's loader (app/islands/loader.ts).
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
 * Makes `Component` an island named after its file (`sections/quote/estimator` for
 * app/sections/quote/estimator.island.tsx). In a document without the router, the server
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
      <Marker name={name} when={when} props={JSON.stringify(props)}>
        <IslandDocumentContext.Provider value={false}>
          <Component {...props} />
        </IslandDocumentContext.Provider>
      </Marker>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}

/**
 * A page script: behaviour with nothing to render (the language kept on the device, the offline
 * queue), so it needs no React in the browser. `run` lives in `<name>.script.ts`, which must not
 * import React; in a document with islands the loader runs it when `when` comes, elsewhere
 * (pages the router renders) it runs as an effect. It may return a function that undoes it.
 */
export function pageScript<P extends object>(
  name: string,
  run: (props: P) => void | (() => void),
  when: "load" | "idle",
): ComponentType<P> {
  function PageScript(props: P) {
    const marked = useContext(IslandDocumentContext);
    const key = JSON.stringify(props);
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- the props, compared as their JSON
    useEffect(() => (marked ? undefined : run(JSON.parse(key) as P)), [marked, key]);
    return marked ? <Marker name={name} when={when} props={key} script /> : null;
  }
  PageScript.displayName = `PageScript(${name})`;
  return PageScript;
}

/** Where the loader finds an island or a page script: its name, when to wake it, its props. */
function Marker({
  name,
  when,
  props,
  script = false,
  children,
}: {
  name: string;
  when: HydrateWhen;
  props: string;
  script?: boolean;
  children?: ReactNode;
}) {
  return (
    <ac-island
      data-name={name}
      data-when={when}
      data-props={props}
      data-script={script ? "" : undefined}
      style={{ display: "contents" }}
    >
      {children}
    </ac-island>
  );
}
