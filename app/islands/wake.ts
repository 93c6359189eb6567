/** The event a `called` island waits for; its detail is the island's name. */
export const WAKE_EVENT = "island-wake";

/**
 * Wakes the island `name` if the page has it and it sleeps until called (see HydrateWhen). Safe
 * anywhere: on the server, or on a page the router renders, nothing listens.
 */
export function wakeIsland(name: string) {
  if (typeof window === "undefined") return;
  window.dispatchEvent(new CustomEvent(WAKE_EVENT, { detail: name }));
}
