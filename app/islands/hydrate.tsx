import { startTransition, useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { RootDataContext, type RootData } from "~/lib/root-data";

/**
 * Hydrates one island as a React root of its own. Kept apart from the loader so that React is
 * fetched only when a page's first island wakes: a page whose islands all sleep costs no React.
 * Resolves once React has committed the island (its effects run after the commit).
 */
export function hydrate(
  element: HTMLElement,
  Component: ComponentType<object>,
  props: object,
  rootData: RootData,
): Promise<void> {
  return new Promise<void>((resolve) =>
    // A transition lets React hydrate in slices and yield to the browser between them, so a
    // large island (the quote's tabs) is not one long task that holds the reader's first tap.
    startTransition(() => {
      hydrateRoot(
        element,
        <RootDataContext.Provider value={rootData}>
          <Committed onCommit={resolve}>
            <Component {...props} />
          </Committed>
        </RootDataContext.Provider>,
      );
    }),
  );
}

function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}
