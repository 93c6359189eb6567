import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { waitForHydration } from "../helpers/browser";
import { ADMIN, it } from "../helpers/fixtures";
import { guardFields, postForm } from "../helpers/forms";
import { leadMetadata } from "../helpers/rows";

it.beforeAll(async ({ database }) => {
  // A quote request from a WhatsApp campaign, with an estimate, for the inbox to show.
  await database.db
    .insertInto("quote_requests")
    .values({
      id: "q-browser",
      reference: "DV-2026-0007",
      first_name: "Yawa",
      last_name: "Kpodar",
      email: "yawa@example.tg",
      phone: "+228 90 11 22 33",
      company: "Hôtel Océan",
      service_type: "nettoie-pro",
      area: "300 m²",
      frequency: "mensuel",
      description: 'Nettoyage des chambres; "urgent"',
      budget: "plus-1m",
      urgency: "urgent",
      estimate: JSON.stringify({
        item: "zone2",
        quantity: 300,
        frequency: "mensuel",
        min: 69000,
        max: 110400,
        minAfterDiscount: 62100,
        maxAfterDiscount: 99360,
      }),
      ...leadMetadata({
        source_page: "/quote",
        referrer: "https://l.wa.me/",
        utm_source: "whatsapp",
        utm_campaign: "lancement",
      }),
    })
    .execute();
});

/** Signs in through the login screen, as a person does. */
async function signIn(page: Page) {
  await page.getByLabel("E-mail").fill(ADMIN.email);
  await page.getByLabel("Mot de passe").fill(ADMIN.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
}

describe("the admin area in a browser", () => {
  it("sends /admin to the login screen and back to /admin after signing in", async ({
    server,
    page,
  }) => {
    await page.goto(`${server.url}/admin/leads?status=new`);
    expect(page.url()).toBe(`${server.url}/auth/login?redirectTo=%2Fadmin%2Fleads%3Fstatus%3Dnew`);
    await waitForHydration(page);
    await signIn(page);
    await page.waitForURL(`${server.url}/admin/leads?status=new`);
    expect(await page.getByTestId("admin-user").textContent()).toBe("boss");
  });

  it("moves a lead to 'contacted' and exports it as CSV", async ({
    server,
    database,
    openSignedInPage,
  }) => {
    const page = await openSignedInPage(ADMIN, { acceptDownloads: true });
    await page.goto(`${server.url}/admin/leads`);
    await page.getByRole("link", { name: "Ouvrir" }).first().click();
    await page.waitForURL(/\/admin\/leads\/quote\/q-browser$/);
    // The estimate in words: the price item's name, its unit, FCFA amounts (no codes).
    const estimate = await page.getByTestId("highlight").textContent();
    expect(estimate).toContain("69\u202f000 – 110\u202f400\u00a0FCFA");
    expect(estimate).toMatch(/^Zone 2.*× 300\u00a0m² \(Mensuel\)/);
    expect(await page.locator('a[href^="https://wa.me/22890112233"]').count()).toBe(1);
    await page.getByLabel("Changer le statut").selectOption("contacted");
    await page
      .locator("form", { has: page.getByLabel("Changer le statut") })
      .getByRole("button", { name: "Enregistrer" })
      .click();
    await page.getByText("Enregistré : statut « Contacté ».").first().waitFor();
    expect(
      await database.db
        .selectFrom("quote_requests")
        .select("status")
        .where("id", "=", "q-browser")
        .execute(),
    ).toEqual([{ status: "contacted" }]);

    await page.goto(`${server.url}/admin/leads?status=contacted`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByText("Exporter 1 demande (CSV)").click(),
    ]);
    const csv = readFileSync((await download.path())!, "utf8");
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const [header, line] = csv.slice(1).split("\r\n");
    expect(header).toContain("Référence;Date;Statut;Prénom;Nom;E-mail;Téléphone");
    expect(line).toContain("Devis;DV-2026-0007;");
    // Words instead of codes, and the phone kept as text without an apostrophe.
    expect(line).toContain(
      ";Contacté;Yawa;Kpodar;yawa@example.tg;(+228) 90 11 22 33;Hôtel Océan;Nettoie Pro – Nettoyage professionnel;300 m²;Mensuel;Plus de 1\u202f000\u202f000\u00a0FCFA;Urgent (sous 24 h);",
    );
    expect(line).toContain('"Nettoyage des chambres; ""urgent"""');
    expect(line).toContain(";69000;110400;");
  });

  it("approves a testimonial, which then appears on the home page", async ({
    server,
    adminPage: page,
  }) => {
    await postForm(server.url, "/api/testimonials", {
      name: "Akouvi Lawson",
      email: "akouvi@example.tg",
      rating: "5/5 ★★★★★",
      testimonial: "Un service remarquable, je recommande.",
      ...guardFields(),
    });
    const before = await (await fetch(`${server.url}/`)).text();
    expect(before).not.toContain("Akouvi Lawson");
    await page.goto(`${server.url}/admin/testimonials`);
    const card = page.locator('[data-testimonial="Akouvi Lawson"]');
    await card.getByLabel("Lieu").fill("Lomé, Bè");
    await card.getByRole("button", { name: "Approuver" }).click();
    await page.getByText("Témoignage publié sur l'accueil.").first().waitFor();
    const after = await (await fetch(`${server.url}/`)).text();
    expect(after).toContain("Akouvi Lawson");
    expect(after).toContain("Un service remarquable, je recommande.");
  });

  it("'sign out everywhere' ends the session of a second browser", async ({ server, openPage }) => {
    const first = await openPage();
    const second = await openPage();
    for (const page of [first, second]) {
      await page.goto(`${server.url}/auth/login`);
      await signIn(page);
      await page.waitForURL(`${server.url}/admin`);
    }
    await first.getByRole("button", { name: "Se déconnecter partout" }).click();
    await first.waitForURL(/\/auth\/login/);
    await second.goto(`${server.url}/admin`);
    expect(second.url()).toContain("/auth/login?redirectTo=%2Fadmin");
  });
});
