import { describe, expect } from "vitest";
import { seriousA11yViolations } from "../helpers/axe";
import { DESKTOP, PHONE, waitForHydration } from "../helpers/browser";
import { it } from "../helpers/fixtures";
import { visitOrigin } from "../helpers/leads";

describe.each(["fr", "en"] as const)("the shared frame (%s)", (locale) => {
  const q = locale === "en" ? "?lng=en" : "";
  const labels =
    locale === "fr"
      ? { services: "Services", quote: "Devis gratuit", toggle: "EN – Read this page in English" }
      : { services: "Services", quote: "Free quote", toggle: "FR – Lire cette page en français" };

  it("has the header, the footer's five service anchors and the floating chat link", async ({
    server,
    page,
  }) => {
    await page.goto(`${server.url}/${q}`);
    const header = page.locator("header");
    expect(await header.getByRole("link", { name: labels.quote }).isVisible()).toBe(true);
    expect(await header.getByRole("link", { name: labels.quote }).getAttribute("href")).toBe(
      `/quote${q}`,
    );
    expect(await page.locator("header").evaluate((el) => getComputedStyle(el).position)).toBe(
      "sticky",
    );
    for (const anchor of [
      "nettoie-pro",
      "eco-jardin",
      "natura-potager",
      "eco-event",
      "sante-pro",
    ]) {
      expect(await page.locator(`footer a[href="/services${q}#${anchor}"]`).count()).toBe(1);
    }
    const chat = page.getByTestId("chat-link");
    expect(await chat.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/228\d{8}/);
    const box = await chat.boundingBox();
    expect(box!.x + box!.width).toBeGreaterThan(DESKTOP.viewport!.width - 40);
    expect(await chat.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
  });

  it("hydrates the server's document in place: one head and body, nothing drawn again", async ({
    server,
    page,
  }) => {
    // The page's scripts wait until every element of the server's page has been marked.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // The router's entry, or the islands' loader on a document with islands (decision 037).
    await page.route(/\/assets\/(entry\.client|loader)-[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    // The loader is a module script, which DOMContentLoaded waits for: wait for the parsed page.
    await page.goto(`${server.url}/services${q}`, { waitUntil: "commit" });
    await page.waitForSelector("footer", { state: "attached" });
    const parts = "head, body, header, main, footer, section, style, link[rel=stylesheet]";
    const marked = await page.evaluate((selector) => {
      const elements = [...document.querySelectorAll(selector)];
      for (const element of elements)
        (element as unknown as { fromServer: true }).fromServer = true;
      return elements.length;
    }, parts);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
    await waitForHydration(page);
    // Hydration kept the server's elements, drew none again and added none of these.
    expect(
      await page.evaluate((selector) => {
        const elements = [...document.querySelectorAll(selector)];
        const kept = elements.filter((e) => (e as unknown as { fromServer?: true }).fromServer);
        return { elements: elements.length, kept: kept.length };
      }, parts),
    ).toEqual({ elements: marked, kept: marked });
    expect(await page.locator("html").count()).toBe(1);
    expect(await page.locator("head").count()).toBe(1);
    expect(await page.locator("body").count()).toBe(1);
    expect(await page.locator("html > body > main#main").count()).toBe(1);
    expect(await page.locator("html").getAttribute("lang")).toBe(locale);
    // The first-paint rules the server put inline are still there.
    expect(
      await page.locator("style[data-inline-css]").evaluate((el) => el.textContent!.length),
    ).toBeGreaterThan(1000);
  });

  it("switches language to the same page in the other language, and remembers the choice", async ({
    server,
    page,
  }) => {
    await page.goto(`${server.url}/services${q}`);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.locator("header").getByRole("link", { name: labels.toggle, exact: true }).click();
    const other = locale === "fr" ? "en" : "fr";
    // A document of its own (decision 037), at the clean address of the other language.
    await page.waitForURL(`${server.url}/services${other === "en" ? "?lng=en" : ""}`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(other);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(
      undefined,
    );
    // A later visit to a clean URL opens in the remembered language.
    await page.goto(`${server.url}/a-propos`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(other);
  });

  it("serves a campaign link the shared page, hydrated as it is, the campaign kept in the visit's cookie", async ({
    server,
    page,
  }) => {
    await fetch(`${server.url}/services${q}`);
    const tags = "utm_source=whatsapp&utm_campaign=rentree&fbclid=IwAR0";
    const landing = await page.goto(`${server.url}/services${q ? `${q}&` : "?"}${tags}`);
    expect(landing!.headers()["x-page-cache"]).toBe("hit");
    await waitForHydration(page);
    // The switch leads to the other language's page, as on the plain URL: the tags were kept in
    // the cookie on arrival, and the shared page repeats none of them.
    const toggle = page.locator("header").getByRole("link", { name: labels.toggle, exact: true });
    expect(await toggle.getAttribute("href")).toBe(
      locale === "fr" ? "/services?lng=en" : "/services?lng=fr",
    );
    const [visit] = (await page.context().cookies()).filter((c) => c.name === "lead_src");
    expect(visitOrigin(`${visit!.name}=${visit!.value}`)).toMatchObject({
      utm_source: "whatsapp",
      utm_campaign: "rentree",
    });
    await toggle.click();
    const other = locale === "fr" ? "en" : "fr";
    await page.waitForURL(`${server.url}/services${other === "en" ? "?lng=en" : ""}`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(other);
  });

  it("closes the mobile menu when a link is chosen", async ({ server, openPage }) => {
    const page = await openPage(PHONE);
    await page.goto(`${server.url}/${q}`);
    await waitForHydration(page);
    const menu = page.getByTestId("mobile-menu");
    await menu.locator("summary").click();
    expect(await menu.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    await menu.getByRole("link", { name: labels.services, exact: true }).click();
    await page.waitForURL(`${server.url}/services${q}`);
    expect(await menu.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
  });

  it("scrolls to the top when navigating to another page", async ({ server, page }) => {
    await page.goto(`${server.url}/${q}`);
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page
      .locator("footer")
      .getByRole("link", { name: labels.services, exact: true })
      .first()
      .click();
    await page.waitForURL(`${server.url}/services${q}`);
    await page.waitForFunction(() => window.scrollY === 0, null, { timeout: 5000 });
  });

  it.for(["/page-inconnue", "/auth/login", "/auth/forgot"])(
    "has no serious accessibility violation on %s",
    async (path, { server, openPage, allowErrors }) => {
      // The 404 page's own document request is the only expected "error" in the console.
      allowErrors(/404/);
      const page = await openPage(PHONE);
      await page.goto(`${server.url}${path}${q}`);
      await waitForHydration(page);
      expect(await seriousA11yViolations(page)).toEqual([]);
    },
  );

  it("shows the 404 screen whose 'previous page' button goes back", async ({
    server,
    page,
    allowErrors,
  }) => {
    allowErrors(/status of 404/);
    await page.goto(`${server.url}/contact${q}`);
    const response = await page.goto(`${server.url}/page-inconnue${q}`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    const bounce = await page
      .getByText("404", { exact: true })
      .evaluate((el) => getComputedStyle(el).animationDuration);
    expect(bounce).toBe("2s");
    await page
      .getByRole("button", { name: locale === "fr" ? "Page Précédente" : "Previous Page" })
      .click();
    await page.waitForURL(`${server.url}/contact${q}`);
  });
});
