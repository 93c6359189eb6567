import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { nextTask } from "~/lib/next-task";

/**
 * React Router's HydratedRouter suspends (throws a promise) until it has decoded the page's data.
 * React waits for that by itself; Preact, which runs in the browser (docs/decisions/028), has no
 * boundary above the root to wait in, so hydration starts again once the data is ready. Nothing is
 * drawn before the router renders, so a retry finds the server's HTML untouched.
 */
function hydrate() {
  try {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  } catch (thrown) {
    if (!(thrown instanceof Promise)) throw thrown;
    // In a task of its own: the page's scripts were just evaluated in this one.
    void thrown.then(nextTask, nextTask).then(hydrate);
  }
}

hydrate();
