import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { PUBLIC_PAGES } from "~/content/public-pages";
import { DESKTOP, PHONE } from "../helpers/browser";
import { it } from "../helpers/fixtures";

/**
 * A public page carries every rule its HTML uses inline, and links the whole stylesheet only when
 * an island wakes (app/islands/stylesheet.ts): the first paint and a page nobody touches never pay
 * for a second styling pass. That holds only if the inline rules are complete: before any island
 * wakes, adding the whole stylesheet must change nothing on any element.
 */
const PROPERTIES = [
  "display",
  "position",
  "visibility",
  "content-visibility",
  "width",
  "height",
  "margin",
  "padding",
  "border",
  "border-radius",
  "color",
  "background-color",
  "background-image",
  "font-size",
  "font-weight",
  "line-height",
  "text-align",
  "text-transform",
  "flex-direction",
  "justify-content",
  "align-items",
  "gap",
  "grid-template-columns",
  "box-shadow",
  "opacity",
  "transform",
  "overflow",
  "z-index",
];

/** Every element's styles as one map: a path in the document → the properties' values. */
function styles(page: Page) {
  return page.evaluate((properties) => {
    // Running animations (the clients' ticker) are stopped at their start, so time is no change.
    for (const animation of document.getAnimations()) {
      animation.pause();
      animation.currentTime = 0;
    }
    const out: Record<string, string> = {};
    document.body.querySelectorAll("*").forEach((element, index) => {
      const style = getComputedStyle(element);
      const label = `${index} ${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""}`;
      out[label] = properties.map((p) => `${p}:${style.getPropertyValue(p)}`).join("; ");
    });
    return out;
  }, PROPERTIES);
}

describe("the inline rules of a public page", () => {
  for (const device of [PHONE, DESKTOP])
    it(`are all it needs before an island wakes, at ${device.viewport!.width} px`, async ({
      server,
      openPage,
    }) => {
      const page = await openPage(device);
      // The islands' code is held back, so nothing wakes and links the stylesheet meanwhile.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/islands\/assets\//, async (route) => {
        await released;
        await route.continue();
      });
      for (const path of PUBLIC_PAGES) {
        await page.goto(`${server.url}${path}`, { waitUntil: "commit" });
        await page.locator("footer").last().waitFor({ state: "attached" });
        const href = await page.locator("script[data-stylesheet]").getAttribute("data-stylesheet");
        expect(href, path).toMatch(/^\/assets\/app-[\w-]+\.css$/);
        // Not linked with the page: the loader links it when an island wakes.
        expect(await page.locator('link[rel="stylesheet"]').count(), path).toBe(0);
        // Pictures arriving between the two readings would change sizes: all of them first.
        await page.evaluate(() =>
          Promise.all(
            [...document.images].map((image) => {
              image.loading = "eager";
              return image.decode().catch(() => undefined);
            }),
          ),
        );
        const before = await styles(page);
        expect(Object.keys(before).length, path).toBeGreaterThan(100);
        await page.evaluate(
          (url) =>
            new Promise((resolve, reject) => {
              const link = Object.assign(document.createElement("link"), {
                rel: "stylesheet",
                href: url,
              });
              link.onload = resolve;
              link.onerror = reject;
              document.head.append(link);
            }),
          href!,
        );
        const after = await styles(page);
        const changed = Object.keys(before).filter((key) => before[key] !== after[key]);
        expect(
          changed.map((key) => `${key}\n  ${before[key]}\n  ${after[key]}`),
          path,
        ).toEqual([]);
      }
      release();
    });
});
