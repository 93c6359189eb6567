import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";
import { expect } from "vitest";
import { CHROMIUM_ARGS, chromiumPath } from "../../scripts/chromium.js";

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
}

export const VISITOR_UA =
  "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };

/** Resolves once React has hydrated the page (the root marks <html data-hydrated>). */
export async function waitForHydration(page: Page) {
  await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 15_000 });
}

/**
 * Resolves once the service worker keeps the lead forms' code, which it fetches when a page is
 * idle: from then on the forms wake even offline.
 */
export async function waitForKeptFormCode(page: Page) {
  await page.waitForFunction(
    async () => {
      const names = await caches.keys();
      const urls = (
        await Promise.all(names.map(async (name) => (await caches.open(name)).keys()))
      ).flatMap((requests) => requests.map((r) => r.url));
      return ["/contact-form.island-", "/quote-form.island-"].every((part) =>
        urls.some((url) => url.includes(part)),
      );
    },
    undefined,
    { timeout: 15_000, polling: 200 },
  );
}

/**
 * Resolves once the page has drawn two more frames and run the tasks queued meanwhile: whatever
 * a scroll, an observer or an answer just received set off has run. For checks that something
 * did not happen, instead of a guessed wait.
 */
export function afterFrames(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
      ),
  );
}

/**
 * The value `read` gives once it stayed the same across two frames: the layout has settled (a
 * smooth scroll ended, nothing moved it since).
 */
export async function settled<T>(page: Page, read: () => Promise<T>): Promise<T> {
  let last = await read();
  await expect
    .poll(async () => {
      await afterFrames(page);
      const now = await read();
      const same = JSON.stringify(now) === JSON.stringify(last);
      last = now;
      return same;
    })
    .toBe(true);
  return last;
}
