import { CachePolicy } from "~/lib/http-cache";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { describe, expect } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { siteContent } from "../helpers/page-content";
import { formErrorText } from "~/features/leads/messages";
import { offlineNotices } from "~/features/offline/notices";
import { waitForHydration } from "../helpers/browser";
import { waitOutFillTime } from "../helpers/fill-time";
import { it } from "../helpers/fixtures";
import { texts } from "../helpers/lead-form-texts";
import { guardFields, SITE_ORIGIN } from "../helpers/forms";

/**
 * Lead forms that survive a dropped connection (docs/decisions/020-offline-forms.md), in real
 * Chromium with its offline mode, against the production build on SQLite and PostgreSQL: the
 * submission is kept on the device with a notice in the page's language, sent when the
 * connection returns (Background Sync, the `online` event, or the next visit), stored exactly
 * once, and confirmed. The service worker keeps /contact and /quote readable offline.
 */

type Locale = keyof typeof texts;
const lng = (locale: Locale) => (locale === "en" ? "?lng=en" : "");

/**
 * What Chromium reports for requests made while offline, or cut as a dropped connection cuts
 * them: the form's own request, and the scripts a page fetches only at that moment (the
 * browser-side check, fetched at the first submit; the route module of a page first opened
 * offline). The tests that go offline provoke these (`allowErrors(OFFLINE)`); any other console
 * error or failed request still fails them.
 */
const OFFLINE = /net::ERR_INTERNET_DISCONNECTED/;

/**
 * Opens a page online and waits until the service worker is active and the page's scripts
 * (the offline queue's included, fetched after hydration on form pages) are in.
 */
async function openOnline(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForLoadState("networkidle");
}

async function fillContact(page: Page, locale: Locale, email: string) {
  const t = texts[locale];
  await page.getByLabel(t.first).fill("Ama");
  await page.getByLabel(t.last).fill("Mensah");
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.phone).fill("90 12 34 56");
  await page.getByLabel(t.message).fill("Bonjour, nous voudrions un devis pour nos bureaux.");
  await waitOutFillTime(page);
}

/**
 * Opens the home page's testimonial modal and fills it in, ready to send (the fill time waited
 * out); returns the modal and its texts.
 */
async function fillTestimonial(
  page: Page,
  locale: Locale,
  { name, email, testimonial }: { name: string; email: string; testimonial: string },
) {
  const text = siteContent[locale].home.testimonials;
  await page.getByRole("button", { name: text.shareButton }).click();
  const modal = page.getByTestId("testimonial-modal");
  const fields = text.modal.fields;
  await modal.getByLabel(fields.name.label).fill(name);
  await modal.getByLabel(fields.email.label).fill(email);
  await modal.getByLabel(fields.testimonial.label).fill(testimonial);
  await page.waitForLoadState("networkidle");
  await waitOutFillTime(page);
  return { modal, send: modal.getByRole("button", { name: text.modal.submit }) };
}

/** Waits until the testimonial modal has closed (sent or kept). */
const modalClosed = (modal: Locator) =>
  expect
    .poll(() => modal.evaluate((el: HTMLDialogElement) => el.open), { timeout: 10_000 })
    .toBe(false);

/** How many submissions wait on the device (the queue's IndexedDB store). */
function keptCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((d) => d.name);
    if (!names.includes("africa-clean-offline")) return 0;
    return new Promise<number>((resolve, reject) => {
      const open = indexedDB.open("africa-clean-offline");
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        const count = db.transaction("leads").objectStore("leads").count();
        count.onsuccess = () => {
          db.close();
          resolve(count.result);
        };
        count.onerror = () => reject(count.error);
      };
    });
  });
}

/** Removes Background Sync from the page, as in browsers that do not have it. */
async function withoutBackgroundSync(context: BrowserContext) {
  await context.addInitScript(() => {
    delete (ServiceWorkerRegistration.prototype as { sync?: unknown }).sync;
  });
}

/** The contact messages stored for `email` (each test sends from its own address). */
const contacts = (database: AppDatabase, email: string) =>
  database.db
    .selectFrom("contact_messages")
    .select(["locale", "phone", "source_page"])
    .where("email", "=", email)
    .execute();
/** The quote requests stored for `email`. */
const quotes = (database: AppDatabase, email: string) =>
  database.db
    .selectFrom("quote_requests")
    .select(["reference", "service_type", "locale"])
    .where("email", "=", email)
    .execute();

/** The testimonials stored under `name`. */
const testimonials = (database: AppDatabase, name: string) =>
  database.db
    .selectFrom("testimonials")
    .select(["status", "locale"])
    .where("name", "=", name)
    .execute();

describe("lead forms kept on the device", () => {
  describe.each(["fr", "en"] as const)("in %s", (locale) => {
    const t = texts[locale];
    const notice = offlineNotices(locale);

    it("keeps a contact message sent offline, says so, and sends it once back online", async ({
      server,
      page,
      database,
      allowErrors,
    }) => {
      // The form's request while offline fails: that is the case under test.
      allowErrors(OFFLINE);
      const context = page.context();
      await openOnline(page, `${server.url}/contact${lng(locale)}`);
      const email = `offline-contact-${locale}@example.tg`;
      await fillContact(page, locale, email);

      await context.setOffline(true);
      await page.getByRole("button", { name: t.send }).click();
      const kept = page.getByTestId("lead-kept");
      await kept.waitFor();
      expect(await kept.textContent()).toContain(notice.keptTitle);
      expect(await kept.textContent()).toContain(notice.keptText);
      expect(await page.locator('[data-toast="info"]').textContent()).toContain(notice.keptTitle);
      // The form is empty again, ready for another message, as after a success.
      expect(await page.getByLabel(t.email).inputValue()).toBe("");
      expect(await keptCount(page)).toBe(1);
      expect(await contacts(database, email)).toEqual([]);

      await context.setOffline(false);
      const success = page.getByTestId("lead-success");
      await success.waitFor({ timeout: 30_000 });
      expect(await success.textContent()).toContain(t.ok);
      expect(await page.getByTestId("lead-kept").count()).toBe(0);
      const sent = page.locator('[data-toast="success"]');
      await sent.waitFor();
      expect(await sent.textContent()).toContain(notice.sentTitle);
      expect(await contacts(database, email)).toEqual([
        { locale, phone: "+228 90 12 34 56", source_page: `/contact${lng(locale)}` },
      ]);
      await expect.poll(() => keptCount(page), { timeout: 10_000 }).toBe(0);
      // No other console error or failed request: the page fixture checks that at the end.
    });

    it("keeps a quote request sent offline, then shows its reference once it is stored", async ({
      server,
      page,
      database,
      allowErrors,
    }) => {
      // The form's request while offline fails: that is the case under test.
      allowErrors(OFFLINE);
      const context = page.context();
      const query = locale === "en" ? "&lng=en" : "";
      await openOnline(page, `${server.url}/quote?concept=eco-jardin&tab=form${query}`);
      const email = `offline-quote-${locale}@example.tg`;
      await page.getByLabel(t.first).fill("Kofi");
      await page.getByLabel(t.last).fill("Agbo");
      await page.getByLabel(t.email).fill(email);
      await page.getByLabel(t.phone).fill("+33 6 12 34 56 78");
      await page.getByLabel(t.needs).fill("Création d'un jardin de 80 m² devant nos bureaux.");
      await waitOutFillTime(page);

      await context.setOffline(true);
      await page.getByRole("button", { name: t.sendQuote }).click();
      await page.getByTestId("lead-kept").waitFor();
      expect(await page.getByTestId("lead-kept").textContent()).toContain(notice.keptTitle);
      expect(await quotes(database, email)).toEqual([]);

      await context.setOffline(false);
      await page.getByTestId("lead-success").waitFor({ timeout: 30_000 });
      expect(await page.getByTestId("lead-success").textContent()).toContain(t.quoteOk);
      const reference = (await page.getByTestId("lead-reference").textContent())!;
      expect(reference).toMatch(/^DV-\d{4}-\d{4}$/);
      expect(await page.getByTestId("whatsapp-follow-up").count()).toBe(1);
      expect(await quotes(database, email)).toEqual([
        { reference, service_type: "eco-jardin", locale },
      ]);
      // No other console error or failed request: the page fixture checks that at the end.
    });
  });

  // Each form takes five submissions per address in ten minutes: the tests spread over both.
  async function fillQuote(page: Page, email: string) {
    const t = texts.fr;
    await page.getByLabel(t.first).fill("Kofi");
    await page.getByLabel(t.last).fill("Agbo");
    await page.getByLabel(t.email).fill(email);
    await page.getByLabel(t.phone).fill("90 12 34 56");
    await page.getByLabel(t.service).selectOption("eco-jardin");
    await page.getByLabel(t.needs).fill("Entretien mensuel du jardin de nos bureaux.");
    await waitOutFillTime(page);
  }

  it("stores once a submission whose answer was lost on the way back, then sent again from the device", async ({
    server,
    page,
    database,
    allowErrors,
  }) => {
    // The answer to the form's request is cut as a dropped connection would cut it.
    allowErrors(OFFLINE);
    await openOnline(page, `${server.url}/quote?tab=form`);
    // The server gets the POST and stores the lead; the connection drops before the answer.
    let stored = false;
    await page.route(/\/quote\.data|\/api\/leads\/quote/, async (route) => {
      // The first request only: the device's second try goes through.
      if (stored) return route.fallback();
      const response = await route.fetch();
      stored = response.status() === 200;
      await route.abort("internetdisconnected");
    });
    const email = "answer-lost@example.tg";
    await fillQuote(page, email);
    await page.getByRole("button", { name: texts.fr.sendQuote }).click();
    // Kept, then sent again at once (the browser still believes it is online): same token and
    // content, so the server answers with the stored lead instead of storing a second one.
    await page.getByTestId("lead-success").waitFor({ timeout: 30_000 });
    expect(stored).toBe(true);
    expect(server.output()).toContain('"path":"/api/leads/quote","status":200');
    const rows = await quotes(database, email);
    expect(rows).toHaveLength(1);
    expect(await page.getByTestId("lead-reference").textContent()).toBe(rows[0]!.reference);
    // No other console error or failed request: the page fixture checks that at the end.
  });

  it("drops a kept submission the server refuses, and tells the visitor why", async ({
    server,
    page,
    database,
    allowErrors,
  }) => {
    // Sent offline first, then refused by the server once back online: both on purpose (the
    // 400 reaches the page's console when the page, not the worker, sends it).
    allowErrors(OFFLINE, /status of 400/);
    const context = page.context();
    await openOnline(page, `${server.url}/contact?lng=en`);
    const email = "refused-later@example.tg";
    await fillContact(page, "en", email);
    // Only a bot fills the hidden honeypot: the server refuses that (400 BLOCKED).
    await page.locator('input[name="website"]').evaluate((el: HTMLInputElement) => {
      el.value = "https://spam.example";
    });
    await context.setOffline(true);
    await page.getByRole("button", { name: texts.en.send }).click();
    await page.getByTestId("lead-kept").waitFor();
    await context.setOffline(false);
    const refused = page.getByTestId("lead-kept-refused");
    await refused.waitFor({ timeout: 30_000 });
    const said = await refused.textContent();
    expect(said).toContain(offlineNotices("en").refusedTitle);
    expect(said).toContain(formErrorText("BLOCKED", "en"));
    expect(await page.locator('[data-toast="error"]').textContent()).toContain(
      offlineNotices("en").refusedTitle,
    );
    // Not tried again and again: gone from the device, and nothing stored.
    await expect.poll(() => keptCount(page), { timeout: 10_000 }).toBe(0);
    expect(await contacts(database, email)).toEqual([]);
  });

  it("sends it with Background Sync after the page was closed", async ({
    server,
    page,
    database,
    allowErrors,
  }) => {
    // The form's request while offline fails: that is the case under test.
    allowErrors(OFFLINE);
    const context = page.context();
    await openOnline(page, `${server.url}/quote?tab=form`);
    const email = "background-sync@example.tg";
    await fillQuote(page, email);
    await context.setOffline(true);
    await page.getByRole("button", { name: texts.fr.sendQuote }).click();
    await page.getByTestId("lead-kept").waitFor();
    await page.close();
    expect(await quotes(database, email)).toEqual([]);
    await context.setOffline(false);
    // No page of the site is open: the service worker sends it.
    await expect.poll(() => quotes(database, email), { timeout: 30_000 }).toHaveLength(1);
  });

  it("without Background Sync, sends it when the connection returns, or at the next visit", async ({
    server,
    page,
    database,
    allowErrors,
  }) => {
    // The form's requests while offline fail: that is the case under test.
    allowErrors(OFFLINE);
    const context = page.context();
    await withoutBackgroundSync(context);
    await openOnline(page, `${server.url}/contact`);
    expect(await page.evaluate(() => "sync" in ServiceWorkerRegistration.prototype)).toBe(false);

    // The page is open when the connection returns: its `online` listener sends.
    const first = "no-sync-online@example.tg";
    await fillContact(page, "fr", first);
    await context.setOffline(true);
    await page.getByRole("button", { name: texts.fr.send }).click();
    await page.getByTestId("lead-kept").waitFor();
    await context.setOffline(false);
    await page.getByTestId("lead-success").waitFor({ timeout: 30_000 });
    expect(await contacts(database, first)).toHaveLength(1);

    // The page is closed before the connection returns: the next page of the site sends.
    await page.reload();
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    const second = "no-sync-next-visit@example.tg";
    await fillContact(page, "fr", second);
    await context.setOffline(true);
    await page.getByRole("button", { name: texts.fr.send }).click();
    await page.getByTestId("lead-kept").waitFor();
    await page.close();
    await context.setOffline(false);
    expect(await contacts(database, second)).toEqual([]);
    // The next visit must share the closed page's device storage, so it opens in the same
    // context, outside the page fixture's watch: it checks its own console.
    const next = await context.newPage();
    const problems: string[] = [];
    next.on("console", (m) => m.type() === "error" && problems.push(m.text()));
    next.on("pageerror", (e) => problems.push(e.message));
    next.on("requestfailed", (r) => {
      const failure = r.failure()?.errorText ?? "";
      if (failure !== "net::ERR_ABORTED") problems.push(`${r.url()} ${failure}`);
    });
    await next.goto(`${server.url}/services`);
    const sent = next.locator('[data-toast="success"]');
    await sent.waitFor({ timeout: 30_000 });
    expect(await sent.textContent()).toContain(offlineNotices("fr").sentTitle);
    expect(await contacts(database, second)).toHaveLength(1);
    expect(await contacts(database, first)).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  it("keeps a testimonial written offline, closes the modal, and sends it once", async ({
    server,
    page,
    database,
    allowErrors,
  }) => {
    // The form finds out by sending, as the others do: its requests fail while offline.
    allowErrors(OFFLINE);
    const context = page.context();
    await openOnline(page, `${server.url}/`);
    const name = "Afi hors ligne";
    const { modal, send } = await fillTestimonial(page, "fr", {
      name,
      email: "afi@example.tg",
      testimonial: "Équipe ponctuelle, bureaux impeccables.",
    });

    await context.setOffline(true);
    await send.click();
    await modalClosed(modal);
    expect(await page.locator('[data-toast="info"]').textContent()).toContain(
      offlineNotices("fr").keptTitle,
    );
    await context.setOffline(false);
    await page.locator('[data-toast="success"]').waitFor({ timeout: 30_000 });
    expect(await testimonials(database, name)).toEqual([{ status: "pending", locale: "fr" }]);
    // No other console error or failed request: the page fixture checks that at the end.
  });

  it("keeps a testimonial whose connection drops while the browser believes it is online", async ({
    server,
    page,
    database,
    allowErrors,
  }) => {
    allowErrors(OFFLINE);
    await openOnline(page, `${server.url}/?lng=en`);
    const name = "Kossi connection lost";
    const { modal, send } = await fillTestimonial(page, "en", {
      name,
      email: "kossi@example.tg",
      testimonial: "Quick, careful and friendly team.",
    });

    // The form's own request never arrives; the device's later sending goes through.
    await page.route(/\/api\/testimonials/, (route) => route.abort("internetdisconnected"));
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    await send.click();
    await modalClosed(modal);
    await page.locator('[data-toast="success"]').waitFor({ timeout: 30_000 });
    expect(await testimonials(database, name)).toEqual([{ status: "pending", locale: "en" }]);
    expect(server.output()).toContain('"path":"/api/leads/testimonial","status":200');
  });
});

describe("the service worker and its endpoint", () => {
  describe("POST /api/leads/{kind}, where kept submissions are sent", () => {
    const send = (
      server: { url: string },
      kind: string,
      fields: Record<string, string>,
      origin = SITE_ORIGIN,
    ) =>
      fetch(`${server.url}/api/leads/${kind}?lng=en`, {
        method: "POST",
        headers: { origin, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      });
    const quote = (email: string) => ({
      firstName: "Kofi",
      lastName: "Agbo",
      email,
      phone: "90 12 34 56",
      serviceType: "nettoie-pro",
      description: "Nettoyage hebdomadaire de 300 m² de bureaux.",
      ...guardFields(),
    });

    it("stores through the forms' pipeline and answers JSON; the same submission again is stored once", async ({
      server,
      database,
    }) => {
      const fields = quote("api-once@example.tg");
      const first = await send(server, "quote", fields);
      expect(first.status).toBe(200);
      expect(first.headers.get("cache-control")).toBe(CachePolicy.noStore);
      const body = (await first.json()) as { status: string; reference: string };
      expect(body.status).toBe("success");
      expect(body.reference).toMatch(/^DV-\d{4}-\d{4}$/);
      const again = (await (await send(server, "quote", fields)).json()) as { reference: string };
      expect(again.reference).toBe(body.reference);
      expect(
        await database.db
          .selectFrom("quote_requests")
          .select("locale")
          .where("email", "=", "api-once@example.tg")
          .execute(),
      ).toEqual([{ locale: "en" }]);
    });

    it("refuses as the forms do, as JSON, storing nothing", async ({ server, database }) => {
      const invalid = await send(server, "quote", { ...quote("api-bad@example"), description: "" });
      expect(invalid.status).toBe(400);
      const body = (await invalid.json()) as {
        status: string;
        fieldErrors: Record<string, string[]>;
      };
      expect(body.status).toBe("error");
      expect(body.fieldErrors.email).toEqual(["TYPE_EMAIL"]);
      expect(body.fieldErrors.description).toEqual(["REQUIRED_FIELD_EMPTY"]);
      expect((await send(server, "invoice", quote("api-kind@example.tg"))).status).toBe(404);
      // Another site cannot make its visitors' browsers send leads here.
      const foreign = await send(
        server,
        "quote",
        quote("api-foreign@example.tg"),
        "https://evil.example",
      );
      expect(foreign.status).toBe(403);
      expect((await fetch(`${server.url}/api/leads/quote`)).status).toBeLessThan(500);
      expect(
        await database.db
          .selectFrom("quote_requests")
          .select("email")
          .where("email", "like", "api-%")
          .where("email", "<>", "api-once@example.tg")
          .execute(),
      ).toEqual([]);
    });
  });

  it("is served as a script that browsers check on every visit; pages allow it as a worker", async ({
    server,
  }) => {
    const worker = await fetch(`${server.url}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(worker.headers.get("cache-control")).toBe("no-cache");
    expect(await worker.text()).toContain("/api/leads/");
    // Unchanged, the browser's check costs a 304.
    const tag = worker.headers.get("etag")!;
    expect(tag).toMatch(/^W\/".+"$/);
    const again = await fetch(`${server.url}/sw.js`, { headers: { "if-none-match": tag } });
    expect(again.status).toBe(304);
    const page = await fetch(`${server.url}/contact`);
    expect(page.headers.get("content-security-policy")).toContain("worker-src 'self'");
  });

  describe.each(["fr", "en"] as const)("in %s", (locale) => {
    it("keeps /contact and /quote usable offline after one online visit, and nothing else", async ({
      server,
      page,
      allowErrors,
    }) => {
      // Offline, what the worker does not keep fails to load: /services, opened on purpose, and
      // the quote form's request, kept on the device instead.
      allowErrors(OFFLINE);
      const context = page.context();
      await openOnline(page, `${server.url}/contact${lng(locale)}`);
      // The worker kept this language's contact and quote pages (the quote page unvisited), and
      // the code of their forms, which have not woken: nobody has touched them.
      await expect
        .poll(
          () =>
            page.evaluate(async (q) => {
              const kept = await Promise.all(
                ["/contact", "/quote"].map((p) => caches.match(p + q)),
              );
              const names = await caches.keys();
              const files = (
                await Promise.all(names.map(async (n) => (await caches.open(n)).keys()))
              ).flat();
              const code = files.some((r) => r.url.includes("/quote-form.island-"));
              return kept.every(Boolean) && code;
            }, lng(locale)),
          { timeout: 15_000 },
        )
        .toBe(true);
      expect(
        await page.locator('ac-island[data-name$="/contact-form"][data-hydrated]').count(),
      ).toBe(0);

      await context.setOffline(true);
      await page.reload();
      await waitForHydration(page);
      expect(await page.locator("html").getAttribute("lang")).toBe(locale);
      expect(await page.locator('a[href^="tel:"]').count()).toBeGreaterThan(0);
      expect(await page.locator('a[href^="mailto:"]').count()).toBeGreaterThan(0);

      await page.goto(`${server.url}/quote${lng(locale)}`);
      expect(await page.locator("html").getAttribute("lang")).toBe(locale);
      expect(await page.locator("tr[data-price-item]").count()).toBeGreaterThan(10);
      // The tab bar and the form wake from the worker's copy of their code: the reader opens the
      // form, fills it in, and what is sent is kept on the device instead of lost.
      const tabs = siteContent[locale].quote.tabs;
      await page.getByRole("tab", { name: tabs.form }).click();
      const t = texts[locale];
      await page.getByLabel(t.first).fill("Kofi");
      await page.getByLabel(t.last).fill("Agbo");
      await page.getByLabel(t.email).fill(`offline-kept-${locale}@example.tg`);
      await page.getByLabel(t.phone).fill("90 12 34 56");
      await page.getByLabel(t.service).selectOption("eco-jardin");
      await page.getByLabel(t.needs).fill("Entretien mensuel du jardin de nos bureaux.");
      await page.getByRole("button", { name: t.sendQuote }).click();
      await page.getByTestId("lead-kept").waitFor();
      expect(await keptCount(page)).toBe(1);
      // Styled: the whole stylesheet, linked as the islands woke, came from the worker's copy too.
      const sheet = await page.evaluate(() =>
        [...document.styleSheets].some((s) => s.href?.includes("/assets/app-")),
      );
      expect(sheet).toBe(true);

      // Other pages are not kept: offline they fail as they would without a worker.
      await expect(page.goto(`${server.url}/services${lng(locale)}`)).rejects.toThrow(
        /ERR_INTERNET_DISCONNECTED/,
      );
      // No other console error or failed request: the page fixture checks that at the end.
    });
  });

  it("leaves other pages to the browser: the page cache's ETag still gets a 304", async ({
    server,
    page,
  }) => {
    await openOnline(page, `${server.url}/contact`);
    await page.reload();
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    const statuses = await page.evaluate(async () => {
      const first = await fetch("/services", { cache: "no-store" });
      const tag = first.headers.get("etag") ?? "";
      const again = await fetch("/services", {
        cache: "no-store",
        headers: { "if-none-match": tag },
      });
      return [first.status, tag.length > 0, again.status];
    });
    expect(statuses).toEqual([200, true, 304]);
  });

  it("is not registered from the sign-in page", async ({ server, page }) => {
    await page.goto(`${server.url}/auth/login`);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0);
  });

  it("keeps nothing when the server refuses a form (400): the errors show under the fields", async ({
    server,
    page,
    allowErrors,
  }) => {
    // The browser-side check's code is cut on purpose (Chromium's console names no address for
    // it), and the server answers 400.
    allowErrors(
      /schemas-[^/]*\.js net::ERR_FAILED$/,
      /^console: Failed to load resource: net::ERR_FAILED$/,
      /status of 400/,
    );
    // Without the browser-side check (its code cannot load), the server's answer is what shows.
    await page.route(/\/assets\/schemas-[^/]*\.js$/, (route) => route.abort());
    await openOnline(page, `${server.url}/contact`);
    await page.getByLabel(texts.fr.first).fill("Ama");
    await page.getByLabel(texts.fr.last).fill("Mensah");
    await page.getByLabel(texts.fr.email).fill("ama@");
    await page.getByLabel(texts.fr.phone).fill("12");
    await page.getByLabel(texts.fr.message).fill("Bonjour");
    await waitOutFillTime(page);
    const answers: number[] = [];
    // The page sends the form itself, to the form's action answered as JSON.
    page.on("response", (r) => r.url().includes("/api/leads/contact") && answers.push(r.status()));
    await page.getByRole("button", { name: texts.fr.send }).click();
    await page.locator('[data-field-error="email"]').waitFor();
    expect(answers).toEqual([400]);
    expect(await page.locator('[data-field-error="email"]').textContent()).toContain(
      "adresse e-mail invalide",
    );
    expect(await page.locator('[data-field-error="phone"]').textContent()).toContain(
      "numéro invalide",
    );
    expect(await page.getByLabel(texts.fr.last).inputValue()).toBe("Mensah");
    expect(await page.getByTestId("lead-kept").count()).toBe(0);
    expect(await keptCount(page)).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem("lead-queue-pending"))).toBeNull();
  });
});
