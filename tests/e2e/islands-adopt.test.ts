import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { siteContent } from "../helpers/page-content";
import { PUBLIC_PAGES } from "~/content/public-pages";
import { PHONE } from "../helpers/browser";
import { waitOutFillTime } from "../helpers/fill-time";
import { it, type E2eServer } from "../helpers/fixtures";

/**
 * On a slow phone the server's HTML is a working form for seconds before an island's code
 * arrives, and people type in it. Every island with inputs must wake up with what the document
 * holds (values, choices, ticks, focus), never with the state the server rendered: here every
 * island's code is held back while the reader types, as on 3G, then let through.
 */

/** Holds every island script (the loader and the islands' chunks) until `release` is called. */
async function holdIslandCode(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/islands\/assets\//, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function openHeld(page: Page, url: string) {
  const release = await holdIslandCode(page);
  // Module scripts hold DOMContentLoaded back: the document is there once its end is parsed.
  await page.goto(url, { waitUntil: "commit" });
  await page.locator("footer").last().waitFor({ state: "attached" });
  return release;
}

const awake = (page: Page, name: string) =>
  page.locator(`ac-island[data-name="${name}"][data-hydrated="true"]`).waitFor({
    state: "attached",
    timeout: 15_000,
  });

/** The estimate the server computes for the same choice, without JavaScript. */
async function serverEstimate(server: E2eServer, query: string) {
  const html = await (await fetch(`${server.url}/quote?${query}`)).text();
  return /data-testid="estimate-range"[^>]*>([^<]+)</.exec(html)?.[1];
}

/** The islands that hold a control a reader can type in, tick or choose, on every page. */
const ADOPTING = [
  "sections/quote/estimator",
  "sections/quote/quote-form",
  "sections/contact/contact-form",
  "sections/home/testimonials-section",
  "features/blog/blog-list",
];

it("covers every island with inputs of every public page", async ({ server }) => {
  const found = new Set<string>();
  for (const path of [...PUBLIC_PAGES, "/quote?tab=form"]) {
    const html = await (await fetch(`${server.url}${path}`)).text();
    for (const [, name, inner] of html.matchAll(
      /<ac-island data-name="([^"]+)"[^>]*>([\s\S]*?)<\/ac-island>/g,
    ))
      if (/<(select|textarea)\b|<input\b(?![^>]*type="hidden")/.test(inner!)) found.add(name!);
  }
  expect([...found].sort()).toEqual([...ADOPTING].sort());
});

describe.each(["fr", "en"] as const)("an island wakes with what the reader did (%s)", (locale) => {
  const q = locale === "en" ? "?lng=en" : "";
  const amp = locale === "en" ? "&lng=en" : "";
  const content = siteContent[locale];

  it("estimator: the zone and quantity chosen before it woke are the ones priced", async ({
    server,
    openPage,
  }) => {
    const page = await openPage(PHONE);
    const release = await openHeld(page, `${server.url}/quote${q}`);
    await page.locator("#estimate-item").selectOption("zone2");
    await page.locator("#estimate-quantity").fill("120");
    release();
    await awake(page, "sections/quote/estimator");
    const range = page.getByTestId("estimate-range");
    expect(await range.textContent()).toBe(
      await serverEstimate(server, `item=zone2&qty=120${amp}`),
    );
    // The reader goes on typing where they were: still zone 2.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("estimate-quantity");
    await page.locator("#estimate-quantity").press("End");
    await page.keyboard.type("0");
    expect(await range.textContent()).toBe(
      await serverEstimate(server, `item=zone2&qty=1200${amp}`),
    );
    expect(await page.locator("#estimate-item").inputValue()).toBe("zone2");
    // And the quote form, woken by the estimator's change although nobody touched it yet,
    // carries that choice.
    await page.getByRole("link", { name: content.quote.estimator.toForm }).click();
    await awake(page, "sections/quote/quote-form");
    expect(await page.locator('input[name="estimateItem"]').inputValue()).toBe("zone2");
    expect(await page.locator('input[name="estimateQuantity"]').inputValue()).toBe("1200");
  });

  it("quote form: what was typed and chosen is sent and stored", async ({
    server,
    openPage,
    database,
  }) => {
    const page = await openPage(PHONE);
    const release = await openHeld(page, `${server.url}/quote?tab=form${amp}`);
    const email = `early-quote-${locale}@example.tg`;
    await page.locator('input[name="firstName"]').fill("Kossi");
    await page.locator('input[name="lastName"]').fill("Agbeko");
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="phone"]').fill("90 12 34 56");
    await page.locator('select[name="serviceType"]').selectOption("nettoie-pro");
    await page.locator('select[name="budget"]').selectOption("100k-500k");
    await page.locator('textarea[name="description"]').fill("Bureaux de 250 m², chaque semaine.");
    release();
    await awake(page, "sections/quote/quote-form");
    const submit = page.getByRole("button", { name: content.quote.form.submit });
    expect(await submit.isEnabled()).toBe(true);
    await waitOutFillTime(page);
    await submit.click();
    await expect
      .poll(() =>
        database.db
          .selectFrom("quote_requests")
          .select(["first_name", "service_type", "budget", "description"])
          .where("email", "=", email)
          .executeTakeFirst(),
      )
      .toEqual({
        first_name: "Kossi",
        service_type: "nettoie-pro",
        budget: "100k-500k",
        description: "Bureaux de 250 m², chaque semaine.",
      });
  });

  it("contact form: what was typed is sent and stored", async ({ server, openPage, database }) => {
    const page = await openPage(PHONE);
    const release = await openHeld(page, `${server.url}/contact${q}`);
    const email = `early-contact-${locale}@example.tg`;
    await page.locator('[name="firstName"]').fill("Ama");
    await page.locator('[name="lastName"]').fill("Mensah");
    await page.locator('[name="email"]').fill(email);
    await page.locator('[name="phone"]').fill("90 12 34 56");
    await page.locator('select[name="urgency"]').selectOption("urgent");
    await page.locator('[name="message"]').fill("Nettoyage de nos bureaux, 300 m².");
    release();
    await awake(page, "sections/contact/contact-form");
    const submit = page.getByRole("button", { name: content.contact.form.submit });
    expect(await submit.isEnabled()).toBe(true);
    await waitOutFillTime(page);
    await submit.click();
    await expect
      .poll(() =>
        database.db
          .selectFrom("contact_messages")
          .select(["first_name", "urgency"])
          .where("email", "=", email)
          .executeTakeFirst(),
      )
      .toEqual({ first_name: "Ama", urgency: "urgent" });
  });

  it("testimonial form: the text and the stars chosen are sent and stored", async ({
    server,
    openPage,
    database,
  }) => {
    const page = await openPage(PHONE);
    const release = await openHeld(page, `${server.url}/${q}`);
    const { modal: words } = content.home.testimonials;
    const modal = page.getByTestId("testimonial-modal");
    const name = `Early ${locale} ${Date.now()}`;
    // Without its code the button opens the dialog by itself (invoker commands).
    await page.getByRole("button", { name: content.home.testimonials.shareButton }).click();
    await modal.getByLabel(words.fields.name.label).fill(name);
    await modal.getByLabel(words.fields.email.label).fill("early@example.tg");
    await modal.getByLabel(words.fields.testimonial.label).fill("Une équipe ponctuelle.");
    // Three stars with the keyboard, from the five the form starts with.
    await modal.getByRole("radio", { name: `5 ${words.fields.rating.stars}` }).focus();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    release();
    await awake(page, "sections/home/testimonials-section");
    await waitOutFillTime(page);
    await modal.getByRole("button", { name: words.submit }).click();
    await page.getByText(words.success).waitFor();
    expect(
      await database.db
        .selectFrom("testimonials")
        .select(["rating", "email"])
        .where("name", "=", name)
        .executeTakeFirst(),
    ).toEqual({ rating: 3, email: "early@example.tg" });
  });

  it("blog list: a search typed before it woke filters the list", async ({ server, openPage }) => {
    const page = await openPage(PHONE);
    const release = await openHeld(page, `${server.url}/blog${q}`);
    const all = await page.getByTestId("post-card").count();
    const search = page.locator('input[name="q"]');
    await search.fill("citerne");
    release();
    await awake(page, "features/blog/blog-list");
    const expected = await (await fetch(`${server.url}/api/blog/posts?q=citerne${amp}`)).json();
    const count = (expected as { posts: unknown[] }).posts.length;
    expect(count).toBeLessThan(all);
    await expect.poll(() => page.getByTestId("post-card").count()).toBe(count);
    expect(await search.inputValue()).toBe("citerne");
  });
});
