import { useSyncExternalStore } from "react";

const subscribeNothing = () => () => {};

/**
 * False in the server's HTML and while hydrating, true once React runs in the browser (and at
 * once after a client-side navigation): for behaviour that needs JavaScript, without a
 * hydration mismatch (the server snapshot is what hydration compares against).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
