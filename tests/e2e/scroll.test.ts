import { describe, expect } from "vitest";
import { PHONE, waitForHydration } from "../helpers/browser";
import { it } from "../helpers/fixtures";

describe.each(["fr", "en"] as const)("scrolling on navigation (%s)", (locale) => {
  const q = locale === "en" ? "?lng=en" : "";

  // The page fails the test on any console error or failed request (the fixtures watch it).
  it("glides to the top of the new page", async ({ server, openPage }) => {
    const page = await openPage(PHONE);
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
  });

  it("jumps at once under prefers-reduced-motion", async ({ server, openPage }) => {
    const page = await openPage({ ...PHONE, reducedMotion: "reduce" });
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
  });
});
