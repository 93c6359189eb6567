import http from "node:http";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { adminPost, signInCookie } from "../helpers/auth";
import { PHONE, waitForHydration } from "../helpers/browser";
import { ADMIN, it, type E2eServer } from "../helpers/fixtures";
import { SITE_ORIGIN } from "../helpers/forms";
import { href } from "react-router";

/** A portrait phone photo: 900 × 1600 once turned by its EXIF orientation (stored 1600 × 900). */
const portrait = await sharp({
  create: { width: 1600, height: 900, channels: 3, background: "#1d6f42" },
})
  .jpeg()
  .withMetadata({ orientation: 6 })
  .toBuffer();
const square = await sharp({
  create: { width: 800, height: 800, channels: 3, background: "#b45309" },
})
  .jpeg()
  .toBuffer();
const jpeg = (name: string, buffer: Buffer) => ({ name, mimeType: "image/jpeg", buffer });
const anonymous = async (server: E2eServer, path: string) =>
  (await fetch(`${server.url}${path}`)).text();

async function draftOf(database: AppDatabase, page: string) {
  const row = await database.db
    .selectFrom("page_drafts")
    .select(["data", "revision"])
    .where("page", "=", page)
    .executeTakeFirstOrThrow();
  return { doc: JSON.parse(row.data), revision: Number(row.revision) };
}

const saveVia = (server: E2eServer, cookie: string, page: string, fields: Record<string, string>) =>
  adminPost(server.url, href("/admin/pages/:page", { page }), cookie, fields);

/**
 * The status of a 40 MB multipart upload. The server answers 413 from the announced length alone
 * and closes the connection: the body is only sent if no answer came first (writing into a
 * closed connection could otherwise hide the answer behind a write error).
 */
function oversizedUpload(server: E2eServer, cookie: string, bytes: number) {
  return new Promise<number>((resolve, reject) => {
    const boundary = "----pages-test";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    let answered = false;
    const request = http.request(`${server.url}/admin/media`, {
      method: "POST",
      agent: false,
      headers: {
        cookie,
        origin: SITE_ORIGIN,
        accept: "application/json",
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "content-length": String(head.length + bytes + boundary.length + 8),
      },
    });
    request.on("response", (res) => {
      answered = true;
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    request.flushHeaders();
    setTimeout(() => {
      if (answered) return request.destroy();
      request.write(head);
      request.write(Buffer.alloc(bytes, 1));
      request.end(`\r\n--${boundary}--\r\n`);
    }, 1000);
  });
}

async function openEditor(page: Page, server: E2eServer, key: string) {
  await page.goto(`${server.url}/admin/pages/${key}`);
  await waitForHydration(page);
}

describe("the pages editor (admin)", () => {
  it("edits a text and a slide's photo, previews the draft, publishes, and visitors see it", async ({
    server,
    database,
    adminPage: page,
  }) => {
    await openEditor(page, server, "home");
    await page.locator("#page-intro-title-fr").fill("Votre partenaire propreté à Lomé");
    await page.locator("#page-intro-title-en").fill("");
    // An empty English text says that the French is shown.
    await expect
      .poll(() => page.locator("#page-intro-title-en ~ [data-fallback-marker]").count())
      .toBe(1);
    const slide = page.locator('[data-picture="page-hero-slides-0-image"]');
    expect(await slide.locator("[data-picture-state]").getAttribute("data-picture-state")).toBe(
      "artwork",
    );
    await slide.locator('input[type="file"]').setInputFiles(jpeg("IMG_2041.jpg", portrait));
    await slide.locator('[data-picture-state="company"]').waitFor();
    await slide.getByLabel("De haut en bas").fill("20");
    // The new photo's descriptions start empty; the French one is required.
    await slide
      .getByLabel(/Description de la photo \(Français\)/)
      .fill("Deux agents nettoient le hall d'un immeuble");
    // The same photo, reused from the media library for the first concept's circle.
    const circle = page.locator('[data-picture="page-concepts-items-0-image"]');
    await circle.getByRole("button", { name: "Choisir dans la médiathèque" }).click();
    await page.locator("[data-library-picture]").first().click();
    await circle.locator('[data-picture-state="company"]').waitFor();
    await circle
      .getByLabel(/Description de la photo \(Français\)/)
      .fill("Deux agents nettoient le hall d'un immeuble");
    await page.getByRole("button", { name: "Enregistrer le brouillon" }).click();
    await page.getByText("Brouillon enregistré").waitFor();

    // Saved as a draft: visitors still see the published page, staff see the draft.
    expect(await anonymous(server, "/")).not.toContain("Votre partenaire propreté à Lomé");
    expect(await anonymous(server, "/?apercu=brouillon")).not.toContain(
      "Votre partenaire propreté",
    );
    await page.goto(`${server.url}/?apercu=brouillon`);
    expect(await page.locator("[data-draft-preview]").count()).toBe(1);
    expect(await page.content()).toContain("Votre partenaire propreté à Lomé");

    await openEditor(page, server, "home");
    await page.getByRole("button", { name: "Enregistrer et publier" }).click();
    await page.getByText("Page publiée").waitFor();
    const fr = await anonymous(server, "/");
    expect(fr).toContain("Votre partenaire propreté à Lomé");
    // The photo, turned upright by its EXIF orientation, in the pipeline's formats and sizes,
    // with its focal point; the first slide's picture is preloaded as the page's main picture.
    const media = /\/media\/([0-9a-f-]{36})-(\d+)\.webp/.exec(fr)!;
    expect(fr.split(`/media/${media[1]}-400.webp 400w`).length).toBeGreaterThanOrEqual(3);
    expect(fr).toMatch(/<source type="image\/avif" srcSet="\/media\/[^"]+-400\.avif 400w/);
    expect(fr).toContain("object-position:50% 20%");
    expect(fr).toMatch(/<link[^>]+rel="preload"[^>]+\/media\//);
    const stored = await database.db
      .selectFrom("media")
      .select(["width", "height"])
      .where("id", "=", media[1]!)
      .executeTakeFirstOrThrow();
    expect(Number(stored.height)).toBeGreaterThan(Number(stored.width));
    // English: the emptied English title shows the French.
    expect(await anonymous(server, "/?lng=en")).toContain("Votre partenaire propreté à Lomé");
    const actions = await database.db
      .selectFrom("audit_log")
      .select(["action", "target_id"])
      .where("action", "like", "pages.%")
      .orderBy("created_at")
      .execute();
    expect(actions.map((a) => a.action)).toEqual(["pages.save", "pages.save", "pages.publish"]);
    expect(new Set(actions.map((a) => a.target_id))).toEqual(new Set(["home"]));
    // The change log reads them in words, the page named and linked to its editor.
    await page.goto(`${server.url}/admin/audit?kind=pages`);
    const journal = await page.locator("main").textContent();
    expect(journal).toContain("Page publiée");
    expect(journal).toContain("Brouillon d'une page enregistré");
    expect(
      await page.locator(`main a[href="${href("/admin/pages/:page", { page: "home" })}"]`).count(),
    ).toBeGreaterThan(0);
  });

  it("lets an editor add a product on a phone; only an administrator publishes it", async ({
    server,
    database,
    editor,
    openSignedInPage,
  }) => {
    const page = await openSignedInPage(editor, PHONE);
    await openEditor(page, server, "products");
    expect(await page.getByRole("button", { name: "Enregistrer et publier" }).count()).toBe(0);
    // On a phone the sections after the first start folded to their titles.
    await page.locator("details[data-section='ecotrash'] > summary").tap();
    const products = page.locator('[data-list="ecotrash.products"]');
    const before = await products.locator(":scope > ol > li").count();
    await products.getByRole("button", { name: "Ajouter : Produits" }).last().click();
    const item = products.locator(":scope > ol > li").last();
    const at = `page-ecotrash-products-${before}`;
    await item.locator(`#${at}-title-fr`).fill("Bac à compost de quartier");
    await item.locator(`#${at}-description-fr`).fill("Un grand bac partagé par une rue entière.");
    await item.locator(`#${at}-variants-fr`).fill("500 litres\n1 000 litres");
    await item.locator(`#${at}-priceItem`).selectOption("bins");
    const photos = item.locator(`[data-list="ecotrash.products.${before}.photos"]`);
    await photos.getByRole("button", { name: "Ajouter : Photos" }).click();
    const picture = photos.locator("[data-picture]").first();
    // Too heavy: refused before it is sent, with the reason beside the field.
    await picture
      .locator('input[type="file"]')
      .setInputFiles(jpeg("huge.jpg", Buffer.alloc(9 << 20)));
    await picture.getByText("Photo trop lourde : 8 Mo au plus.").waitFor();
    await picture.locator('input[type="file"]').setInputFiles(jpeg("bac.jpg", square));
    await picture.locator('[data-picture-state="company"]').waitFor();
    await picture
      .getByLabel(/Description de la photo \(Français\)/)
      .fill("Grand bac vert au coin d'une rue");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.getByRole("button", { name: "Enregistrer le brouillon" }).click();
    await page.getByText("Brouillon enregistré").waitFor();

    const editorCookie = await signInCookie(server.url, editor.email, editor.password);
    const draft = await draftOf(database, "products");
    const forbidden = await saveVia(server, editorCookie, "products", {
      intent: "publish",
      revision: String(draft.revision),
      document: JSON.stringify(draft.doc),
    });
    expect(forbidden.status).toBe(403);
    expect(await anonymous(server, "/produits")).not.toContain("Bac à compost de quartier");

    const admin = await signInCookie(server.url, ADMIN.email, ADMIN.password);
    const published = await saveVia(server, admin, "products", {
      intent: "publish",
      revision: String(draft.revision),
      document: JSON.stringify(draft.doc),
    });
    expect(published.status).toBe(200);
    const key = draft.doc.ecotrash.products.at(-1).key as string;
    const html = await anonymous(server, "/produits");
    expect(html).toContain("Bac à compost de quartier");
    expect(html).toContain("500 litres · 1 000 litres");
    expect(html).toContain(`/quote?product=${key}&amp;tab=form&amp;item=bins`);
    expect(html).toContain("Grand bac vert au coin d&#x27;une rue");
    const quote = await anonymous(server, `/quote?product=${key}&tab=form&item=bins`);
    expect(quote).toContain("Produit qui m&#x27;intéresse : Bac à compost de quartier.");
  });

  it("refuses bad input with a 4xx beside the field, and stores nothing", async ({
    server,
    database,
  }) => {
    const cookie = await signInCookie(server.url, ADMIN.email, ADMIN.password);
    const { doc, revision } = await draftOf(database, "about");
    const save = (document: unknown, from = revision) =>
      saveVia(server, cookie, "about", {
        intent: "save",
        revision: String(from),
        document: typeof document === "string" ? document : JSON.stringify(document),
      });
    const bad = structuredClone(doc);
    bad.hero.historyButton.href = "javascript:alert(document.cookie)";
    bad.hero.title.fr = "x".repeat(141);
    bad.hero.image.alt.fr = "";
    const refused = await save(bad);
    expect(refused.status).toBe(400);
    // The page comes back with each problem under its field, in the staff member's words.
    const page = await refused.text();
    for (const [field, words] of [
      [
        "hero-historyButton-href",
        "Lien refusé : une page du site (/…), https://, tel: ou mailto: seulement.",
      ],
      ["hero-title-fr", "Ce texte est trop long."],
      ["hero-image-alt-fr", "Décrivez la photo en français."],
    ])
      expect(page).toContain(
        `id="page-${field}-problem" class="mt-1 text-sm font-semibold text-red-800">${words}`,
      );
    // Not JSON, or nested deeper than any page: refused as a broken form, never a 5xx.
    expect((await save("{not json")).status).toBe(400);
    expect((await save(`${"[".repeat(5000)}${"]".repeat(5000)}`)).status).toBe(400);
    expect((await save('{"a":'.repeat(3000) + "1" + "}".repeat(3000))).status).toBe(400);
    expect(await draftOf(database, "about")).toEqual({ doc, revision });

    // Two staff saving the same page at once: the second is told, not silently overwritten.
    const first = structuredClone(doc);
    first.hero.slogan.fr = "Premier";
    const second = structuredClone(doc);
    second.hero.slogan.fr = "Second";
    expect((await save(first)).status).toBe(200);
    const conflict = await save(second);
    expect(conflict.status).toBe(409);
    expect(await conflict.text()).toContain("quelqu&#x27;un a modifié cette page depuis que vous");
    expect((await draftOf(database, "about")).doc.hero.slogan.fr).toBe("Premier");

    // Uploads: too large, not a picture, too small; the same file twice is one picture.
    const upload = async (buffer: Buffer, name = "photo.jpg") => {
      const body = new FormData();
      body.append("file", new Blob([new Uint8Array(buffer)], { type: "image/jpeg" }), name);
      return fetch(`${server.url}/admin/media`, {
        method: "POST",
        headers: { cookie, origin: SITE_ORIGIN, accept: "application/json" },
        body,
      });
    };
    expect(await oversizedUpload(server, cookie, 40 * 1024 * 1024)).toBe(413);
    expect((await upload(Buffer.from("%PDF-1.4 not a picture"))).status).toBe(415);
    const pixel = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const tiny = await upload(pixel, "pixel.png");
    expect(tiny.status).toBe(422);
    expect(await tiny.json()).toEqual({ ok: false, error: "TOO_SMALL" });
    const once = (await (await upload(square, "a.jpg")).json()) as { id: string };
    const twice = (await (await upload(square, "a (1).jpg")).json()) as { id: string };
    expect(twice.id).toBe(once.id);
  });

  it("compares a version with the live one and restores an earlier text and picture", async ({
    server,
    database,
    adminPage: page,
  }) => {
    const cookie = await signInCookie(server.url, ADMIN.email, ADMIN.password);
    const publish = async (edit: (doc: any) => void) => {
      const { doc, revision } = await draftOf(database, "services");
      edit(doc);
      const answer = await saveVia(server, cookie, "services", {
        intent: "publish",
        revision: String(revision),
        document: JSON.stringify(doc),
      });
      expect(answer.status).toBe(200);
    };
    const body = new FormData();
    body.append("file", new Blob([new Uint8Array(square)], { type: "image/jpeg" }), "equipe.jpg");
    const { id } = (await (
      await fetch(`${server.url}/admin/media`, {
        method: "POST",
        headers: { cookie, origin: SITE_ORIGIN, accept: "application/json" },
        body,
      })
    ).json()) as { id: string };
    await publish((doc) => {
      doc.hero.title.fr = "Nos services, en photos";
      doc.concepts.items[0].photo1.media = id;
    });
    const earlier = (await database.db
      .selectFrom("page_versions")
      .select((eb) => eb.fn.max("version").as("v"))
      .where("page", "=", "services")
      .executeTakeFirstOrThrow()) as { v: number };
    await publish((doc) => {
      doc.hero.title.fr = "Une autre accroche";
      doc.concepts.items[0].photo1.media = null;
    });
    expect(await anonymous(server, "/services")).not.toContain(`/media/${id}-`);

    await page.goto(`${server.url}/admin/pages/services/history?compare=${earlier.v}`);
    await waitForHydration(page);
    const title = page.locator('[data-difference$="Titre"]').first();
    expect(await title.textContent()).toContain("Nos services, en photos");
    expect(await title.textContent()).toContain("Une autre accroche");
    await page
      .locator(`[data-version="${earlier.v}"]`)
      .getByRole("button", { name: "Remettre dans le brouillon" })
      .click();
    await page.getByText(`La version ${earlier.v} est dans le brouillon`).waitFor();
    await page.getByRole("button", { name: "Enregistrer et publier" }).click();
    await page.getByText("Page publiée").waitFor();
    const html = await anonymous(server, "/services");
    expect(html).toContain("Nos services, en photos");
    expect(html).toContain(`/media/${id}-`);
  });
});
