import sharp from "sharp";
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { waitForHydration } from "../helpers/browser";
import { ADMIN, it } from "../helpers/fixtures";
import { href } from "react-router";

/** Opens an admin screen, hydrated. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

describe("writing a post in the admin", () => {
  it("writes a post with an image, keeps it private as a draft, publishes it, and readers find it", async ({
    server,
    database,
    openPage,
    openSignedInPage,
  }) => {
    const page = await openSignedInPage(ADMIN, {
      permissions: ["clipboard-read", "clipboard-write"],
    });
    await open(page, `${server.url}/admin/posts/new`);
    await page
      .getByLabel("Titre", { exact: true })
      .fill("Été à Lomé : l'hygiène des citernes d'eau");
    await page
      .getByLabel("Résumé")
      .fill("Comment garder une citerne propre pendant la saison chaude.");
    await page.getByLabel("Mots-clés (séparés par des virgules)").fill("eau, hygiène");
    const editor = page.getByRole("textbox", { name: "Contenu" });
    await editor.click();
    await page.keyboard.type(
      "Une citerne se nettoie deux fois par an, avec un désinfectant adapté au contact alimentaire.",
    );
    await page.getByRole("button", { name: "Titre", exact: true }).click();
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Les étapes");
    // An inline picture, uploaded to the media library and inserted in the text.
    const photo = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: "#1d6b3a" },
    })
      .withMetadata({ exif: { IFD0: { Copyright: "secret-gps" } } })
      .jpeg()
      .toBuffer();
    await page
      .getByRole("toolbar")
      .locator('input[type="file"]')
      .setInputFiles({ name: "citerne.jpg", mimeType: "image/jpeg", buffer: photo });
    await editor.locator('img[src^="/media/"]').waitFor();
    // Every picture is described before the post may go out (post-editor.test.ts).
    await page.getByLabel("Description de cette image").fill("Citerne d'eau après nettoyage");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await page.getByText("Article enregistré.").first().waitFor();

    const [post] = await database.db
      .selectFrom("blog_posts")
      .select(["id", "slug", "status", "content"])
      .where("title", "like", "Été à Lomé%")
      .execute();
    expect(post).toMatchObject({ slug: "ete-a-lome-lhygiene-des-citernes-deau", status: "draft" });
    expect(post!.content).toMatch(/<img[^>]+src="\/media\/[0-9a-f-]+-\d+\.webp"/);
    const media = /src="(\/media\/[^"]+)"/.exec(post!.content)![1]!;
    const served = await fetch(`${server.url}${media}`);
    expect(served.headers.get("content-type")).toBe("image/webp");
    const stored = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.width).toBeLessThanOrEqual(1200);

    // A draft: invisible to readers, visible in the team's preview.
    expect((await fetch(`${server.url}/blog/${post!.slug}`)).status).toBe(404);
    expect(await (await fetch(`${server.url}/blog?q=citerne`)).text()).not.toContain("Été à Lomé");
    await page.getByRole("link", { name: "Aperçu" }).click();
    await page
      .getByRole("heading", { name: "Été à Lomé : l'hygiène des citernes d'eau" })
      .waitFor();
    await page.goBack();

    await page.getByRole("button", { name: "Publier" }).click();
    await page.getByText("Article publié.").first().waitFor();
    expect(
      await database.db
        .selectFrom("blog_posts")
        .select("status")
        .where("id", "=", post!.id)
        .execute(),
    ).toEqual([{ status: "published" }]);

    // Readers find it by search and by tag, open it, and copy its link.
    const reader = await openPage({ permissions: ["clipboard-read", "clipboard-write"] });
    await reader.goto(`${server.url}/blog?q=CITERNE`);
    await reader
      .getByRole("link", { name: /Été à Lomé/ })
      .first()
      .waitFor();
    await reader.goto(`${server.url}/blog?tag=eau`);
    await reader
      .getByRole("link", { name: /Été à Lomé/ })
      .first()
      .click();
    await reader.waitForURL(`${server.url}/blog/${post!.slug}`);
    await waitForHydration(reader);
    await reader.evaluate(() =>
      Object.defineProperty(navigator, "share", { value: undefined, configurable: true }),
    );
    await reader
      .getByRole("button", { name: /Partager/ })
      .first()
      .click();
    await reader.getByText("Lien copié dans le presse-papier !").first().waitFor();
    expect(await reader.evaluate(() => navigator.clipboard.readText())).toBe(
      `${server.url}/blog/${post!.slug}`,
    );
  });

  it("refuses a file that is not an image", async ({ server, adminPage: page, allowErrors }) => {
    // The refused upload is answered 415, which the console reports.
    allowErrors(/status of 415/);
    await open(page, `${server.url}/admin/posts`);
    const result = await page.evaluate(async (address) => {
      const body = new FormData();
      body.append(
        "file",
        new File(["<script>alert(1)</script>"], "evil.jpg", { type: "image/jpeg" }),
      );
      const res = await fetch(address, { method: "POST", body });
      return { status: res.status, text: await res.text() };
    }, href("/admin/media"));
    expect(result.status).toBe(415);
    expect(result.text).toContain("NOT_AN_IMAGE");
  });

  it("needs a cover description to publish, and writes the English version linked to the French one", async ({
    server,
    database,
    adminPage: page,
    allowErrors,
  }) => {
    // Publishing with an undescribed cover is refused with a 400, which the console reports.
    allowErrors(/status of 400/);
    await open(page, `${server.url}/admin/posts/new`);
    expect(await page.getByTestId("post-language").textContent()).toContain("Version française");
    await page.getByLabel("Titre", { exact: true }).fill("Le tri au bureau");
    await page.getByRole("textbox", { name: "Contenu" }).click();
    await page.keyboard.type("Trois bacs suffisent pour trier au bureau.");
    // A cover without a description cannot go out.
    await page
      .locator('input[name="imageUrl"]')
      .evaluate((el: HTMLInputElement) => (el.value = "/img/ecotrash-2-800.webp"));
    await page.getByRole("button", { name: "Publier" }).click();
    await page.getByText("Décrivez l'image de couverture avant de publier.").first().waitFor();
    expect(
      await database.db
        .selectFrom("blog_posts")
        .select("id")
        .where("title", "=", "Le tri au bureau")
        .execute(),
    ).toEqual([]);
    await page
      .getByLabel("Description de l'image (obligatoire pour publier)")
      .fill("Trois bacs de tri vert, jaune et bleu");
    await page
      .locator('input[name="imageUrl"]')
      .evaluate((el: HTMLInputElement) => (el.value = "/img/ecotrash-2-800.webp"));
    await page.getByRole("button", { name: "Publier" }).click();
    await page.getByText("Article publié.").first().waitFor();

    // The English version: its own title and slug, the same article.
    await page.getByRole("link", { name: "Écrire la version anglaise" }).click();
    await page.waitForURL(/translationOf=.+&locale=en/);
    await waitForHydration(page);
    expect(await page.getByTestId("post-language").textContent()).toContain("Version anglaise");
    await page.getByLabel("Titre", { exact: true }).fill("Sorting waste at the office");
    await page.getByRole("textbox", { name: "Contenu" }).click();
    await page.keyboard.type("Three bins are enough to sort waste at the office.");
    await page
      .getByLabel("Description de l'image (obligatoire pour publier)")
      .fill("Green, yellow and blue sorting bins");
    await page.getByRole("button", { name: "Publier" }).click();
    await page.getByText("Article publié.").first().waitFor();
    // Saved: the editor of the English version links back to the French one.
    await page.getByRole("link", { name: "Modifier la version française" }).waitFor();
    const rows = await database.db
      .selectFrom("blog_posts")
      .select(["locale", "slug", "translation_group", "image_alt"])
      .where("title", "in", ["Le tri au bureau", "Sorting waste at the office"])
      .orderBy("locale")
      .execute();
    expect(rows.map((r) => [r.locale, r.slug, r.image_alt])).toEqual([
      ["en", "sorting-waste-at-the-office", "Green, yellow and blue sorting bins"],
      ["fr", "le-tri-au-bureau", "Trois bacs de tri vert, jaune et bleu"],
    ]);
    expect(rows[0]!.translation_group).toBe(rows[1]!.translation_group);
    // The list says which language each version is in.
    await open(page, `${server.url}/admin/posts`);
    expect(
      await page.locator('[data-post="le-tri-au-bureau"] [data-post-language]').textContent(),
    ).toBe("Version française");
    expect(
      await page
        .locator('[data-post="sorting-waste-at-the-office"] [data-post-language]')
        .textContent(),
    ).toBe("Version anglaise");

    // Readers: each language lists its version; the French address sends English readers on.
    expect(await (await fetch(`${server.url}/blog?lng=en`)).text()).toContain(
      "Sorting waste at the office",
    );
    expect(await (await fetch(`${server.url}/blog`)).text()).not.toContain(
      "Sorting waste at the office",
    );
    const moved = await fetch(`${server.url}/blog/le-tri-au-bureau?lng=en`, { redirect: "manual" });
    expect(moved.headers.get("location")).toBe("/blog/sorting-waste-at-the-office?lng=en");
    const html = await (
      await fetch(`${server.url}/blog/sorting-waste-at-the-office?lng=en`)
    ).text();
    expect(html).toMatch(/hrefLang="fr" href="[^"]*\/blog\/le-tri-au-bureau"/);
    expect(html).toContain('alt="Green, yellow and blue sorting bins"');
  });
});
