import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect } from "vitest";
import { clients } from "~/content/demo";
import { adminPost, signInCookie } from "../helpers/auth";
import { PHONE, waitForHydration } from "../helpers/browser";
import { ADMIN, it, type E2eServer } from "../helpers/fixtures";
import { href } from "react-router";

const photo = await sharp({
  create: { width: 1200, height: 900, channels: 3, background: "#2f855a" },
})
  .jpeg()
  .toBuffer();
/**
 * A file over the 1 MB cap of ordinary forms, as camera photos are: a JPEG followed by bytes
 * that decoders ignore (cheap to convert, unlike a real 1 MB picture on a busy test machine).
 */
const bigPhoto = Buffer.concat([photo, Buffer.alloc(1_200_000)]);

const file = (name: string) => ({ name, mimeType: "image/jpeg", buffer: photo });
const html = async (server: E2eServer, p: string) => (await fetch(`${server.url}${p}`)).text();

async function addMember(p: Page, fields: Record<string, string>) {
  const form = p.locator("form", { has: p.locator('button[value="add"]') });
  for (const [name, value] of Object.entries(fields))
    await form.locator(`[name="${name}"]`).fill(value);
  await form.locator('input[name="photo"]').setInputFiles(file("portrait.jpg"));
  await form.locator('button[value="add"]').click();
}

describe("the team (admin)", () => {
  it("adds a member with a portrait, shown on the About page in both languages, in order", async ({
    server,
    database,
    adminPage: page,
  }) => {
    await page.goto(`${server.url}/admin/team`);
    await waitForHydration(page);
    await addMember(page, {
      name: "Kossi Mensah",
      roleFr: "Chef d'équipe",
      roleEn: "Team leader",
      phone: "91 23 45 67",
      email: "kossi@example.tg",
      educationFr: "BTS Hygiène\nCertificat secourisme",
      trainingFr: "Nettoyage hospitalier",
      experienceFr: "Huit ans sur le terrain.",
      experienceEn: "Eight years in the field.",
    });
    await page.getByText("Membre ajouté.").first().waitFor();
    // The add form starts empty again: a second member gets none of the first one's details.
    const addForm = page.locator("form", { has: page.locator('button[value="add"]') });
    for (const name of ["name", "roleFr", "phone", "email", "experienceEn"])
      expect(await addForm.locator(`[name="${name}"]`).inputValue(), name).toBe("");
    expect(await addForm.locator('input[name="photo"]').inputValue()).toBe("");

    const fr = await html(server, "/a-propos");
    expect(fr.indexOf("Akossiwa Dogbé")).toBeLessThan(fr.indexOf("Kossi Mensah"));
    expect(fr).toContain("Chef d&#x27;équipe");
    expect(fr).toContain("tel:+22891234567");
    expect(fr).toContain("BTS Hygiène");
    expect(fr).toMatch(/<source type="image\/avif" srcSet="\/media\/[^"]+-400\.avif 400w/);
    const en = await html(server, "/a-propos?lng=en");
    expect(en).toContain("Team leader");
    expect(en).toContain("Eight years in the field.");
    // No English training: the French one is shown.
    expect(en).toContain("Nettoyage hospitalier");

    // Moving the new member up puts them first.
    await page
      .locator('[data-member="Kossi Mensah"]')
      .getByRole("button", { name: "Monter" })
      .click();
    await page.getByText("Modifications enregistrées").first().waitFor();
    const after = await html(server, "/a-propos");
    expect(after.indexOf("Kossi Mensah")).toBeLessThan(after.indexOf("Akossiwa Dogbé"));
    expect(
      await database.db
        .selectFrom("audit_log")
        .select("action")
        .where("action", "like", "team.%")
        .orderBy("created_at")
        .execute(),
    ).toEqual([{ action: "team.add" }, { action: "team.move-up" }]);
  });

  it.for([
    ["", "Adresse e-mail invalide.", "Numéro invalide : par exemple +228 90 12 34 56."],
    ["?lng=en", "Invalid email address.", "Invalid number: for example +228 90 12 34 56."],
  ] as const)(
    "refuses a bad e-mail and phone with messages (%s)",
    async ([q, emailMessage, phoneMessage], { server, adminPage: page, allowErrors }) => {
      // The refused form is answered 400, which the console reports.
      allowErrors(/status of 400/);
      await page.goto(`${server.url}/admin/team${q}`);
      await waitForHydration(page);
      const form = page.locator("form", { has: page.locator('button[value="add"]') });
      await form.locator('[name="name"]').fill("Sans Email");
      await form.locator('[name="roleFr"]').fill("Agent");
      await form.locator('[name="email"]').fill("not-an-email");
      await form.locator('[name="phone"]').fill("123");
      await form.locator('button[value="add"]').click();
      await page.getByText(emailMessage).first().waitFor();
      await page.getByText(phoneMessage).first().waitFor();
      expect(await html(server, "/a-propos")).not.toContain("Sans Email");
    },
  );
});

describe("clients and partners (admin)", () => {
  it("adds a client with a logo and a link, and removes an invented one", async ({
    server,
    openPage,
    adminPage: page,
  }) => {
    await page.goto(`${server.url}/admin/clients`);
    await waitForHydration(page);
    const form = page.locator("form", { has: page.locator('button[value="add"]') });
    await form.locator('[name="kind"]').selectOption("client");
    await form.locator('[name="name"]').fill("Hôtel Sarakawa");
    await form.locator('[name="url"]').fill("https://sarakawa.example.tg");
    await form.locator('input[name="logo"]').setInputFiles(file("logo.jpg"));
    await form.locator('button[value="add"]').click();
    await page.getByText("Ajouté au bandeau.").first().waitFor();
    // The form starts empty again: the next client gets neither this name nor this site.
    expect(await form.locator('[name="name"]').inputValue()).toBe("");
    expect(await form.locator('[name="url"]').inputValue()).toBe("");
    await form.locator('[name="name"]').fill("Ecobank");
    await form.locator('button[value="add"]').click();
    await expect.poll(() => page.locator('[data-partner="Ecobank"]').count()).toBe(1);
    expect(await page.locator('[data-partner="Ecobank"] [name="url"]').inputValue()).toBe("");
    // Deleting asks first, naming the client; "Annuler" keeps it.
    const invented = page.locator(`[data-partner="${clients[0]}"]`);
    await invented.getByRole("button", { name: "Supprimer" }).click();
    const ask = page.getByRole("dialog", { name: `Supprimer « ${clients[0]} » ?` });
    await ask.getByRole("button", { name: "Annuler" }).click();
    expect(await ask.isVisible()).toBe(false);
    expect(await invented.count()).toBe(1);
    await invented.getByRole("button", { name: "Supprimer" }).click();
    await ask.getByRole("button", { name: "Supprimer" }).click();
    await page.getByText("Retiré du bandeau.").first().waitFor();

    const home = await openPage();
    await home.goto(`${server.url}/`);
    const ticker = home.locator('[data-ticker="clients"]');
    const link = ticker.getByRole("link", { name: "Hôtel Sarakawa" });
    expect(await link.getAttribute("href")).toBe("https://sarakawa.example.tg/");
    expect(await ticker.getByRole("link", { name: "Ecobank" }).count()).toBe(0);
    expect(await ticker.locator('img[src^="/media/"]').count()).toBe(1);
    expect(await ticker.textContent()).not.toContain(clients[0]);
  });

  it("on a phone, gives each client added in a row only its own details", async ({
    server,
    openSignedInPage,
  }) => {
    const page = await openSignedInPage(ADMIN, PHONE);
    await page.goto(`${server.url}/admin/clients`);
    await waitForHydration(page);
    const form = page.locator("form", { has: page.locator('button[value="add"]') });
    const added = [
      // Names of their own: the file's tests share one database.
      { name: "Hôtel du Golfe", url: "https://hotel-golfe.example.tg" },
      { name: "Banque Atlantique", url: "" },
      { name: "Clinique Biasa", url: "https://biasa.example.tg" },
    ];
    for (const client of added) {
      expect(await form.locator('[name="name"]').inputValue()).toBe("");
      expect(await form.locator('[name="url"]').inputValue()).toBe("");
      await form.locator('[name="name"]').fill(client.name);
      if (client.url) await form.locator('[name="url"]').fill(client.url);
      await form.locator('button[value="add"]').click();
      await expect.poll(() => page.locator(`[data-partner="${client.name}"]`).count()).toBe(1);
    }
    for (const client of added)
      expect(
        await page.locator(`[data-partner="${client.name}"] [name="url"]`).inputValue(),
        client.name,
      ).toBe(client.url ? `${client.url}/` : "");
    // Deleting asks first, in a dialog that fits the phone, and names the client.
    const bank = page.locator('[data-partner="Banque Atlantique"]');
    await bank.getByRole("button", { name: "Supprimer" }).click();
    const ask = page.getByRole("dialog", { name: "Supprimer « Banque Atlantique » ?" });
    const box = (await ask.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.viewport!.width);
    await ask.getByRole("button", { name: "Supprimer" }).click();
    await expect.poll(() => bank.count()).toBe(0);
    expect(await page.locator('[data-partner="Clinique Biasa"]').count()).toBe(1);
  });

  it("refuses a link that is not https", async ({ server, adminPage: page, allowErrors }) => {
    // The refused form is answered 400, which the console reports.
    allowErrors(/status of 400/);
    await page.goto(`${server.url}/admin/clients?lng=en`);
    await waitForHydration(page);
    const form = page.locator("form", { has: page.locator('button[value="add"]') });
    await form.locator('[name="name"]').fill("Bad Link");
    await form.locator('[name="url"]').fill("javascript:alert(1)");
    await form.locator('button[value="add"]').click();
    await page.getByText("Invalid address: it must start with https://.").first().waitFor();
    expect(await html(server, "/")).not.toContain("Bad Link");
  });
});

describe("the gallery", () => {
  it("starts empty: the page shows its heading and a friendly line", async ({ server }) => {
    const fr = await html(server, "/galeries");
    expect(fr).toContain("Nos réalisations en images");
    expect(fr).toContain("Notre galerie photo est en préparation.");
  });

  it("lets an editor publish an album that reads without JavaScript and opens in a viewer", async ({
    server,
    openPage,
    editorPage: page,
  }) => {
    await page.goto(`${server.url}/admin/gallery`);
    await waitForHydration(page);
    const create = page.locator("form", { has: page.locator('button[value="add"]') });
    await create.locator('[name="titleFr"]').fill("Hôtel Océan : remise en état");
    await create.locator('[name="titleEn"]').fill("Hôtel Océan: deep clean");
    await create.locator('button[value="add"]').click();
    await page.getByText("Album créé").first().waitFor();
    // The new-album form starts empty again.
    expect(await create.locator('[name="titleFr"]').inputValue()).toBe("");
    const album = page.locator('[data-album="Hôtel Océan : remise en état"]');
    expect(bigPhoto.length).toBeGreaterThan(1024 * 1024);
    await album
      .locator('input[name="photos"]')
      .setInputFiles([file("a.jpg"), { name: "b.jpg", mimeType: "image/jpeg", buffer: bigPhoto }]);
    await album.locator('input[name="captionFr"]').first().fill("Hall d'entrée après nettoyage");
    await album.locator('button[value="upload"]').click();
    await page.getByText("Photos ajoutées à l'album.").first().waitFor();
    // The upload form starts empty again: the next photos do not get this caption.
    const upload = album.locator("form", { has: page.locator('button[value="upload"]') });
    expect(await upload.locator('input[name="captionFr"]').inputValue()).toBe("");
    expect(await upload.locator('input[name="photos"]').inputValue()).toBe("");
    // English caption of the second photo.
    const second = page.locator("[data-admin-photo]").nth(1);
    await second.locator('input[name="captionEn"]').fill("The lobby, shining");
    await second.getByRole("button", { name: "Enregistrer" }).click();
    await page.getByText("Modifications enregistrées").first().waitFor();
    // In the English admin, deleting asks about the photo by its English caption.
    await page.goto(`${server.url}/admin/gallery?lng=en`);
    await waitForHydration(page);
    await page.locator("[data-admin-photo]").nth(1).getByRole("button", { name: "Delete" }).click();
    const ask = page.getByRole("dialog", { name: "Delete “The lobby, shining”?" });
    await ask.waitFor();
    await ask.getByRole("button", { name: "Cancel" }).click();
    await ask.waitFor({ state: "hidden" });

    // Without JavaScript: a grid of pictures, each a link to the full-size WebP.
    const noJs = await openPage({ ...PHONE, javaScriptEnabled: false });
    await noJs.goto(`${server.url}/galeries`);
    expect(await noJs.locator("h1").textContent()).toBe("Nos réalisations en images");
    expect(await noJs.getByRole("heading", { name: "Hôtel Océan : remise en état" }).count()).toBe(
      1,
    );
    const figures = noJs.locator("[data-gallery-photo]");
    expect(await figures.count()).toBe(2);
    expect(await figures.first().locator("a").getAttribute("href")).toMatch(
      /^\/media\/.+-1200\.webp$/,
    );
    expect(await figures.first().locator("source[type='image/avif']").count()).toBe(1);
    expect(await figures.first().locator("figcaption").textContent()).toBe(
      "Hall d'entrée après nettoyage",
    );

    // With JavaScript: the viewer, with keys and buttons (the fixtures fail the test on any
    // console error or failed request).
    const visitor = await openPage();
    await visitor.goto(`${server.url}/galeries?lng=en`);
    await waitForHydration(visitor);
    expect(await visitor.getByRole("heading", { name: "Hôtel Océan: deep clean" }).count()).toBe(1);
    await visitor.locator("[data-gallery-photo] a").first().click();
    const dialog = visitor.getByRole("dialog", { name: "Photo viewer" });
    await dialog.waitFor();
    expect(await visitor.getByTestId("viewer-position").textContent()).toBe("(1 of 2)");
    await visitor.keyboard.press("ArrowRight");
    expect(await visitor.getByTestId("viewer-position").textContent()).toBe("(2 of 2)");
    expect(await dialog.locator("figcaption").textContent()).toContain("The lobby, shining");
    await dialog.getByRole("button", { name: "Previous photo" }).click();
    expect(await visitor.getByTestId("viewer-position").textContent()).toBe("(1 of 2)");
    await visitor.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
  });

  it("swipes between photos on a phone", async ({ server, openPage }) => {
    const page = await openPage(PHONE);
    await page.goto(`${server.url}/galeries`);
    await waitForHydration(page);
    await page.locator("[data-gallery-photo] a").first().click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    const box = (await dialog.boundingBox())!;
    const y = box.y + box.height / 3;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
    await page.mouse.up();
    expect(await page.getByTestId("viewer-position").textContent()).toBe("(2 sur 2)");
  });
});

describe("who may edit", () => {
  it("gives editors the gallery but not the team or the tickers", async ({ server, editor }) => {
    const cookie = await signInCookie(server.url, editor.email, editor.password);
    const status = async (p: string) =>
      (await fetch(`${server.url}${p}`, { headers: { cookie }, redirect: "manual" })).status;
    expect(await status(href("/admin/team"))).toBe(403);
    expect(await status(href("/admin/clients"))).toBe(403);
    expect(await status(href("/admin/gallery"))).toBe(200);
    expect((await adminPost(server.url, href("/admin/team"), cookie, { name: "X" })).status).toBe(
      403,
    );
  });
});
