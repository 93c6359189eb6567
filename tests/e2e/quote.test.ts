import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { seriousA11yViolations } from "../helpers/axe";
import { DESKTOP, PHONE, waitForHydration } from "../helpers/browser";
import { it } from "../helpers/fixtures";

// Narrow no-break space (French thousands) and no-break space (before FCFA), as Intl and formatFcfa write them.
const nn = "\u202f";
const nb = "\u00a0";

/** docs/product/prices.md#price-grid typed out by hand: item → price cell, per language. */
const PRICES = {
  fr: {
    zone0: `50 – 100${nb}FCFA / m²`,
    zone1: `200 – 300${nb}FCFA / m²`,
    zone2: `250 – 400${nb}FCFA / m²`,
    zone3: `400 – 600${nb}FCFA / m²`,
    zone4: `500 – 650${nb}FCFA / m²`,
    furniture: `1${nn}500 – 3${nn}000${nb}FCFA / pièce`,
    lighting: `100 – 500${nb}FCFA / ampoule`,
    carpets: `2${nn}000 – 5${nn}000${nb}FCFA / pièce`,
    bins: `15${nn}000 – 150${nn}000${nb}FCFA / unité`,
    detergent: `1${nn}000 – 1${nn}500${nb}FCFA / litre`,
    "creation-follow": `6${nn}000${nb}FCFA / m²`,
    "creation-only": `5${nn}000${nb}FCFA / m²`,
    maintenance: `1${nn}000${nb}FCFA / m²`,
  },
  en: {
    zone0: `50 – 100${nb}FCFA / m²`,
    zone1: `200 – 300${nb}FCFA / m²`,
    zone2: `250 – 400${nb}FCFA / m²`,
    zone3: `400 – 600${nb}FCFA / m²`,
    zone4: `500 – 650${nb}FCFA / m²`,
    furniture: `1,500 – 3,000${nb}FCFA / item`,
    lighting: `100 – 500${nb}FCFA / bulb`,
    carpets: `2,000 – 5,000${nb}FCFA / item`,
    bins: `15,000 – 150,000${nb}FCFA / unit`,
    detergent: `1,000 – 1,500${nb}FCFA / litre`,
    "creation-follow": `6,000${nb}FCFA / m²`,
    "creation-only": `5,000${nb}FCFA / m²`,
    maintenance: `1,000${nb}FCFA / m²`,
  },
};

const texts = {
  fr: {
    grid: "Grille tarifaire",
    form: "Devis personnalisé",
    custom: "Demander un devis personnalisé",
    submit: "Envoyer ma demande",
    captions: [
      "NETTOYAGE (50 - 650)",
      "SERVICES COMPLÉMENTAIRES",
      "PRODUITS ÉCOLOGIQUES",
      "CRÉATION ET ENTRETIEN DE JARDINS",
    ],
    quantity: "Quantité (m²)",
    range: `De 20${nn}000${nb}FCFA à 30${nn}000${nb}FCFA`,
    discounted: `Soit 18${nn}000${nb}FCFA à 27${nn}000${nb}FCFA`,
    toForm: "Demander un devis avec cette estimation",
    title: "Demande de Devis Personnalisé",
  },
  en: {
    grid: "Price list",
    form: "Tailored quote",
    custom: "Request a tailored quote",
    submit: "Send my request",
    captions: [
      "CLEANING (50 - 650)",
      "ADDITIONAL SERVICES",
      "ECO-FRIENDLY PRODUCTS",
      "GARDEN CREATION AND UPKEEP",
    ],
    quantity: "Quantity (m²)",
    range: `From 20,000${nb}FCFA to 30,000${nb}FCFA`,
    discounted: `That's 18,000${nb}FCFA to 27,000${nb}FCFA`,
    toForm: "Request a quote with this estimate",
    title: "Request a Tailored Quote",
  },
};

const selectedTab = (page: Page) =>
  page.locator('[role="tab"][aria-selected="true"]').textContent();
const visiblePanel = (page: Page) =>
  page.locator('[role="tabpanel"]:not([hidden])').getAttribute("id");

describe.each(["fr", "en"] as const)("quote page (%s)", (locale) => {
  const q = locale === "en" ? "?lng=en" : "";
  const amp = locale === "en" ? "&lng=en" : "";
  const t = texts[locale];

  it("opens on the price grid; tabs, the call-to-action and the keyboard switch tabs", async ({
    server,
    page,
  }) => {
    await page.goto(`${server.url}/quote${q}`);
    await waitForHydration(page);
    expect(await page.getByRole("tab").allTextContents()).toEqual([t.grid, t.form]);
    expect(await selectedTab(page)).toBe(t.grid);
    expect(await visiblePanel(page)).toBe("panel-calculator");

    await page.getByRole("tab", { name: t.form }).click();
    expect(await visiblePanel(page)).toBe("panel-form");
    expect(new URL(page.url()).search).toBe(locale === "en" ? "?lng=en&tab=form" : "?tab=form");
    expect(await page.getByRole("heading", { name: t.title }).isVisible()).toBe(true);

    await page.getByRole("tab", { name: t.grid }).click();
    expect(await visiblePanel(page)).toBe("panel-calculator");
    expect(new URL(page.url()).search).toBe(q);

    await page.getByTestId("open-form").click();
    expect(await page.getByTestId("open-form").textContent()).toBe(t.custom);
    expect(await visiblePanel(page)).toBe("panel-form");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("tab-form");

    // Arrow keys, Home and End move between tabs and open them; only the open tab is in the tab order.
    await page.keyboard.press("ArrowLeft");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("tab-calculator");
    expect(await visiblePanel(page)).toBe("panel-calculator");
    await page.keyboard.press("ArrowRight");
    expect(await visiblePanel(page)).toBe("panel-form");
    await page.keyboard.press("Home");
    expect(await selectedTab(page)).toBe(t.grid);
    await page.keyboard.press("End");
    expect(await selectedTab(page)).toBe(t.form);
    expect(
      await page
        .locator('[role="tab"]')
        .evaluateAll((tabs) => tabs.map((x) => x.getAttribute("tabindex"))),
    ).toEqual(["-1", "0"]);
  });

  it("opens the form tab from ?tab=form, also without JavaScript", async ({ server, openPage }) => {
    const page = await openPage({ javaScriptEnabled: false });
    await page.goto(`${server.url}/quote?tab=form${amp}`);
    expect(await visiblePanel(page)).toBe("panel-form");
    expect(await page.getByRole("button", { name: t.submit }).isEnabled()).toBe(true);
    await page.goto(`${server.url}/quote${q}`);
    expect(await visiblePanel(page)).toBe("panel-calculator");
  });

  it("shows the whole price grid with the exact figures, in four captioned tables", async ({
    server,
    openPage,
  }) => {
    const page = await openPage(PHONE);
    await page.goto(`${server.url}/quote${q}`);
    expect(await page.locator("table caption").allTextContents()).toEqual(t.captions);
    const cells = await page
      .locator("tr[data-price-item]")
      .evaluateAll((rows) =>
        Object.fromEntries(
          rows.map((r) => [
            r.getAttribute("data-price-item"),
            r.querySelector("td[data-price]")?.textContent,
          ]),
        ),
      );
    expect(cells).toEqual(PRICES[locale]);
    expect(await page.locator('tbody th[scope="row"]').count()).toBe(13);
    // Readable on a 390 px phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    for (const table of await page.locator("table").all())
      expect((await table.boundingBox())!.width).toBeLessThanOrEqual(390);
  });

  it("opens the form tab from ?concept= with the service pre-selected, also without JavaScript", async ({
    server,
    page,
    openPage,
  }) => {
    for (const javaScriptEnabled of [true, false]) {
      const visit = javaScriptEnabled ? page : await openPage({ javaScriptEnabled });
      await visit.goto(`${server.url}/quote?concept=sante-pro${amp}`);
      if (javaScriptEnabled) await waitForHydration(visit);
      expect(await visiblePanel(visit)).toBe("panel-form");
      expect(await visit.locator('select[name="serviceType"]').inputValue()).toBe("sante-pro");
      // The grid stays one tab away, and its address says so.
      await visit.locator("#tab-calculator").click();
      if (!javaScriptEnabled) await visit.waitForURL(/tab=calculator/);
      expect(await visiblePanel(visit)).toBe("panel-calculator");
    }
    await page.goto(`${server.url}/quote?concept=nonsense${amp}`);
    expect(await visiblePanel(page)).toBe("panel-calculator");
    expect(await page.locator('select[name="serviceType"]').inputValue()).toBe("");
  });

  it("estimates 100 m² of zone 1, one-off: 20 000 to 30 000 FCFA, 18 000 to 27 000 after 10 %", async ({
    server,
    page,
  }) => {
    await page.goto(`${server.url}/quote${q}`);
    await waitForHydration(page);
    await page.locator("#estimate-item").selectOption("zone1");
    await page.getByLabel(t.quantity).fill("100");
    await page.locator("#estimate-frequency").selectOption("ponctuel");
    expect(await page.getByTestId("estimate-range").textContent()).toBe(t.range);
    expect(await page.getByTestId("estimate-discounted").textContent()).toContain(t.discounted);
    // Yearly contract: 15 % less (17 000 – 25 500).
    await page.locator("#estimate-frequency").selectOption("annuel");
    expect(await page.getByTestId("estimate-range").textContent()).toContain(
      locale === "en" ? "25,500" : `25${nn}500`,
    );

    // The estimate travels with the quote request.
    await page.getByRole("link", { name: t.toForm }).click();
    expect(await visiblePanel(page)).toBe("panel-form");
    // The form's code may still be waking on a busy phone: the estimate arrives when it is up.
    await expect.poll(() => page.locator('input[name="estimateItem"]').inputValue()).toBe("zone1");
    expect(await page.locator('input[name="estimateQuantity"]').inputValue()).toBe("100");
    await expect.poll(() => page.getByTestId("estimate-note").isVisible()).toBe(true);
  });

  it("computes the estimate on the server when JavaScript is off", async ({ server, openPage }) => {
    const page = await openPage({ javaScriptEnabled: false });
    await page.goto(`${server.url}/quote${q}`);
    await page.locator("#estimate-item").selectOption("zone1");
    await page.locator("#estimate-quantity").fill("100");
    await page.locator("#estimate-result + div button[type=submit]").click();
    await page.waitForURL(/qty=100/);
    expect(new URL(page.url()).searchParams.get("lng")).toBe(locale === "en" ? "en" : null);
    expect(await page.getByTestId("estimate-range").textContent()).toBe(t.range);
  });

  it("keeps the submit button disabled until the required fields are filled", async ({
    server,
    page,
  }) => {
    await page.goto(`${server.url}/quote?tab=form${amp}`);
    await waitForHydration(page);
    const submit = page.getByRole("button", { name: t.submit });
    // Untouched, the form is plain HTML (the server checks what is sent); it wakes as the reader
    // starts on it, and from then on holds the button until the form is complete.
    expect(await submit.isEnabled()).toBe(true);
    await page.locator('input[name="company"]').focus();
    await page
      .locator('ac-island[data-name="sections/quote/quote-form"][data-hydrated]')
      .waitFor({ state: "attached" });
    expect(await submit.isDisabled()).toBe(true);
    await page.locator('input[name="company"]').fill("Clinique Horizon Santé");
    await page.locator('select[name="budget"]').selectOption("100k-500k");
    const steps: [string, (sel: string) => Promise<unknown>][] = [
      ['input[name="firstName"]', (s) => page.locator(s).fill("Kossi")],
      ['input[name="lastName"]', (s) => page.locator(s).fill("Agbeko")],
      ['input[name="phone"]', (s) => page.locator(s).fill("+228 90 12 34 56")],
      ['select[name="serviceType"]', (s) => page.locator(s).selectOption("nettoie-pro")],
      [
        'textarea[name="description"]',
        (s) => page.locator(s).fill("Bureaux de 250 m², entretien hebdomadaire."),
      ],
    ];
    for (const [selector, fill] of steps) {
      expect(await submit.isDisabled()).toBe(true);
      await fill(selector);
    }
    expect(await submit.isEnabled()).toBe(true);
    await page.locator('select[name="serviceType"]').selectOption("");
    expect(await submit.isDisabled()).toBe(true);
  });

  it.for([
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const)(
    "has no serious accessibility violation in either tab (%s)",
    async ([, device], { server, openPage }) => {
      const page = await openPage(device);
      await page.goto(`${server.url}/quote${q}`);
      await waitForHydration(page);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole("tab", { name: t.form }).click();
      expect(await seriousA11yViolations(page)).toEqual([]);
    },
  );
});
