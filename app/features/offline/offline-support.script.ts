import type { Locale } from "~/i18n/locale";
import { hasPending, QUEUE_NAME } from "./pending";
import { loadQueue } from "./queue-loader";

/**
 * Every public page, once loaded: registers the service worker (docs/decisions/020-offline-forms.md)
 * and asks it to keep this language's contact and quote pages for reading offline; sends what
 * waits in the offline queue on load and when the connection returns; shows what the worker
 * sent meanwhile. Costs nothing more unless something waits.
 */
export default function startOfflineSupport({ locale }: { locale: Locale }) {
  // A failure (the queue's code or storage out of reach) waits for the next trigger.
  const send = () => {
    if (hasPending())
      loadQueue()
        .then((queue) => queue.sendFromPage())
        .catch(() => undefined);
  };
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { type?: string; deliveries?: unknown } | null;
    if (data?.type === QUEUE_NAME && Array.isArray(data.deliveries))
      loadQueue()
        .then((queue) => queue.announce(data.deliveries as never))
        .catch(() => undefined);
  };
  const start = () => {
    send();
    void registerWorker(locale);
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
  window.addEventListener("online", send);
  navigator.serviceWorker?.addEventListener("message", onMessage);
  return () => {
    window.removeEventListener("load", start);
    window.removeEventListener("online", send);
    navigator.serviceWorker?.removeEventListener("message", onMessage);
  };
}

async function registerWorker(locale: Locale) {
  // The development server has no worker; sign-in pages need none.
  if (!import.meta.env.PROD || !navigator.serviceWorker || location.pathname.startsWith("/auth"))
    return;
  try {
    await navigator.serviceWorker.register("/sw.js", { updateViaCache: "none" });
    const registration = await navigator.serviceWorker.ready;
    // Someone who asked to save data does not get pages they did not open.
    const saveData = (navigator as { connection?: { saveData?: boolean } }).connection?.saveData;
    if (saveData) return;
    // Once the page has nothing else to do: two pages rendered and downloaded must not compete
    // with what the visitor is doing on a slow phone.
    const warm = () => registration.active?.postMessage({ type: "warm", locale });
    if (typeof requestIdleCallback === "function") requestIdleCallback(warm, { timeout: 10_000 });
    else setTimeout(warm, 3_000);
  } catch {
    // No worker (private browsing, an old browser, a blocked script): the site works without it.
  }
}
