/**
 * A flag in localStorage that something waits in the offline queue: every public page reads it
 * on load without opening IndexedDB or loading the queue's code. Storage may be refused
 * (private browsing, settings): then the flag is simply absent and the service worker's
 * Background Sync, or the form page itself, sends what waits.
 */
const KEY = "lead-queue-pending";

/** Background Sync's tag, the Web Lock's name, and the type of the worker's messages. */
export const QUEUE_NAME = "lead-queue";

export function hasPending(): boolean {
  try {
    return localStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

export function markPending() {
  try {
    localStorage.setItem(KEY, "1");
  } catch {
    // See above.
  }
}

export function clearPending() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // See above.
  }
}
