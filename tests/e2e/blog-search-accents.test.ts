import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { PHONE } from "../helpers/browser";
import { it } from "../helpers/fixtures";

/** The titles of the cards the list shows, as a phone without JavaScript reads them. */
const cardTitles = (page: Page) =>
  page.getByTestId("post-card").locator("h2, h3").allTextContents();

describe("the blog search on a phone", () => {
  it("finds the same posts whether the reader types the accents and capitals or not", async ({
    server,
    openPage,
  }) => {
    const page = await openPage({ ...PHONE, javaScriptEnabled: false });
    const found: Record<string, string[]> = {};
    for (const q of ["hygiène", "hygiene", "HYGIÈNE", "Hygiene"]) {
      await page.goto(`${server.url}/blog?q=${encodeURIComponent(q)}`);
      found[q] = (await cardTitles(page)).sort();
    }
    expect(found["hygiène"]!.length).toBeGreaterThan(0);
    for (const q of ["hygiene", "HYGIÈNE", "Hygiene"])
      expect(found[q], q).toEqual(found["hygiène"]);
  });
});
