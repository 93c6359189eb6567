/** The event that wakes a sleeping island (every `called` one waits for it); its detail is its name. */
export const WAKE_EVENT = "island-wake";

/**
 * Wakes the island `name` if the page has it and it still sleeps, whatever moment it waits for
 * (see HydrateWhen). Safe anywhere: on the server, or on a page the router renders, nothing
 * listens.
 */
export function wakeIsland(name: string) {
  if (typeof window === "undefined") return;
  window.dispatchEvent(new CustomEvent(WAKE_EVENT, { detail: name }));
}
