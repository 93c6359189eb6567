import { describe, expect } from "vitest";
import { PHONE, waitForHydration } from "../helpers/browser";
import { it } from "../helpers/fixtures";

/**
 * Public pages are documents (docs/decisions/037-public-pages-as-islands.md): a link opens the new
 * page at its top, and "back" returns to where the reader was on the page they left.
 */
describe.each(["fr", "en"] as const)("moving between pages (%s)", (locale) => {
  const q = locale === "en" ? "?lng=en" : "";

  // The page fails the test on any console error or failed request (the fixtures watch it).
  it("opens the new page at its top, and back returns to the place left", async ({
    server,
    openPage,
  }) => {
    const page = await openPage(PHONE);
    await page.goto(`${server.url}/contact${q}`);
    await waitForHydration(page);
    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }),
    );
    const start = await page.evaluate(() => window.scrollY);
    expect(start).toBeGreaterThan(1000);
    await page.evaluate(() => ((window as unknown as { left?: boolean }).left = true));
    await page.locator('footer a[href^="/quote"]').first().click();
    await page.waitForURL(/\/quote/);
    // A new document (nothing of the old page's script state), opened at its top.
    expect(await page.evaluate(() => (window as unknown as { left?: boolean }).left)).toBe(
      undefined,
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.locator("html").getAttribute("lang")).toBe(locale);
    await page.goBack();
    await page.waitForURL(/\/contact/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(start - 50);
  });
});
