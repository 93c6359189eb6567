import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { PHONE, waitForHydration } from "../helpers/browser";
import { it } from "../helpers/fixtures";

/** The titles of the cards the list shows, sorted. */
const cardTitles = async (page: Page) =>
  (await page.getByTestId("post-card").locator("h2, h3").allTextContents()).sort();
const SPELLINGS = ["hygiène", "hygiene", "HYGIÈNE", "Hygiene"];

describe("the blog search on a phone", () => {
  it("finds the same posts whether the reader types the accents and capitals or not", async ({
    server,
    openPage,
  }) => {
    const page = await openPage({ ...PHONE, javaScriptEnabled: false });
    const found: Record<string, string[]> = {};
    for (const q of SPELLINGS) {
      await page.goto(`${server.url}/blog?q=${encodeURIComponent(q)}`);
      found[q] = await cardTitles(page);
    }
    expect(found["hygiène"]!.length).toBeGreaterThan(0);
    for (const q of SPELLINGS.slice(1)) expect(found[q], q).toEqual(found["hygiène"]);
  });

  it("finds the same posts as the reader types, in place, accents or not", async ({
    server,
    openPage,
  }) => {
    const expected = await (async () => {
      const page = await openPage({ ...PHONE, javaScriptEnabled: false });
      await page.goto(`${server.url}/blog?q=hygi%C3%A8ne`);
      return cardTitles(page);
    })();
    expect(expected.length).toBeGreaterThan(0);
    const page = await openPage(PHONE);
    await page.goto(`${server.url}/blog`);
    await waitForHydration(page);
    const box = page.getByRole("searchbox", { name: "Rechercher un article" });
    // A finger on the box wakes the list.
    await box.tap();
    const count = page.getByTestId("blog-count");
    for (const q of SPELLINGS) {
      // Nothing first, so the list must change for this spelling to pass.
      await box.fill("zzzz");
      await count.filter({ hasText: /^0 article trouvé$/ }).waitFor();
      await box.fill(q);
      await count.filter({ hasText: `${expected.length} article` }).waitFor();
      expect(await cardTitles(page), q).toEqual(expected);
      expect(new URL(page.url()).searchParams.get("q")).toBe(q);
    }
  });
});
