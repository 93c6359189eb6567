/**
 * The page's half of the offline queue (lead-queue.client.ts), fetched only when something is
 * kept, waits to be sent, or a form page is open. Kept apart from React code on purpose: this is
 * imported by several pages' chunks.
 */
export const loadQueue = () => import("./lead-queue.client");

/** A lead form's page: the queue's code, at hand before the connection drops. */
export const warmQueue = () => void loadQueue().catch(() => undefined);
