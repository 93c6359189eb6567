import { describe, expect } from "vitest";
import { PHONE, waitForHydration } from "../helpers/browser";
import { it } from "../helpers/fixtures";

describe("small slips a visitor would notice", () => {
  it("never starts a line of the price grid with '– 100 FCFA' on a phone", async ({
    server,
    openPage,
  }) => {
    const page = await openPage(PHONE);
    await page.goto(`${server.url}/quote`);
    await waitForHydration(page);
    const chunks = await page
      .locator("table td .whitespace-nowrap")
      .evaluateAll((spans) =>
        spans.map((s) => ({ text: s.textContent ?? "", lines: s.getClientRects().length })),
      );
    const ranges = chunks.filter((c) => c.text.includes("–"));
    expect(ranges.length).toBeGreaterThan(5);
    for (const range of ranges) {
      // The whole range is one piece on one line, from its first figure.
      expect(range.text).toMatch(/^\d[\d\s\u202f]* – \d/);
      expect(range.lines).toBe(1);
    }
  });

  it("labels a testimonial written in French on the English home page, and not on the French one", async ({
    server,
  }) => {
    const en = await (await fetch(`${server.url}/?lng=en`)).text();
    expect(en).toContain('data-other-language="">Testimonial written in French</p>');
    // On the French page, only testimonials written in English are labelled, in French.
    const fr = await (await fetch(`${server.url}/`)).text();
    expect(fr).not.toContain("Testimonial written in French");
    for (const [, label] of fr.matchAll(/data-other-language="">([^<]*)</g))
      expect(label).toBe("Témoignage écrit en anglais");
  });

  it("opens the estimator on the garden line from the Éco Jardin concept", async ({ server }) => {
    const html = await (await fetch(`${server.url}/quote?concept=eco-jardin`)).text();
    expect(html).toMatch(/<option value="maintenance" selected="">/);
  });

  it("counts the years of experience from the founding year, as the structured data does", async ({
    server,
  }) => {
    const html = await (await fetch(`${server.url}/a-propos`)).text();
    expect(html).toContain('"foundingDate":"2019"');
    const years = new Date().getUTCFullYear() - 2019;
    expect(html).toContain(`${years} ans`);
  });
});
