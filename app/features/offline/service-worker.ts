/**
 * The site's service worker, built by scripts/build-service-worker.js into /sw.js
 * (docs/decisions/020-offline-forms.md). It does three things and nothing else:
 * - keeps the contact and quote pages (both languages, as visited or asked for by a page) for
 *   reading offline: network first, so nothing is stale online;
 * - keeps the stylesheet and the logo those pages need, and the code of their
 *   islands, so a form wakes and queues what is sent offline;
 * - sends the lead forms' kept submissions when Background Sync says the connection is back.
 * Every other request — other pages (their ETag/304 stays the browser's business), admin,
 * sign-in, data requests, POSTs — is left alone: no respondWith, so the browser does as if there
 * were no worker.
 */
import { sendQueued } from "./lead-queue";
import { QUEUE_NAME } from "./pending";

// The worker's own globals: the project's TypeScript setup types pages (DOM), not workers.
interface WorkerEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerFetchEvent extends WorkerEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerSyncEvent extends WorkerEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}
interface WorkerMessageEvent extends WorkerEvent {
  readonly data: unknown;
}
interface WorkerScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  readonly clients: {
    matchAll(options: {
      type: "window";
      includeUncontrolled: boolean;
    }): Promise<ReadonlyArray<{ postMessage(message: unknown): void }>>;
  };
  addEventListener(type: "install" | "activate", listener: (event: WorkerEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: WorkerFetchEvent) => void): void;
  addEventListener(type: "sync", listener: (event: WorkerSyncEvent) => void): void;
  addEventListener(type: "message", listener: (event: WorkerMessageEvent) => void): void;
}
declare const self: WorkerScope;
/** Set by the build: its version (client manifest and kept files), and the files to keep. */
declare const SW_BUILD: { version: string; assets: string[]; code: string[] };

// Read once: the build writes the whole object in place of each mention.
const BUILD = SW_BUILD;
const CACHE = `offline-${BUILD.version}`;
const PAGES = ["/contact", "/quote"];

/** The stored copy's key: the page's address when it is one of the kept pages, bare. */
function pageKey(url: URL): string | undefined {
  if (!PAGES.includes(url.pathname)) return undefined;
  return url.search === "" || url.search === "?lng=en" ? url.pathname + url.search : undefined;
}

const isPage = (response: Response) =>
  response.status === 200 &&
  response.type === "basic" &&
  (response.headers.get("content-type") ?? "").startsWith("text/html");

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(BUILD.assets))
      // A new build's worker takes over at once: it only ever adds offline copies.
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  // Copies of an older build refer to scripts and styles that build no longer has.
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((n) => n.startsWith("offline-") && n !== CACHE).map((n) => caches.delete(n)),
        ),
      ),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const key = pageKey(url);
  if (key && request.mode === "navigate") event.respondWith(networkFirst(event, key));
  else if (BUILD.assets.includes(url.pathname) || BUILD.code.includes(url.pathname))
    event.respondWith(keptFirst(request));
});

/**
 * The network's answer (kept for later when it is the page); the kept copy when there is no
 * network, or only a proxy saying our server is down.
 */
async function networkFirst(event: WorkerFetchEvent, key: string): Promise<Response> {
  const cache = await caches.open(CACHE);
  let response: Response;
  try {
    response = await fetch(event.request);
  } catch (error) {
    const kept = await cache.match(key);
    if (kept) return kept;
    throw error;
  }
  if (isPage(response)) event.waitUntil(cache.put(key, response.clone()));
  else if (response.status >= 502 && response.status <= 504)
    return (await cache.match(key)) ?? response;
  return response;
}

/** Hashed or build-bound files: the kept copy, else the network. */
async function keptFirst(request: Request): Promise<Response> {
  return (await caches.match(request, { cacheName: CACHE })) ?? fetch(request);
}

self.addEventListener("message", (event) => {
  const data = event.data as { type?: string; locale?: string } | null;
  if (data?.type === "warm") event.waitUntil(warm(data.locale === "en" ? "?lng=en" : ""));
});

/**
 * A page asked for the contact and quote pages of its language, so they read offline even if
 * never opened, with their islands' code. Only missing ones are fetched; a visit refreshes the
 * pages anyway. The visitor's cookies go along, so this is the page they would get (never another
 * language: a redirect is not kept). The code also lands in the browser's HTTP cache, where the
 * page that asked finds it even before the worker controls it.
 */
async function warm(query: string) {
  const cache = await caches.open(CACHE);
  await Promise.all([
    ...PAGES.map(async (path) => {
      const key = path + query;
      if (await cache.match(key)) return;
      try {
        const response = await fetch(key, { redirect: "manual", credentials: "same-origin" });
        if (isPage(response)) await cache.put(key, response);
      } catch {
        // Offline or refused: next time.
      }
    }),
    ...BUILD.code.map(async (file) => {
      if (await cache.match(file)) return;
      try {
        const response = await fetch(file);
        if (response.ok) await cache.put(file, response);
      } catch {
        // Offline: next time.
      }
    }),
  ]);
}

self.addEventListener("sync", (event) => {
  if (event.tag === QUEUE_NAME) event.waitUntil(sendAndTell(event.lastChance));
});

/** Sends what waits, tells every open page of the site, and asks the browser to retry if needed. */
async function sendAndTell(lastChance: boolean) {
  const { deliveries, waiting } = await sendQueued();
  if (deliveries.length) {
    const pages = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
    for (const page of pages) page.postMessage({ type: QUEUE_NAME, deliveries });
  }
  // A rejection makes the browser try again later; after its last try, the next visit sends.
  if (waiting && !lastChance) throw new Error(`${waiting} kept submission(s) still to send`);
}
