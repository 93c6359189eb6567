import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

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
    void thrown.then(hydrate, hydrate);
  }
}

hydrate();
