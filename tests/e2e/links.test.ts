import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { PUBLIC_PAGES } from "~/content/public-pages";
import { PHONE, waitForHydration } from "../helpers/browser";
import { waitOutFillTime } from "../helpers/fill-time";
import { it } from "../helpers/fixtures";
import { href } from "react-router";

/** Every `<a href>` of a page's HTML that stays on the site, as a path with its query. */
function internalLinks(html: string, base: string): string[] {
  const found = new Set<string>();
  for (const [, raw] of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const address = raw!.replaceAll("&amp;", "&");
    if (/^(?:mailto:|tel:|javascript:|#)/i.test(address)) continue;
    const url = new URL(address, base);
    if (url.origin !== new URL(base).origin) continue;
    found.add(url.pathname + url.search);
  }
  return [...found];
}

/** The links a visitor can follow after `page`'s form was sent: toasts, notices, the new form. */
async function linksOnScreen(page: Page): Promise<string[]> {
  return page.$$eval("a[href]", (anchors) =>
    anchors
      .map((a) => new URL((a as HTMLAnchorElement).href))
      .filter((u) => u.origin === location.origin)
      .map((u) => u.pathname + u.search),
  );
}

describe("no dead internal link", () => {
  it("crawls every public page in French and English and follows every internal link", async ({
    server,
  }) => {
    const queue: string[] = PUBLIC_PAGES.flatMap((p) => [p, `${p}?lng=en`]);
    const seen = new Set(queue);
    const broken: string[] = [];
    // Bounded: the site has about a hundred distinct addresses (pages, tags, articles).
    while (queue.length > 0 && seen.size < 600) {
      const path = queue.shift()!;
      const response = await fetch(`${server.url}${path}`, { redirect: "follow" });
      if (response.status >= 400) broken.push(`${response.status} ${path}`);
      expect(path).not.toMatch(/\.data(\?|$)/);
      if (!response.headers.get("content-type")?.includes("text/html")) continue;
      for (const link of internalLinks(await response.text(), `${server.url}${path}`)) {
        // The private area answers with its sign-in screen; it is not the visitor's site.
        if (link.startsWith(href("/admin"))) continue;
        if (!seen.has(link)) {
          seen.add(link);
          queue.push(link);
        }
      }
    }
    expect(broken).toEqual([]);
  }, 180_000);
});

const forms = {
  fr: { first: /^Prénom/, last: /^Nom\b/, email: /^E-mail/, phone: /^Téléphone/ },
  en: { first: /^First name/, last: /^Last name/, email: /^Email/, phone: /^Phone/ },
};

describe.each(["fr", "en"] as const)("links that appear after a form is sent (%s)", (locale) => {
  const t = forms[locale];
  const lng = locale === "en" ? "lng=en" : "";

  for (const kind of ["contact", "quote"] as const) {
    // The page fails the test on any console error or failed request (the fixtures watch it).
    it(`${kind}: the toast's and the notice's links open real pages in the page's language`, async ({
      server,
      openPage,
    }) => {
      const page = await openPage(PHONE);
      await page.goto(
        kind === "contact"
          ? `${server.url}/contact${lng ? `?${lng}` : ""}`
          : `${server.url}/quote?concept=nettoie-pro${lng ? `&${lng}` : ""}`,
      );
      await waitForHydration(page);
      await page.getByLabel(t.first).fill("Ama");
      await page.getByLabel(t.last).fill("Mensah");
      await page.getByLabel(t.email).fill(`links-${kind}-${locale}@example.tg`);
      await page.getByLabel(t.phone).fill("90 12 34 56");
      await page
        .locator(kind === "contact" ? 'textarea[name="message"]' : 'textarea[name="description"]')
        .fill("Bonjour, nous voudrions un devis pour nos bureaux.");
      await waitOutFillTime(page);
      await page.locator('form[method="post"] button[type="submit"]').click();
      const toastLink = page.locator('[data-toast="success"] a');
      await toastLink.waitFor();
      await page.getByTestId("lead-success").waitFor();

      // Read while the toast is up: it closes by itself after a few seconds, and checking every
      // link below can take longer than that on a busy machine.
      const toastHref = (await toastLink.getAttribute("href"))!;
      const noticeLinks = await page
        .getByTestId("lead-success")
        .locator("a[href^='/']")
        .evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
      for (const target of [toastHref, ...noticeLinks]) {
        if (locale === "en") expect(target).toContain("lng=en");
        else expect(target).not.toContain("lng=");
      }
      const links = await linksOnScreen(page);

      // Followed in the browser (a client-side navigation, which fetches `.data` underneath).
      await toastLink.click();
      await page.waitForURL((url) => url.pathname === "/services");
      expect(new URL(page.url()).pathname).toBe("/services");
      expect(await page.locator("html").getAttribute("lang")).toBe(locale);
      expect(await page.locator("h1").first().textContent()).not.toMatch(
        /Page Not Found|introuvable/i,
      );

      // Every link that was on screen after sending answers, and none is a `.data` address.
      for (const link of links) {
        expect(link).not.toMatch(/\.data(\?|$)/);
        const response = await fetch(`${server.url}${link}`);
        expect(response.status, link).toBeLessThan(400);
      }
    });
  }
});
