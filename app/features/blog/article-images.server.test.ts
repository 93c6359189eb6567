import { parseDocument, DomUtils } from "htmlparser2";
import { describe, expect, it } from "vitest";
import type { FoundMedia } from "~/features/media/media-lookup.server";
import { mediaImage } from "~/content/media-image";
import {
  ARTICLE_IMAGE_SIZES,
  imageSources,
  responsiveArticleImages,
} from "./article-images.server";
import { sanitizePostHtml } from "~/lib/sanitize.server";

const ID = "0b7c1d9e-3f7a-4c1e-9a55-2d8e4b1c6f20";
const OTHER = "5e0f7a21-8c3b-4d6e-b1a9-7f2c3d4e5a60";

/** A media row as the upload pipeline writes it, for a picture `width` × `height`. */
function found(id: string, width: number, height: number, variants?: object): FoundMedia {
  const widths = [400, 800, 1600].filter((w) => w < width).concat(width > 1600 ? [] : [width]);
  const list = (ext: string) => widths.map((w) => `/media/${id}-${w}.${ext} ${w}w`);
  const image = mediaImage({
    id,
    width,
    height,
    variants: JSON.stringify(variants ?? { avif: list("avif"), webp: list("webp") }),
  });
  if (!image) throw new Error("no image");
  return { image, originalName: "photo.jpg" };
}

const media = new Map([[ID, found(ID, 1200, 900)]]);

/** The one <picture> of `html`, as attributes of its children. */
function picture(html: string) {
  const doc = parseDocument(html);
  const pictures = DomUtils.findAll((el) => el.name === "picture", doc.children);
  expect(pictures).toHaveLength(1);
  return DomUtils.findAll(() => true, pictures[0]!.children).map((el) => ({
    tag: el.name,
    ...el.attribs,
  }));
}

describe("responsiveArticleImages", () => {
  it("makes an uploaded picture a <picture> with AVIF and WebP at the widths made, and its real size", () => {
    const html = sanitizePostHtml(
      `<h2>Avant</h2><img src="/media/${ID}-800.webp" alt="Citerne nettoyée" title="Après"><p>Après</p>`,
    );
    const out = responsiveArticleImages(html, media);
    expect(picture(out)).toEqual([
      {
        tag: "source",
        type: "image/avif",
        srcset: `/media/${ID}-400.avif 400w, /media/${ID}-800.avif 800w, /media/${ID}-1200.avif 1200w`,
        sizes: ARTICLE_IMAGE_SIZES,
      },
      {
        tag: "source",
        type: "image/webp",
        srcset: `/media/${ID}-400.webp 400w, /media/${ID}-800.webp 800w, /media/${ID}-1200.webp 1200w`,
        sizes: ARTICLE_IMAGE_SIZES,
      },
      {
        tag: "img",
        src: `/media/${ID}-800.webp`,
        alt: "Citerne nettoyée",
        title: "Après",
        width: "1200",
        height: "900",
        loading: "lazy",
        decoding: "async",
      },
    ]);
    // The text around it is untouched.
    expect(out.startsWith("<h2>Avant</h2><picture>")).toBe(true);
    expect(out.endsWith("</picture><p>Après</p>")).toBe(true);
  });

  it("uses the widths that exist: a small upload has one, and no AVIF when none was made", () => {
    const small = found(ID, 300, 200, { webp: [`/media/${ID}-300.webp 300w`] });
    const out = responsiveArticleImages(
      `<img src="/media/${ID}-300.webp" alt="Logo" />`,
      new Map([[ID, small]]),
    );
    expect(picture(out)).toEqual([
      {
        tag: "source",
        type: "image/webp",
        srcset: `/media/${ID}-300.webp 300w`,
        sizes: ARTICLE_IMAGE_SIZES,
      },
      {
        tag: "img",
        src: `/media/${ID}-300.webp`,
        alt: "Logo",
        width: "300",
        height: "200",
        loading: "lazy",
        decoding: "async",
      },
    ]);
  });

  it("leaves other pictures alone: the site's own, and media that no longer exists", () => {
    const html = sanitizePostHtml(
      `<p>a</p><img src="/img/ecotrash-2-800.webp" alt="Bacs" /><img src="/media/${OTHER}-800.webp" alt="Supprimée" />`,
    );
    expect(html).toContain("<img");
    expect(responsiveArticleImages(html, media)).toBe(html);
  });

  it("takes nothing but the alt text and title from the stored HTML", () => {
    // What a hostile or damaged post could carry, even past a weaker sanitiser.
    const stored = `<img src="/media/${ID}-400.webp" alt="Vrai &quot;texte&quot; &amp; &lt;b&gt;" width="9999" height="1" loading="eager" srcset="javascript:alert(1) 1w" sizes="1px" onerror="alert(1)" style="position:fixed" class="x" data-x="1">`;
    for (const html of [stored, sanitizePostHtml(stored)]) {
      const out = responsiveArticleImages(html, media);
      const [, , img] = picture(out);
      expect(img).toEqual({
        tag: "img",
        src: `/media/${ID}-800.webp`,
        alt: 'Vrai "texte" & <b>',
        width: "1200",
        height: "900",
        loading: "lazy",
        decoding: "async",
      });
      expect(out).not.toMatch(/javascript|onerror|style=|class=|data-x|9999|sizes="1px"/);
      expect(out).toContain('alt="Vrai &quot;texte&quot; &amp; <b>"');
    }
  });

  it("never writes into srcset what the media row's variants column should not hold", () => {
    const tampered = found(ID, 1200, 900, {
      webp: [
        `/media/${ID}-400.webp 400w`,
        `/media/${ID}-800.webp 800w" onerror="alert(1)`,
        `/media/${OTHER}-1200.webp 1200w`,
        `https://evil.example/${ID}-1200.webp 1200w`,
        `/media/${ID}-1200.webp 1300w`,
        42,
      ],
      avif: "nope",
    });
    const out = responsiveArticleImages(
      `<img src="/media/${ID}-400.webp" alt="a">`,
      new Map([[ID, tampered]]),
    );
    expect(picture(out)).toEqual([
      {
        tag: "source",
        type: "image/webp",
        srcset: `/media/${ID}-400.webp 400w`,
        sizes: ARTICLE_IMAGE_SIZES,
      },
      expect.objectContaining({ tag: "img", src: `/media/${ID}-400.webp` }),
    ]);
    expect(out).not.toMatch(/evil|onerror/);
    expect(mediaImage({ id: ID, width: 10, height: 10, variants: "not json" })).toBeNull();
    expect(mediaImage({ id: `${ID}" x`, width: 10, height: 10, variants: "{}" })).toBeNull();
  });

  it("finds every picture of a post", () => {
    expect(
      imageSources(`<p><img src="/media/${ID}-800.webp" alt=""></p><img src="/img/a-800.webp">`),
    ).toEqual([`/media/${ID}-800.webp`, "/img/a-800.webp"]);
  });
});
