import { describe, expect } from "vitest";
import { DEFAULT_PRICE_SECTIONS, findPriceItem } from "~/content/pricing";
import { middlePrice } from "~/features/devis/money";
import { DESKTOP, PHONE, waitForHydration } from "../helpers/browser";
import { ADMIN, it } from "../helpers/fixtures";

const zone1 = findPriceItem(DEFAULT_PRICE_SECTIONS, "zone1")!;
const middle = middlePrice(zone1.min, zone1.max);
const fcfa = (n: number) =>
  new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 0 }).format(n) + "\u00a0FCFA";

/**
 * The devis editor while the staff member types: a rate from the grid fills its line, lines come
 * and go without a reload, and the total follows the typing with the rules of the saved devis.
 */
describe.each([
  ["1280 px", DESKTOP],
  ["390 px", PHONE],
] as const)("the devis editor (%s)", (_width, device) => {
  it("fills a line from the grid, adds lines in place and shows the total while typing", async ({
    server,
    database,
    openSignedInPage,
  }) => {
    const page = await openSignedInPage(ADMIN, device);
    await page.goto(`${server.url}/admin/devis/new`);
    await waitForHydration(page);
    // A reload would lose this mark.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const totals = page.getByTestId("devis-totals");
    // Without VAT, so the total is the lines' sum (VAT is checked by the unit tests).
    await page.locator('[name="vat"]').setChecked(false);

    await page.locator('[name="l.0.item"]').selectOption("zone1");
    expect(await page.locator('[name="l.0.label"]').inputValue()).toBe(zone1.label.fr);
    expect(await page.locator('[name="l.0.unit"]').inputValue()).toBe("m2");
    expect(await page.locator('[name="l.0.price"]').inputValue()).toBe(String(middle));
    await page.locator('[name="l.0.quantity"]').fill("10");
    await expect.poll(() => totals.textContent()).toContain(fcfa(10 * middle));

    // An English devis takes the rate's English description.
    await page.locator('select[name="locale"]').selectOption("en");
    await page.getByRole("button", { name: "Ajouter une ligne" }).click();
    await expect.poll(() => page.locator('[name="l.1.item"]').count()).toBe(1);
    await page.locator('[name="l.1.item"]').selectOption("zone1");
    expect(await page.locator('[name="l.1.label"]').inputValue()).toBe(zone1.label.en);
    // Then a free line typed over it keeps what was typed when the rate changes.
    await page.locator('[name="l.1.label"]').fill("Nettoyage du parking");
    await page.locator('[name="l.1.price"]').fill("1 500");
    await page.locator('[name="l.1.quantity"]').fill("2,5");
    await expect.poll(() => totals.textContent()).toContain(fcfa(10 * middle + 3750));
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);

    // Removing the first line renumbers the other, in place, and the total follows.
    await page.locator('[data-line="0"]').getByRole("button", { name: "Retirer" }).click();
    await expect.poll(() => page.locator("[data-line]").count()).toBe(1);
    expect(await page.locator('[name="l.0.label"]').inputValue()).toBe("Nettoyage du parking");
    await expect.poll(() => totals.textContent()).toContain(fcfa(3750));
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);

    // Saved, the devis carries the total the screen showed.
    await page.locator("#clientName").fill("Ama Mensah");
    await page.locator("#clientEmail").fill("ama@example.tg");
    await page.locator("#clientPhone").fill("+228 90 12 34 56");
    // The last of two: the first is the hidden default button that Enter presses.
    await page.getByRole("button", { name: "Enregistrer le brouillon" }).last().click();
    await page.waitForURL((url) => /^\/admin\/devis\/(?!new)[\w-]+$/.test(url.pathname));
    const stored = await database.db
      .selectFrom("devis")
      .select(["total", "subtotal"])
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ subtotal: 3750, total: 3750 });
    await expect.poll(() => totals.textContent()).toContain(fcfa(3750));
  });
});
