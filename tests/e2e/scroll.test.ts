import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, PHONE, waitForHydration } from "../helpers/browser";
import { startTestServer, type TestServer } from "../helpers/server";

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each(["fr", "en"] as const)("scrolling on navigation (%s)", (locale) => {
  const q = locale === "en" ? "?lng=en" : "";

  it("glides to the top of the new page", async () => {
    const { page, context, errors } = await newPage(browser, PHONE);
    await page.goto(`${server.url}/contact${q}`);
    await waitForHydration(page);
    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }),
    );
    const start = await page.evaluate(() => window.scrollY);
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { seen: number[] }).seen = seen;
      window.addEventListener("scroll", () => seen.push(window.scrollY), { passive: true });
    });
    await page.locator('footer a[href^="/quote"]').first().click();
    await page.waitForURL(/\/quote/);
    await page.waitForFunction(() => window.scrollY === 0);
    const seen = await page.evaluate(() => (window as unknown as { seen: number[] }).seen);
    // Positions between the start and the top: the page moved there, it did not jump.
    expect(seen.filter((y) => y > 0 && y < start).length).toBeGreaterThan(1);
    expect(seen.at(-1)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("jumps at once under prefers-reduced-motion", async () => {
    const { page, context } = await newPage(browser, { ...PHONE, reducedMotion: "reduce" });
    await page.goto(`${server.url}/contact${q}`);
    await waitForHydration(page);
    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }),
    );
    const start = await page.evaluate(() => window.scrollY);
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { seen: number[] }).seen = seen;
      window.addEventListener("scroll", () => seen.push(window.scrollY), { passive: true });
    });
    await page.locator('footer a[href^="/quote"]').first().click();
    await page.waitForURL(/\/quote/);
    await page.waitForFunction(() => window.scrollY === 0);
    const seen = await page.evaluate(() => (window as unknown as { seen: number[] }).seen);
    expect(seen.filter((y) => y > 0 && y < start)).toEqual([]);
    await context.close();
  });
});
