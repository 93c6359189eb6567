import type { ComponentType } from "react";
import type { RootData } from "~/lib/root-data";
import { adoptReaderState, hasReaderState, readReaderState } from "./adopt";
import type { HydrateWhen } from "./island";
import { watchPictureFallbacks } from "./pictures";
import { restorePlace } from "./place";
import { linkStylesheet } from "./stylesheet";
import { WAKE_EVENT } from "./wake";

// Every island and page script of the site, each its own chunk: a page downloads only its own.
const islands = import.meta.glob<{ default: ComponentType<object> }>("/app/**/*.island.tsx");
const scripts = import.meta.glob<{ default: (props: object) => void }>("/app/**/*.script.ts");

/**
 * The one script of a public page (docs/decisions/037-public-pages-as-islands.md): it finds the
 * page's islands and hydrates each as a React root of its own, when it is needed, and runs its
 * page scripts. It carries no React: React is fetched with the first island that wakes.
 */
const placeAgain = restorePlace();
watchPictureFallbacks();
const rootData = JSON.parse(document.getElementById("root-data")?.textContent ?? "{}") as RootData;
const waiting: Array<Promise<void>> = [];
const hydrated = new Map<HTMLElement, Promise<void>>();

for (const element of document.querySelectorAll<HTMLElement>("ac-island")) {
  const when = (element.dataset.when ?? "idle") as HydrateWhen;
  let go = () => {};
  const woken = new Promise<void>((resolve) => (go = resolve));
  const done = woken.then(() => hydrateOrRetry(element));
  hydrated.set(element, done);
  wake(element, when, go);
  if (when === "load" || when === "idle") waiting.push(done);
}
// Tests, and curious people, can wait for the islands that start without the reader.
void Promise.allSettled(waiting).then(() => {
  // What an island changes right after its first commit (tabs folding) is done by the next task.
  later("user-visible", () => {
    placeAgain();
    document.documentElement.dataset.hydrated = "true";
  });
});

function wake(element: HTMLElement, when: HydrateWhen, go: () => void) {
  if (when === "load") return go();
  // The reader got there first (typing in the HTML while this script was on its way): no later
  // sign will come, so wake it now.
  if (when !== "called" && hasReaderState(element)) return go();
  // A page script's marker is empty: there is nothing in it to click.
  if (element.dataset.script === undefined) holdClicks(element, go);
  // Code may ask for any sleeping island by its name (`wakeIsland`), whatever its moment.
  const onWake = (event: Event) => {
    if ((event as CustomEvent<string>).detail !== element.dataset.name) return;
    window.removeEventListener(WAKE_EVENT, onWake);
    go();
  };
  window.addEventListener(WAKE_EVENT, onWake);
  if (when === "idle") return later("background", go);
  if (when === "visible") {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        go();
      },
      { rootMargin: "200px" },
    );
    // A `display: contents` element has no box of its own: watch its children.
    for (const child of element.children) observer.observe(child);
    return;
  }
  if (when === "called") return;
  // `interaction`: on the first sign of the reader (pointer, touch, focus, key).
  const events = ["pointerover", "touchstart", "focusin", "keydown"] as const;
  const once = (event: Event) => {
    if (onPlainLink(event)) return;
    for (const name of events) element.removeEventListener(name, once);
    go();
  };
  for (const event of events) element.addEventListener(event, once, { passive: true });
}

/**
 * Runs `task` after what the browser has to do first: the Scheduler API where there is one (its
 * "background" tasks wait for an idle main thread), a timer elsewhere.
 */
function later(priority: "user-visible" | "background", task: () => void) {
  const scheduler = (window as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.postTask) void scheduler.postTask(task, { priority });
  else setTimeout(task, priority === "background" ? 200 : 0);
}

interface Scheduler {
  postTask?: (task: () => void, options: { priority: string }) => Promise<void>;
}

/**
 * A click inside an island that is not ready yet wakes it, waits for it, then is given again to
 * the same element: the reader's tap is never lost to a script still on its way.
 */
function holdClicks(element: HTMLElement, go: () => void) {
  let ready = false;
  const held = (event: MouseEvent) => {
    // A script's click (the reader's ticks given to the island as it wakes) is not held.
    if (ready || !event.isTrusted || onPlainLink(event)) return;
    event.preventDefault();
    event.stopPropagation();
    go();
    const target = event.target as HTMLElement;
    void hydrated.get(element)?.then(() => target.click());
  };
  element.addEventListener("click", held, true);
  void hydrated.get(element)?.then(() => {
    ready = true;
    element.removeEventListener("click", held, true);
  });
}

/**
 * A link the island does nothing with (`data-plain-link`, an article's link in the blog's list)
 * is followed at once: it neither waits for the island nor wakes it.
 */
function onPlainLink(event: Event): boolean {
  return event.target instanceof Element && event.target.closest("a[data-plain-link]") !== null;
}

/**
 * A page opened offline from the worker's copy may not have an island's code at hand: the island
 * stays the server's HTML, which works without scripts, and wakes once the connection returns.
 */
function hydrateOrRetry(element: HTMLElement): Promise<void> {
  return hydrate(element).catch(
    () =>
      new Promise<void>((resolve) =>
        window.addEventListener("online", () => resolve(hydrateOrRetry(element)), { once: true }),
      ),
  );
}

async function hydrate(element: HTMLElement) {
  const name = element.dataset.name;
  const props = JSON.parse(element.dataset.props ?? "{}") as object;
  if (element.dataset.script !== undefined) {
    const load = scripts[`/app/${name}.script.ts`];
    if (load) (await load()).default(props);
  } else {
    const load = islands[`/app/${name}.island.tsx`];
    if (!load) return;
    const [{ hydrate: hydrateIsland }, { default: Component }] = await Promise.all([
      import("./hydrate"),
      load(),
      linkStylesheet(),
    ]);
    // What the reader typed while the code was on its way is read before React takes the
    // controls over, and given to it once it has committed.
    const reader = readReaderState(element);
    await hydrateIsland(element, Component, props, rootData);
    await adoptReaderState(reader);
  }
  element.dataset.hydrated = "true";
}
