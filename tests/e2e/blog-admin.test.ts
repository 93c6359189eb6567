import sharp from "sharp";
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { waitForHydration } from "../helpers/browser";
import { ADMIN, it } from "../helpers/fixtures";

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
    const result = await page.evaluate(async () => {
      const body = new FormData();
      body.append(
        "file",
        new File(["<script>alert(1)</script>"], "evil.jpg", { type: "image/jpeg" }),
      );
      const res = await fetch("/admin/media", { method: "POST", body });
      return { status: res.status, text: await res.text() };
    });
    expect(result.status).toBe(415);
    expect(result.text).toContain("NOT_AN_IMAGE");
  });
});
