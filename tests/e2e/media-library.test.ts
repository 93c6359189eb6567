import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { addAlbum, addPartner, addPhotos, addTeamMember } from "~/features/company/index.server";
import { storeUpload } from "~/features/media/index.server";
import { saveDraft } from "~/features/page-editor/page-edits.server";
import { readDraft } from "~/features/pages/index.server";
import { adminPost, signInCookie } from "../helpers/auth";
import { seriousA11yViolations } from "../helpers/axe";
import { PHONE, waitForHydration } from "../helpers/browser";
import { ADMIN, it } from "../helpers/fixtures";
import { href } from "react-router";

/**
 * The media library (/admin/library): every uploaded picture, found by name or description,
 * described, with where it is used, and deleted only while nothing uses it.
 */

/** A real upload through the pipeline: a small JPEG of one colour (each colour its own file). */
async function upload(database: AppDatabase, name: string, colour: string, width = 120) {
  const jpeg = await sharp({
    create: { width, height: Math.round(width * 0.75), channels: 3, background: colour },
  })
    .jpeg()
    .toBuffer();
  const file = new File([new Uint8Array(jpeg)], name, { type: "image/jpeg" });
  const stored = await storeUpload(database, file, null);
  if (typeof stored === "string") throw new Error(`${name}: ${stored}`);
  return stored;
}

const member = (name: string) => ({
  name,
  roleFr: "Agent",
  roleEn: "",
  phone: "",
  email: "",
  educationFr: "",
  educationEn: "",
  trainingFr: "",
  trainingEn: "",
  experienceFr: "",
  experienceEn: "",
});

const card = (page: Page, name: string) => page.locator(`[data-library-item="${name}"]`);
const rowsOf = async ({ db }: AppDatabase, id: string) => ({
  media: (await db.selectFrom("media").select("id").where("id", "=", id).execute()).length,
  files: (await db.selectFrom("media_files").select("name").where("media_id", "=", id).execute())
    .length,
});

describe("the media library", () => {
  it("finds, describes, says where each picture is used, and deletes only an unused one", async ({
    server,
    database,
    adminPage: page,
    allowErrors,
  }) => {
    const beach = await upload(database, "Plage-Kégué.jpg", "#1d6b3a");
    const tank = await upload(database, "IMG_0042.jpg", "#2b6cb0");
    const portrait = await upload(database, "portrait-kofi.jpg", "#b7791f");
    const villa = await upload(database, "villa-salon.jpg", "#805ad5");
    const hero = await upload(database, "accueil-bannière.jpg", "#c53030");
    // Given places, as the team, gallery and page screens store them.
    await addTeamMember(database, member("Kofi Agbo"), { photoMediaId: portrait.id });
    const album = await addAlbum(database, {
      titleFr: "Villa à Kégué",
      titleEn: "Villa in Kégué",
      descriptionFr: "",
      descriptionEn: "",
    });
    await addPhotos(database, album, [{ mediaId: villa.id, captionFr: "", captionEn: "" }]);
    const home = await readDraft(database.db, "home");
    const doc = structuredClone(home.doc) as { hero: { slides: Array<{ image: object }> } };
    doc.hero.slides[0]!.image = { ...doc.hero.slides[0]!.image, media: hero.id };
    const saved = await saveDraft(database, "home", doc as never, home.revision, "staff");
    expect(saved.ok).toBe(true);

    await page.goto(`${server.url}/admin/library`);
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Médiathèque", level: 1 }).waitFor();
    expect(await page.locator("[data-library-range]").innerText()).toBe("1–5 sur 5");
    // Newest first, each with its size in pixels, its weight and its upload date in Lomé.
    expect(
      await page.locator("[data-library-item]").first().getAttribute("data-library-item"),
    ).toBe("accueil-bannière.jpg");
    const first = card(page, "Plage-Kégué.jpg");
    expect(await first.innerText()).toMatch(/120 × 90 px · Fichier envoyé : \d+\sko/);
    expect(await first.innerText()).toMatch(/Envoyée le \d{1,2} \S+ \d{4}/);

    // Where used, in words, linked to the screen that edits it.
    const used = (name: string) => card(page, name).locator("[data-places]");
    expect(await used("portrait-kofi.jpg").getByRole("link").innerText()).toBe(
      "Équipe : Kofi Agbo",
    );
    expect(await used("portrait-kofi.jpg").getByRole("link").getAttribute("href")).toBe(
      href("/admin/team"),
    );
    expect(await used("villa-salon.jpg").innerText()).toBe("Galerie : album « Villa à Kégué »");
    const page1 = used("accueil-bannière.jpg").getByRole("link");
    expect(await page1.innerText()).toBe("Page Accueil (brouillon)");
    expect(await page1.getAttribute("href")).toBe(href("/admin/pages/:page", { page: "home" }));
    expect(await card(page, "IMG_0042.jpg").locator("[data-unused]").count()).toBe(1);
    // A used picture offers no deletion; the card says why.
    expect(
      await card(page, "portrait-kofi.jpg")
        .getByRole("button", { name: "Supprimer l'image" })
        .count(),
    ).toBe(0);
    expect(await card(page, "portrait-kofi.jpg").innerText()).toContain(
      "retirez-la d'abord de ces emplacements",
    );
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Search by name: accents and capitals do not matter; a GET form, so the address says it.
    const search = page.getByRole("searchbox", { name: "Rechercher une image" });
    await search.fill("KEGUE");
    await page.getByRole("button", { name: "Rechercher" }).click();
    await page.waitForURL(/[?&]q=KEGUE/);
    await expect
      .poll(() =>
        page.locator("[data-library-item]").evaluateAll((c) => c.map((e) => e.dataset.libraryItem)),
      )
      .toEqual(["Plage-Kégué.jpg"]);
    expect(await page.locator("[data-library-range]").innerText()).toBe("1–1 sur 1");

    // A description is stored, then found by the search.
    await page.getByRole("link", { name: "Tout afficher" }).click();
    await card(page, "IMG_0042.jpg").waitFor();
    await card(page, "IMG_0042.jpg").getByLabel("Description").fill("Citerne nettoyée à Bè");
    await card(page, "IMG_0042.jpg")
      .getByRole("button", { name: "Enregistrer la description" })
      .click();
    await page.getByRole("status").filter({ hasText: "Description enregistrée." }).waitFor();
    const stored = await database.db
      .selectFrom("media")
      .select("alt")
      .where("id", "=", tank.id)
      .executeTakeFirstOrThrow();
    expect(stored.alt).toBe("Citerne nettoyée à Bè");
    await page.goto(`${server.url}/admin/library?q=citerne+nettoyee`);
    expect(
      await page
        .locator("[data-library-item]")
        .evaluateAll((c) => c.map((e) => e.dataset.libraryItem)),
    ).toEqual(["IMG_0042.jpg"]);
    expect(await card(page, "IMG_0042.jpg").getByLabel("Description").inputValue()).toBe(
      "Citerne nettoyée à Bè",
    );

    // Deleting an unused picture asks first, then removes it, its variants and its addresses,
    // even the copy this process had already served from its disk cache.
    const address = `${server.url}${beach.url}`;
    expect((await fetch(address)).status).toBe(200);
    await page.goto(`${server.url}/admin/library`);
    await waitForHydration(page);
    await card(page, "Plage-Kégué.jpg").getByRole("button", { name: "Supprimer l'image" }).click();
    const ask = page.getByRole("dialog", { name: "Supprimer « Plage-Kégué.jpg » ?" });
    await ask.getByRole("button", { name: "Annuler" }).click();
    expect((await rowsOf(database, beach.id)).media).toBe(1);
    await card(page, "Plage-Kégué.jpg").getByRole("button", { name: "Supprimer l'image" }).click();
    await ask.getByRole("button", { name: "Supprimer l'image" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: "Image « Plage-Kégué.jpg » supprimée." })
      .waitFor();
    expect(await rowsOf(database, beach.id)).toEqual({ media: 0, files: 0 });
    expect((await fetch(address)).status).toBe(404);
    await expect.poll(() => card(page, "Plage-Kégué.jpg").count()).toBe(0);
    await expect.poll(() => page.locator("[data-library-range]").innerText()).toBe("1–4 sur 4");

    // A picture given a place after the page was shown: the deletion is refused with the place.
    allowErrors(/status of 409/);
    await addPartner(database, {
      kind: "client",
      name: "Hôtel 2 Février",
      url: null,
      logoMediaId: tank.id,
    });
    await card(page, "IMG_0042.jpg").getByRole("button", { name: "Supprimer l'image" }).click();
    await page
      .getByRole("dialog", { name: "Supprimer « IMG_0042.jpg » ?" })
      .getByRole("button", { name: "Supprimer l'image" })
      .click();
    const refusal = page.locator("[data-refused-used]");
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain("« IMG_0042.jpg » n'a pas été supprimée");
    expect(await refusal.getByRole("link").innerText()).toBe(
      "Clients et partenaires : Hôtel 2 Février",
    );
    expect(await rowsOf(database, tank.id)).toEqual({ media: 1, files: 2 });
    // The card, refreshed, now names the place too.
    await expect
      .poll(() => used("IMG_0042.jpg").innerText())
      .toBe("Clients et partenaires : Hôtel 2 Février");

    const logged = await database.db
      .selectFrom("audit_log")
      .select(["action", "target_id"])
      .where("action", "like", "media.%")
      .orderBy("created_at")
      .execute();
    expect(logged).toEqual([
      { action: "media.describe", target_id: tank.id },
      { action: "media.remove", target_id: beach.id },
    ]);
    // The journal names them in words and links to the picture still there.
    await page.goto(`${server.url}/admin/audit?kind=media`);
    const journal = await page.locator("main").innerText();
    expect(journal).toContain("Description d'une image modifiée");
    expect(journal).toContain("Image supprimée de la médiathèque");
    expect(
      await page.getByRole("link", { name: "Image · IMG_0042.jpg" }).getAttribute("href"),
    ).toBe(`${href("/admin/library")}?q=IMG_0042.jpg`);

    // In English: the same places in the staff member's language.
    await page.goto(`${server.url}/admin/library?lng=en`);
    await page.getByRole("heading", { name: "Media library", level: 1 }).waitFor();
    expect(await page.locator("[data-library-range]").innerText()).toBe("1–4 of 4");
    expect(await used("portrait-kofi.jpg").innerText()).toBe("Team: Kofi Agbo");
    expect(await used("villa-salon.jpg").innerText()).toBe("Gallery: album “Villa in Kégué”");
    expect(await used("accueil-bannière.jpg").innerText()).toBe("Page Home (draft)");
  });

  it("refuses forged forms with a 4xx in words, and changes nothing", async ({
    server,
    database,
  }) => {
    const picture = await upload(database, "forge.jpg", "#2c7a7b");
    const kept = await upload(database, "equipe-ama.jpg", "#975a16");
    await addTeamMember(database, member("Ama Mensah"), { photoMediaId: kept.id });
    const cookie = await signInCookie(server.url, ADMIN.email, ADMIN.password);
    const post = (fields: Record<string, string>) =>
      adminPost(server.url, href("/admin/library"), cookie, fields);
    const before = await database.db.selectFrom("media").selectAll().orderBy("id").execute();

    const unknown = await post({ intent: "rotate", id: picture.id });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("cette page ne connaît pas l&#x27;action demandée");
    const long = await post({ intent: "describe", id: picture.id, description: "x".repeat(301) });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("Ce texte est trop long.");
    const badId = await post({ intent: "remove", id: "../../etc" });
    expect(badId.status).toBe(400);
    const gone = await post({ intent: "describe", id: crypto.randomUUID(), description: "Rien" });
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain("Cette image n&#x27;existe plus");
    // Used: 409, and the places in words.
    const refused = await post({ intent: "remove", id: kept.id });
    expect(refused.status).toBe(409);
    const text = await refused.text();
    expect(text).toContain("« equipe-ama.jpg » n&#x27;a pas été supprimée");
    expect(text).toContain("Équipe : Ama Mensah");
    // Another site's page may not delete; nor may someone signed out.
    const foreign = await adminPost(
      server.url,
      href("/admin/library"),
      cookie,
      { intent: "remove", id: picture.id },
      "https://evil.example",
    );
    // React Router or the site's own guard: a 4xx either way.
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    expect(foreign.status).toBeLessThan(500);
    const anonymous = await adminPost(server.url, href("/admin/library"), "", {
      intent: "remove",
      id: picture.id,
    });
    expect(anonymous.status).toBe(302);
    expect(await database.db.selectFrom("media").selectAll().orderBy("id").execute()).toEqual(
      before,
    );
  });

  it("lets an editor page through it on a phone, also without JavaScript", async ({
    server,
    database,
    openSignedInPage,
    editor,
  }) => {
    // Enough pictures for a second page (a real upload each: 16 px squares of distinct colours).
    for (let n = 0; n < 25; n++)
      await upload(database, `chantier-${n}.jpg`, `#${(0x102030 + n * 0x050301).toString(16)}`, 16);
    const count = await database.db
      .selectFrom("media")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    const total = Number(count.n);
    expect(total).toBeGreaterThan(24);

    const page = await openSignedInPage(editor, PHONE);
    await page.goto(`${server.url}/admin`);
    await waitForHydration(page);
    // The editor's menu offers it.
    await page.locator("[data-menu-button]").click();
    await page.getByRole("link", { name: "Médiathèque" }).click();
    await page.waitForURL(/\/admin\/library$/);
    await page.locator("[data-library-range]").waitFor();
    expect(await page.locator("[data-library-range]").innerText()).toBe(`1–24 sur ${total}`);
    expect(await page.locator("[data-library-item]").count()).toBe(24);
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    const pager = page.getByRole("navigation", { name: "Pages de la médiathèque" });
    expect(await pager.getByRole("link", { name: "Images précédentes" }).count()).toBe(0);
    await pager.getByRole("link", { name: "Images suivantes" }).click();
    await page.waitForURL(/\?page=2$/);
    expect(await page.locator("[data-library-range]").innerText()).toBe(`25–${total} sur ${total}`);
    expect(await pager.getByRole("link", { name: "Images suivantes" }).count()).toBe(0);
    // An editor may describe a picture too.
    const last = page.locator("[data-library-item]").last();
    await last.getByLabel("Description").fill("Chantier du port");
    await last.getByRole("button", { name: "Enregistrer la description" }).click();
    await page.getByRole("status").filter({ hasText: "Description enregistrée." }).waitFor();
    const described = await database.db
      .selectFrom("media")
      .select("original_name")
      .where("alt", "=", "Chantier du port")
      .execute();
    expect(described).toHaveLength(1);

    // The pager's links are real links: a browser without JavaScript follows them too.
    const plain = await openSignedInPage(editor, { ...PHONE, javaScriptEnabled: false });
    await plain.goto(`${server.url}/admin/library?page=2`);
    await plain
      .getByRole("navigation", { name: "Pages de la médiathèque" })
      .getByRole("link", { name: "Images précédentes" })
      .click();
    await plain.waitForURL(/\/admin\/library$/);
    expect(await plain.locator("[data-library-range]").innerText()).toBe(`1–24 sur ${total}`);
  });
});
