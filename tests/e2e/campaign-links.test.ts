import QRCode from "qrcode";
import { describe, expect } from "vitest";
import { it } from "../helpers/fixtures";
import { until } from "../helpers/until";

/** Campaign links and their QR codes (docs/product/visits.md#campaign-links). */

const PHONE =
  "Mozilla/5.0 (Linux; Android 11; TECNO KF6i) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36";

describe("campaign links", () => {
  it("are made on a phone, lead to their page, and count its visits under the campaign", async ({
    server,
    database,
    openSignedInPage,
    editor,
    allowErrors,
  }) => {
    // The refused forms below answer 400, as they should.
    allowErrors(/status of 400/);
    const page = await openSignedInPage(editor, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await page.goto(`${server.url}/admin/visits`);
    await page.getByRole("link", { name: "Liens de campagne et codes QR" }).click();
    await page.getByLabel("Adresse courte").fill("Flyer Marché");
    await page.getByLabel("Nom de la campagne").fill("marche-decembre-2026");
    await page.getByRole("button", { name: "Créer le lien" }).click();
    // What cannot be typed from paper is refused, in words beside the field, and nothing is made.
    await expect
      .poll(() => page.locator("#field-slug-problem").textContent())
      .toContain("seulement des lettres minuscules");
    expect(await page.getByLabel("Adresse courte").getAttribute("aria-invalid")).toBe("true");
    await page.getByLabel("Adresse courte").fill("flyer-marche");
    await page.getByLabel("Nom de la campagne").fill("marche-decembre-2026");
    await page.getByLabel("Page d'arrivée").selectOption("/quote");
    await page.getByLabel("Support").selectOption("flyer");
    await page.getByRole("button", { name: "Créer le lien" }).click();
    await expect
      .poll(() => page.getByRole("status").textContent())
      .toBe("Lien /go/flyer-marche créé : son code QR est prêt à imprimer.");

    const item = page.locator('[data-link="flyer-marche"]');
    const address = (await item.locator(".font-mono").textContent())!;
    expect(address).toMatch(/^https?:\/\/[^/]+\/go\/flyer-marche$/);
    // The QR code shown is the code of that address, and a PNG of it is offered for print.
    const drawn = await item
      .locator("[data-qr] path")
      .evaluateAll((paths) => paths.map((p) => p.getAttribute("d")));
    const expected = [
      ...(await QRCode.toString(address, { type: "svg", margin: 2 })).matchAll(/ d="([^"]+)"/g),
    ].map((m) => m[1]);
    expect(drawn).toEqual(expected);
    const png = await item.getByRole("link", { name: /Télécharger le code QR/ });
    expect(await png.getAttribute("download")).toBe("qr-flyer-marche.png");
    expect(await png.getAttribute("href")).toMatch(/^data:image\/png;base64,/);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    // The same short address again: refused, naming why.
    await page.getByLabel("Adresse courte").fill("flyer-marche");
    await page.getByLabel("Nom de la campagne").fill("autre");
    await page.getByRole("button", { name: "Créer le lien" }).click();
    await expect
      .poll(() => page.locator("#field-slug-problem").textContent())
      .toContain("déjà celle d'un autre lien de campagne");
    expect(await database.db.selectFrom("campaign_links").select("slug").execute()).toEqual([
      { slug: "flyer-marche" },
    ]);

    // A reader scans the flyer: sent on to the quote page with the campaign's tags.
    const scan = await fetch(`${server.url}/go/flyer-marche`, {
      redirect: "manual",
      headers: { "user-agent": PHONE },
    });
    expect(scan.status).toBe(302);
    expect(scan.headers.get("cache-control")).toBe("no-store");
    const landing = scan.headers.get("location")!;
    expect(landing).toBe(
      "/quote?utm_source=flyer&utm_medium=campaign-link&utm_campaign=marche-decembre-2026",
    );
    expect(
      (await fetch(`${server.url}${landing}`, { headers: { "user-agent": PHONE } })).status,
    ).toBe(200);
    await until(
      () =>
        database.db
          .selectFrom("visits")
          .select(["source", "campaign", "path"])
          .where("campaign", "=", "marche-decembre-2026")
          .execute(),
      (rows) => rows.length === 1,
    );
    await page.goto(`${server.url}/admin/visits`);
    const line = page.locator('[data-line="marche-decembre-2026"]');
    expect(await line.locator("td").first().textContent()).toBe("1");
    // The medium reads as the team named it, not as a web site.
    expect(await page.locator('[data-line="site:flyer"] th').textContent()).toBe("Flyer");

    // Removed (after a question), the link leads nowhere: the site's 404, in words.
    await page.goto(`${server.url}/admin/visits/links`);
    await item.getByRole("button", { name: "Retirer" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Retirer" }).click();
    await expect.poll(() => page.getByRole("status").textContent()).toContain("Lien retiré");
    const gone = await fetch(`${server.url}/go/flyer-marche`, { redirect: "manual" });
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain("404");
  });
});
