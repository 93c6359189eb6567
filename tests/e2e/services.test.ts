import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { itHasNoSeriousViolations } from "../helpers/axe";
import { PHONE, waitForHydration } from "../helpers/browser";
import { it } from "../helpers/fixtures";

const CONCEPTS = [
  "nettoie-pro",
  "sante-pro",
  "eco-jardin",
  "natura-potager",
  "eco-event",
  "nettoie-event",
];
const SECTIONS = [...CONCEPTS, "formations"];

const texts = {
  fr: {
    concepts: "Découvrir nos concepts",
    formations: "Nos formations",
    nav: "Aller à une section",
    weeks: ["2 semaines", "3 semaines", "4 semaines"],
    region: "Afrique de l'Ouest",
  },
  en: {
    concepts: "Explore our concepts",
    formations: "Our training courses",
    nav: "Jump to a section",
    weeks: ["2 weeks", "3 weeks", "4 weeks"],
    region: "West Africa",
  },
};

/** Hrefs of the highlighted pills (there must be at most one). */
const activePills = (page: Page, navLabel: string) =>
  page
    .getByRole("navigation", { name: navLabel })
    .locator("a[aria-current]")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));

/** Top of a section in document coordinates. */
const sectionTop = (page: Page, id: string) =>
  page.evaluate(
    (i) => document.getElementById(i)!.getBoundingClientRect().top + window.scrollY,
    id,
  );

describe.each(["fr", "en"] as const)("services page (%s)", (locale) => {
  const q = locale === "en" ? "?lng=en" : "";
  const t = texts[locale];

  it("has hero buttons that glide to #concepts and #formations, moving focus there", async ({
    server,
    page,
  }) => {
    await page.goto(`${server.url}/services${q}`);
    await waitForHydration(page);
    expect(await page.locator("h1").count()).toBe(1);
    for (const [label, id] of [
      [t.concepts, "concepts"],
      [t.formations, "formations"],
    ] as const) {
      const button = page.getByRole("link", { name: label, exact: true });
      expect(await button.getAttribute("href")).toBe(`#${id}`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await button.click();
      // Lands with the section's top just under the sticky header and pill bar (scroll-margin 96 px).
      await page.waitForFunction(
        (i) => Math.abs(document.getElementById(i)!.getBoundingClientRect().top - 96) < 2,
        id,
        { timeout: 5000 },
      );
      expect(await page.evaluate(() => [window.location.hash, document.activeElement?.id])).toEqual(
        [`#${id}`, id],
      );
    }
  });

  it("highlights the pill of the section whose top is within 100 px of the window's top", async ({
    server,
    page,
  }) => {
    await page.goto(`${server.url}/services${q}`);
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: t.nav });
    expect(
      await nav.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href"))),
    ).toEqual(SECTIONS.map((id) => `#${id}`));
    expect(await activePills(page, t.nav)).toEqual([]);
    for (const [index, id] of SECTIONS.entries()) {
      const top = await sectionTop(page, id);
      // Two pixels short of the rule: still the previous section (or none before the first).
      await page.evaluate((y) => window.scrollTo(0, y), Math.floor(top) - 102);
      const previous = index === 0 ? [] : [`#${SECTIONS[index - 1]}`];
      await expect.poll(() => activePills(page, t.nav), { timeout: 5000 }).toEqual(previous);
      // Its top at scrollY + 100 px: this section.
      await page.evaluate((y) => window.scrollTo(0, y), Math.ceil(top) - 100);
      await expect.poll(() => activePills(page, t.nav), { timeout: 5000 }).toEqual([`#${id}`]);
    }
    // The bar sticks under the 64 px header.
    expect(await nav.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(64);
  });

  it("keeps the highlighted pill visible in the sideways-scrolling bar on a phone", async ({
    server,
    openPage,
  }) => {
    const page = await openPage(PHONE);
    await page.goto(`${server.url}/services${q}`);
    await waitForHydration(page);
    const list = page.getByRole("navigation", { name: t.nav }).locator("ul");
    expect(await list.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    for (const id of ["nettoie-event", "formations", "nettoie-pro"]) {
      await page.evaluate(
        (y) => window.scrollTo(0, y),
        Math.ceil(await sectionTop(page, id)) - 100,
      );
      await expect.poll(() => activePills(page, t.nav), { timeout: 5000 }).toEqual([`#${id}`]);
      await expect
        .poll(
          () =>
            list.evaluate((ul) => {
              const pill = ul.querySelector("a[aria-current]")!.getBoundingClientRect();
              const bar = ul.getBoundingClientRect();
              return pill.left >= bar.left - 1 && pill.right <= bar.right + 1;
            }),
          { timeout: 5000 },
        )
        .toBe(true);
    }
  });

  it("shows six concepts, each complete with a free-quote link to /quote?concept=<id>", async ({
    server,
    page,
  }) => {
    await page.goto(`${server.url}/services${q}`);
    const inConcepts = await page
      .locator("#concepts > section[id]")
      .evaluateAll((sections) => sections.map((s) => s.id));
    expect(inConcepts).toEqual(CONCEPTS);
    for (const id of CONCEPTS) {
      const section = page.locator(`section#${id}`);
      expect(await section.locator("h3").count()).toBe(1);
      expect(await section.locator("ul").nth(0).locator("li").count()).toBeGreaterThanOrEqual(4);
      expect(await section.locator("dl > div").count()).toBe(3);
      // Logo plus three pictures, all with an alt text.
      const alts = await section
        .locator("img")
        .evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt") ?? ""));
      expect(alts).toHaveLength(4);
      for (const alt of alts) expect(alt.length).toBeGreaterThan(3);
      const quote = section.locator('a[href^="/quote"]');
      expect(await quote.count()).toBe(1);
      expect(await quote.getAttribute("href")).toBe(
        locale === "en" ? `/quote?concept=${id}&lng=en` : `/quote?concept=${id}`,
      );
    }
  });

  it("lists three trainings with their own durations, a phone and an e-mail link", async ({
    server,
    page,
  }) => {
    await page.goto(`${server.url}/services${q}`);
    const trainings = page.locator("#formations li[data-training]");
    expect(await trainings.count()).toBe(3);
    for (const [i, weeks] of t.weeks.entries())
      expect(await trainings.nth(i).textContent()).toContain(weeks);
    expect(await page.locator('#formations a[href^="tel:+228"]').count()).toBe(1);
    expect(await page.locator('#formations a[href^="mailto:"]').count()).toBe(1);
  });

  it("describes the six concepts as schema.org Services provided by the LocalBusiness", async ({
    server,
    page,
  }) => {
    await page.goto(`${server.url}/services${q}`);
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "null")));
    const entries = blocks.flatMap((b) => (b["@graph"] ?? [b]) as Record<string, unknown>[]);
    const business = entries.find((e) => e["@type"] === "LocalBusiness");
    const services = entries.filter((e) => e["@type"] === "Service");
    expect(services).toHaveLength(6);
    expect(business?.["@id"]).toMatch(/\/#business$/);
    for (const service of services) {
      expect(service.provider).toEqual({ "@id": business!["@id"] });
      expect(JSON.stringify(service.areaServed)).toContain("Togo");
      expect(JSON.stringify(service.areaServed)).toContain(t.region);
    }
    expect(services.map((s) => String(s["@id"]).split("#")[1])).toEqual(CONCEPTS);
  });

  itHasNoSeriousViolations(`/services${q}`);
});
