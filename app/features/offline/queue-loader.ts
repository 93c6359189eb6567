import { wakeIsland } from "~/islands/wake";

/**
 * The page's half of the offline queue (lead-queue.client.ts), fetched only when something is
 * kept, waits to be sent, or a form page is open. Kept apart from React code on purpose: this is
 * imported by several pages' chunks.
 */
export const loadQueue = () => import("./lead-queue.client");

/**
 * A lead form's page: the queue's code, and the toasts that tell what became of a form, at hand
 * before the connection drops (in a document with islands, the toasts' code is fetched on first
 * use).
 */
export function warmQueue() {
  loadQueue().catch(() => undefined);
  wakeIsland("components/toast/toaster");
}
