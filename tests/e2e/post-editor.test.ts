import type { Locator, Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect } from "vitest";
import { waitForHydration } from "../helpers/browser";
import { ADMIN, it } from "../helpers/fixtures";

/** A real photo-sized JPEG, uploaded as the team would. */
const jpeg = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

/** Puts a file into a (visually hidden) file field. */
async function upload(field: Locator, name: string, buffer: Buffer) {
  await field.setInputFiles({ name, mimeType: "image/jpeg", buffer });
}

const TYPOGRAPHY = [
  "fontFamily",
  "fontSize",
  "fontWeight",
  "fontStyle",
  "lineHeight",
  "color",
  "listStyleType",
  "borderLeftWidth",
  "paddingLeft",
  "marginTop",
] as const;

/** The computed text styles of the first paragraph, heading, list, item and quote in `root`. */
function typography(root: Locator) {
  return root.evaluate(
    (el, props) => {
      const pick = (selector: string) => {
        const found = el.querySelector(selector);
        if (!found) return null;
        const style = getComputedStyle(found);
        return Object.fromEntries(
          props.map((p) => [p, (style as unknown as Record<string, string>)[p]]),
        );
      };
      return {
        p: pick(":scope > p"),
        h2: pick("h2"),
        ul: pick("ul"),
        li: pick("li"),
        blockquote: pick("blockquote"),
        a: pick("a"),
      };
    },
    TYPOGRAPHY as unknown as string[],
  );
}

describe("the post editor", () => {
  it("shows headings, lists, quotes and links exactly as the article will", async ({
    server,
    adminPage: page,
    openPage,
  }) => {
    await open(page, `${server.url}/admin/posts/new`);
    await page.getByLabel("Titre", { exact: true }).fill("Se laver les mains");
    const editor = page.getByRole("textbox", { name: "Contenu" });
    await editor.click();
    await page.keyboard.type("Un geste simple, plusieurs fois par jour.");
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Titre", exact: true }).click();
    await page.keyboard.type("Quand le faire");
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Liste", exact: true }).click();
    await page.keyboard.type("Avant de manger");
    await page.keyboard.press("Enter");
    await page.keyboard.type("En rentrant du marché");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Citation" }).click();
    await page.keyboard.type("Le savon et l'eau suffisent.");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Voir nos services");
    await page.keyboard.press("Shift+Home");
    page.once("dialog", (dialog) => void dialog.accept("/services"));
    await page.getByRole("button", { name: "Lien" }).click();
    await editor.locator("a").waitFor();

    const inEditor = await typography(editor);
    // Styled, not plain lines: the heading is larger and bolder, the list has bullets, the quote
    // its rule and italics.
    expect(parseFloat(inEditor.h2!.fontSize!)).toBeGreaterThan(parseFloat(inEditor.p!.fontSize!));
    expect(Number(inEditor.h2!.fontWeight)).toBeGreaterThan(Number(inEditor.p!.fontWeight));
    expect(inEditor.ul!.listStyleType).toBe("disc");
    expect(inEditor.blockquote).toMatchObject({ fontStyle: "italic", borderLeftWidth: "4px" });
    expect(inEditor.a!.color).not.toBe(inEditor.p!.color);

    await page.getByRole("button", { name: "Publier" }).click();
    await page.getByText("Article publié.").first().waitFor();
    const reader = await openPage();
    await open(reader, `${server.url}/blog/se-laver-les-mains`);
    // The article shows the same text with the very same styles.
    expect(await typography(reader.getByTestId("article-body"))).toEqual(inEditor);

    // The English version's editor is styled the same way.
    await page.getByRole("link", { name: "Écrire la version anglaise" }).click();
    await page.waitForURL(/locale=en/);
    await waitForHydration(page);
    await editor.click();
    await page.keyboard.type("Washing hands.");
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Titre", exact: true }).click();
    await page.keyboard.type("When to do it");
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Liste", exact: true }).click();
    await page.keyboard.type("Before eating");
    const english = await typography(editor);
    expect({ p: english.p, h2: english.h2, ul: english.ul, li: english.li }).toEqual({
      p: inEditor.p,
      h2: inEditor.h2,
      ul: inEditor.ul,
      li: inEditor.li,
    });
  });

  it(
    "has each picture described before the post goes out, and serves it as AVIF and WebP at its real size",
    { timeout: 120_000 },
    async ({ server, database, adminPage: page, openPage, openSignedInPage, allowErrors }) => {
      // The refused publications are answered 400, which the console reports.
      allowErrors(/status of 400/);
      const title = "Citernes propres";
      const stored = () =>
        database.db.selectFrom("blog_posts").selectAll().where("title", "=", title).execute();

      // English staff (their own browser: the chosen language sticks to it): the reason in English.
      const english = await openSignedInPage(ADMIN);
      await open(english, `${server.url}/admin/posts/new?lng=en`);
      await english.getByLabel("Title", { exact: true }).fill(title);
      await english.getByRole("textbox", { name: "Content" }).click();
      await english.keyboard.type("A tank is cleaned twice a year.");
      await upload(
        english.getByRole("toolbar").locator('input[type="file"]'),
        "tank.jpg",
        await jpeg(500, 300, "#0e7490"),
      );
      await english.getByLabel("Description of this picture").waitFor();
      await english.getByRole("button", { name: "Publish" }).click();
      await english
        .getByText("Describe picture 1 of the text (tank.jpg) before publishing.")
        .first()
        .waitFor();
      expect(await stored()).toEqual([]);

      // French staff: a cover and a picture of the text, both uploaded.
      await open(page, `${server.url}/admin/posts/new`);
      await page.getByLabel("Titre", { exact: true }).fill(title);
      const editor = page.getByRole("textbox", { name: "Contenu" });
      await editor.click();
      await page.keyboard.type("Une citerne se nettoie deux fois par an.");
      await upload(
        page.locator("fieldset", { hasText: "Image de couverture" }).locator('input[type="file"]'),
        "couverture.jpg",
        await jpeg(1000, 600, "#166534"),
      );
      await page.locator('fieldset img[src^="/media/"]').waitFor();
      await upload(
        page.getByRole("toolbar").locator('input[type="file"]'),
        "citerne.jpg",
        await jpeg(1200, 800, "#1d6b3a"),
      );
      await editor.locator('img[src^="/media/"]').waitFor();
      // The new picture has no description: its field is where the caret goes, and says why.
      const alt = page.getByLabel("Description de cette image");
      await expect
        .poll(() => alt.evaluate((el) => el === document.activeElement), { timeout: 10_000 })
        .toBe(true);
      await page.getByText("Sans description, l'article ne peut pas être publié.").waitFor();

      await page.getByRole("button", { name: "Publier" }).click();
      await page
        .getByText(
          "Décrivez l'image de couverture et l'image 1 du texte (citerne.jpg) avant de publier.",
        )
        .first()
        .waitFor();
      expect(await stored()).toEqual([]);

      await alt.fill("Citerne bleue nettoyée, vue de face");
      await page
        .getByLabel("Description de l'image (obligatoire pour publier)")
        .fill("Deux agents devant une citerne sur un toit de Lomé");
      await page.getByRole("button", { name: "Publier" }).click();
      await page.getByText("Article publié.").first().waitFor();
      const [post] = await stored();
      expect(post).toMatchObject({
        status: "published",
        image_alt: "Deux agents devant une citerne sur un toit de Lomé",
      });
      expect(post!.content).toContain('alt="Citerne bleue nettoyée, vue de face"');
      const pictureId = /src="\/media\/([0-9a-f-]{36})-\d+\.webp"/.exec(post!.content)![1]!;
      const coverId = /^\/media\/([0-9a-f-]{36})-\d+\.webp$/.exec(post!.image_url!)![1]!;

      // Readers get <picture>: AVIF then WebP at the widths made, and each picture's real size.
      const reader = await openPage();
      await open(reader, `${server.url}/blog/${post!.slug}`);
      const srcset = (id: string, ext: string, widths: number[]) =>
        widths.map((w) => `/media/${id}-${w}.${ext} ${w}w`).join(", ");
      const pictureOf = (picture: Locator) =>
        picture.evaluate((el) => ({
          sources: [...el.querySelectorAll("source")].map((s) => ({
            type: s.type,
            srcset: s.getAttribute("srcset"),
            sizes: s.getAttribute("sizes"),
          })),
          img: Object.fromEntries(
            ["alt", "width", "height", "loading", "fetchpriority"].map((a) => [
              a,
              el.querySelector("img")!.getAttribute(a),
            ]),
          ),
        }));
      const body = reader.getByTestId("article-body");
      expect(await pictureOf(body.locator("picture"))).toEqual({
        sources: [
          {
            type: "image/avif",
            srcset: srcset(pictureId, "avif", [400, 800, 1200]),
            sizes: "(min-width: 50rem) 48rem, calc(100vw - 2rem)",
          },
          {
            type: "image/webp",
            srcset: srcset(pictureId, "webp", [400, 800, 1200]),
            sizes: "(min-width: 50rem) 48rem, calc(100vw - 2rem)",
          },
        ],
        img: {
          alt: "Citerne bleue nettoyée, vue de face",
          width: "1200",
          height: "800",
          loading: "lazy",
          fetchpriority: null,
        },
      });
      // The cover is the page's main picture: fetched at once, first.
      const cover = reader.locator("article picture").first();
      expect(await pictureOf(cover)).toEqual({
        sources: [
          expect.objectContaining({
            type: "image/avif",
            srcset: srcset(coverId, "avif", [400, 800, 1000]),
          }),
          expect.objectContaining({
            type: "image/webp",
            srcset: srcset(coverId, "webp", [400, 800, 1000]),
          }),
        ],
        img: {
          alt: "Deux agents devant une citerne sur un toit de Lomé",
          width: "1000",
          height: "600",
          loading: "eager",
          fetchpriority: "high",
        },
      });
      // The browser really loads the AVIF it was offered, at the size the page gives it.
      const img = body.locator("picture img");
      await img.scrollIntoViewIfNeeded();
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), {
          timeout: 10_000,
        })
        .toBe(true);
      expect(await img.evaluate((el: HTMLImageElement) => new URL(el.currentSrc).pathname)).toMatch(
        new RegExp(`^/media/${pictureId}-\\d+\\.avif$`),
      );
    },
  );
});
