import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { waitForHydration, waitForKeptFormCode } from "../helpers/browser";
import { waitOutFillTime } from "../helpers/fill-time";
import { texts } from "../helpers/lead-form-texts";
import { it } from "../helpers/fixtures";
import { href } from "react-router";

/**
 * Public pages served as documents with islands (docs/decisions/037-public-pages-as-islands.md):
 * the browser gets the islands' loader, React and the page's interactive parts, each when it is
 * needed, and no React Router code. The language switch is a document load that keeps the
 * choice and the reader's place.
 */
describe("a page served as a document with islands (/ and /a-propos)", () => {
  it("loads only the islands' scripts, never the router's, each island when it is needed", async ({
    server,
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    const html = await (await fetch(`${server.url}/`)).text();
    // One module script, and the root data as JSON: no router context, no route modules.
    expect(html.match(/<script[^>]*type="module"[^>]*>/g)).toHaveLength(1);
    expect(html).not.toContain("__reactRouterContext");
    expect(html).toMatch(/<ac-island data-name="sections\/home\/hero-carousel"/);

    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    expect(scripts.every((s) => s.startsWith("/islands/assets/") || s === "/sw.js")).toBe(true);
    // The hero turns by a page script: no React before the reader reaches for a part needing it.
    expect(scripts.filter((s) => s.includes("hero-carousel.script"))).toHaveLength(1);
    expect(scripts.filter((s) => /\/(react|hydrate)-/.test(s))).toEqual([]);
    // The language switch waits for the reader: its code comes with the first pointer over it.
    expect(scripts.some((s) => s.includes("language-switch.island"))).toBe(false);
    await page.locator('a[hreflang="en"]').first().hover();
    await expect.poll(() => scripts.some((s) => s.includes("language-switch.island"))).toBe(true);
    // No chunk the page loaded carries React Router.
    for (const script of scripts.filter((s) => s.startsWith("/islands/"))) {
      const code = await (await fetch(`${server.url}${script}`)).text();
      expect(code, script).not.toMatch(/useNavigate\(\) may be used only|__reactRouter/);
    }
  });

  it("switches language by loading the same page, remembering the choice and the place", async ({
    server,
    page,
  }) => {
    await page.goto(`${server.url}/a-propos`);
    await waitForHydration(page);
    // The reader is in the team section, 50 px into it.
    const teamTop = () =>
      page.evaluate(() => document.getElementById("equipe")!.getBoundingClientRect().top);
    await page.evaluate(() => {
      const team = document.getElementById("equipe")!;
      const top = team.getBoundingClientRect().top + window.scrollY + 50;
      window.scrollTo({ top, behavior: "instant" });
    });
    expect(await teamTop()).toBeCloseTo(-50, -1);
    // The first click may come before the switch's code: it waits for it, then counts. A click
    // at the link's place (Playwright's own would scroll the page to "reveal" the sticky header).
    const box = (await page.locator('a[hreflang="en"]').first().boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForURL(`${server.url}/a-propos?lng=en`);
    await waitForHydration(page);
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    // The same place: the team section where it was on the screen, the tabs above folded.
    await expect.poll(teamTop).toBeGreaterThan(-110);
    expect(await teamTop()).toBeLessThan(10);
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("en");
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "lng")?.value).toBe("en");
    // Back to French, remembered too.
    await page.locator('a[hreflang="fr"]').first().click();
    await page.waitForURL((url) => url.pathname === "/a-propos" && !url.search.includes("en"));
    expect(await page.locator("html").getAttribute("lang")).toBe("fr");
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("fr");
  });

  it("serves the 404 screen, the sign-in pages aside, without the router too", async ({
    server,
  }) => {
    const missing = await fetch(`${server.url}/page-inconnue`);
    expect(missing.status).toBe(404);
    const html = await missing.text();
    expect(html).not.toContain("__reactRouterContext");
    expect(html).toMatch(/<ac-island data-name="components\/history-back"/);
    // The sign-in pages lead into the admin, a single-page application: they keep the router.
    expect(await (await fetch(`${server.url}/auth/login`)).text()).toContain(
      "__reactRouterContext",
    );
  });

  it("names speculation rules that prerender public pages on hover, never private ones", async ({
    server,
  }) => {
    const page = await fetch(`${server.url}/a-propos`);
    expect(page.headers.get("speculation-rules")).toBe('"/speculation-rules.json"');
    const admin = await fetch(`${server.url}/auth/login`);
    expect(admin.headers.get("speculation-rules")).toBeNull();
    const rules = await fetch(`${server.url}/speculation-rules.json`);
    expect(rules.headers.get("content-type")).toBe("application/speculationrules+json");
    const { prerender } = (await rules.json()) as {
      prerender: Array<{ eagerness: string; where: { and: unknown[] } }>;
    };
    expect(prerender[0]!.eagerness).toBe("moderate");
    const excluded = JSON.stringify(prerender[0]!.where);
    for (const path of [`${href("/admin")}/*`, "/auth/*", "/api/*", "/devis/*"])
      expect(excluded).toContain(JSON.stringify(path));
  });

  it("opens a page in the language kept on this device when neither URL nor cookie chose one", async ({
    server,
    page,
  }) => {
    // A reader who chose English on an earlier visit whose cookie has gone.
    await page.addInitScript(() => localStorage.setItem("i18nextLng", "en"));
    await page.goto(`${server.url}/a-propos`);
    await page.waitForURL(`${server.url}/a-propos?lng=en`);
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expect((await page.context().cookies()).find((c) => c.name === "lng")?.value).toBe("en");
  });
});

describe("what a page's scripts cost", () => {
  const scriptsOf = (page: Page) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    return scripts;
  };

  it("keeps a quote request whose form tab was opened after the connection dropped", async ({
    server,
    page,
    database,
    allowErrors,
  }) => {
    allowErrors(/net::ERR_INTERNET_DISCONNECTED/);
    const t = texts.fr;
    // The price grid's tab; the form sleeps in its hidden tab, its code (the offline queue's
    // included) kept by the service worker once the page is idle.
    await page.goto(`${server.url}/quote?concept=eco-jardin&tab=calculator`);
    await waitForHydration(page);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await waitForKeptFormCode(page);
    await page.context().setOffline(true);
    await page.locator("#tab-form").click();
    const email = "offline-tab@example.tg";
    await page.getByLabel(t.first).fill("Kofi");
    await page.locator('ac-island[data-name="sections/quote/quote-form"][data-hydrated]').waitFor();
    await page.getByLabel(t.last).fill("Agbo");
    await page.getByLabel(t.email).fill(email);
    await page.getByLabel(t.phone).fill("+33 6 12 34 56 78");
    await page.getByLabel(t.needs).fill("Entretien d'un jardin de 80 m² devant nos bureaux.");
    await waitOutFillTime(page);
    await page.getByRole("button", { name: t.sendQuote }).click();
    await page.getByTestId("lead-kept").waitFor();
    const stored = () =>
      database.db.selectFrom("quote_requests").select("id").where("email", "=", email).execute();
    expect(await stored()).toEqual([]);
    await page.context().setOffline(false);
    await page.getByTestId("lead-success").waitFor({ timeout: 30_000 });
    expect(await stored()).toHaveLength(1);
  });

  it.for(["/produits", "/a-propos"])(
    "loads no React on %s, whose islands all wait for the reader, and runs its scripts",
    async (path, { server, page }) => {
      const scripts = scriptsOf(page);
      await page.goto(`${server.url}${path}`);
      await waitForHydration(page);
      // The language memory and the offline support ran without React: the language is kept and
      // the service worker is registered.
      expect((await page.context().cookies()).find((c) => c.name === "lng")?.value).toBe("fr");
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      expect(scripts.some((s) => /\/react-[\w-]+\.js$/.test(s))).toBe(false);
      expect(scripts.some((s) => s.includes(".island-"))).toBe(false);
      // The language switch wakes (with React) on the first pointer over it.
      await page.locator('a[hreflang="en"]').first().hover();
      await expect.poll(() => scripts.some((s) => /\/react-[\w-]+\.js$/.test(s))).toBe(true);
      expect(scripts.some((s) => s.includes("language-switch.island"))).toBe(true);
    },
  );

  // What lengthened the lead pages' long tasks on a phone: Intl formatters built while the forms
  // woke (tens of milliseconds each on the first use), and a preload link added per chunk.
  for (const path of ["/contact", "/quote", "/contact?lng=en", "/quote?lng=en"])
    it(`wakes the form of ${path} without building a formatter or adding preload links`, async ({
      server,
      page,
    }) => {
      await page.addInitScript(() => {
        const built: string[] = [];
        Object.assign(window, { builtFormatters: built });
        for (const name of ["NumberFormat", "DateTimeFormat", "PluralRules", "ListFormat"] as const)
          Object.defineProperty(Intl, name, {
            value: new Proxy(Intl[name], {
              construct(target, args, newTarget) {
                built.push(name);
                return Reflect.construct(target, args, newTarget) as object;
              },
            }),
          });
      });
      await page.goto(`${server.url}${path}`);
      await waitForHydration(page);
      const form = path.startsWith("/contact") ? "contact/contact-form" : "quote/quote-form";
      // The form wakes when the reader starts on it.
      if (form === "quote/quote-form") await page.locator("#tab-form").click();
      await page.getByLabel(texts[path.endsWith("en") ? "en" : "fr"].first).click();
      await page
        .locator(`ac-island[data-name="sections/${form}"][data-hydrated]`)
        .waitFor({ state: "attached" });
      expect(
        await page.evaluate(() => (window as { builtFormatters?: string[] }).builtFormatters),
      ).toEqual([]);
      expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
      // The budget choices came worded from the server, in the page's language.
      if (path.startsWith("/quote"))
        await expect
          .poll(() => page.locator('select[name="budget"] option').allTextContents())
          .toContain(
            path.endsWith("en") ? "Under 50,000\u00a0FCFA" : "Moins de 50\u202f000\u00a0FCFA",
          );
    });

  // On a phone, React and the whole stylesheet cost seconds of main thread: a lead page loads
  // neither until the reader starts on the form, which works as plain HTML meanwhile.
  for (const path of ["/contact", "/quote?tab=form"])
    it(`leaves the form of ${path} asleep, without React or the whole stylesheet, until touched`, async ({
      server,
      page,
    }) => {
      const scripts = scriptsOf(page);
      await page.goto(`${server.url}${path}`);
      await waitForHydration(page);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      // The service worker fetched the form's code for later; the page ran none of it.
      await waitForKeptFormCode(page);
      expect(scripts.some((s) => /\/react-[\w-]+\.js$/.test(s))).toBe(false);
      expect(scripts.some((s) => s.includes(".island-"))).toBe(false);
      expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
      const form = page.locator("ac-island[data-name$='-form']");
      expect(await form.getAttribute("data-hydrated")).toBeNull();

      await page.getByLabel(texts.fr.email).focus();
      await expect.poll(() => form.getAttribute("data-hydrated")).toBe("true");
      expect(scripts.some((s) => /\/react-[\w-]+\.js$/.test(s))).toBe(true);
      expect(await page.locator('link[rel="stylesheet"][href^="/assets/app-"]').count()).toBe(1);
    });

  it("hydrates the quote page's tab bar and form, never its price tables", async ({
    server,
    page,
  }) => {
    const scripts = scriptsOf(page);
    await page.goto(`${server.url}/quote`);
    await waitForHydration(page);
    const names = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("ac-island")].map((i) => i.dataset.name),
    );
    expect(names).toEqual(
      expect.arrayContaining([
        "sections/quote/quote-tabs",
        "sections/quote/estimator",
        "sections/quote/quote-form",
      ]),
    );
    expect(await page.locator("tr[data-price-item]").count()).toBeGreaterThan(10);
    expect(await page.locator("ac-island tr[data-price-item]").count()).toBe(0);
    expect(await page.locator("ac-island #panel-calculator, ac-island #panel-form").count()).toBe(
      0,
    );
    // The tabs are a page script, in one file: the form sleeps until the reader starts on it,
    // and so does the price grid's code (the tabs read a link's service without it).
    expect(scripts.filter((s) => s.includes("/quote-tabs-"))).toHaveLength(1);
    expect(scripts.some((s) => s.includes("quote-form.island"))).toBe(false);
    expect(scripts.filter((s) => /\/(pricing|estimate|company|formats)-/.test(s))).toEqual([]);
    const form = page.locator('ac-island[data-name="sections/quote/quote-form"]');
    // A click on the grid's call to action opens the form in place.
    await page.getByTestId("open-form").click();
    await expect.poll(() => page.locator("#panel-form").isVisible()).toBe(true);
    expect(await page.locator("#panel-calculator").isVisible()).toBe(false);
    expect(new URL(page.url()).searchParams.get("tab")).toBe("form");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("tab-form");
    expect(await form.getAttribute("data-hydrated")).toBeNull();
    await page.getByLabel(texts.fr.first).click();
    await expect.poll(() => form.getAttribute("data-hydrated")).toBe("true");
  });
});

describe("the blog's list as a document with islands (/blog)", () => {
  const list = 'ac-island[data-name="features/blog/blog-list"]';
  /** The scripts the page asks for, by path. */
  function watchScripts(page: Page) {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    return scripts;
  }

  it("carries no router, and wakes its list only when the reader reaches for it", async ({
    server,
    page,
  }) => {
    const html = await (await fetch(`${server.url}/blog`)).text();
    expect(html.match(/<script[^>]*type="module"[^>]*>/g)).toHaveLength(1);
    expect(html).not.toContain("__reactRouterContext");
    expect(html).toMatch(
      /<ac-island data-name="features\/blog\/blog-list" data-when="interaction" data-props="/,
    );
    const scripts = watchScripts(page);
    await page.goto(`${server.url}/blog`);
    await waitForHydration(page);
    expect(scripts.every((s) => s.startsWith("/islands/assets/") || s === "/sw.js")).toBe(true);
    expect(scripts.some((s) => s.includes("blog-list.island"))).toBe(false);
    await page.getByRole("searchbox", { name: "Rechercher un article" }).focus();
    await page.locator(`${list}[data-hydrated]`).waitFor({ state: "attached" });
    expect(scripts.some((s) => s.includes("blog-list.island"))).toBe(true);
    for (const script of scripts.filter((s) => s.startsWith("/islands/"))) {
      const code = await (await fetch(`${server.url}${script}`)).text();
      expect(code, script).not.toMatch(/useNavigate\(\) may be used only|__reactRouter/);
    }
  });

  it("opens an article from the list at once, without waking the list", async ({
    server,
    page,
  }) => {
    const scripts = watchScripts(page);
    await page.goto(`${server.url}/blog`);
    await waitForHydration(page);
    const card = page.getByTestId("post-card").first();
    const title = (await card.locator("h2").textContent())!;
    // The pointer comes over the article's link and clicks it: the list's island stays asleep.
    await card.getByRole("link", { name: title, exact: true }).click();
    await page.locator("h1").filter({ hasText: title }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/blog\/[a-z0-9-]+$/);
    expect(scripts.some((s) => s.includes("blog-list.island"))).toBe(false);
  });
});
