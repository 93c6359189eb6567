import { Element } from "domhandler";
import { DomUtils, parseDocument } from "htmlparser2";
import type { AppDatabase } from "~/db/db.server";
import { findMedia, mediaIdOf, type FoundMedia } from "~/features/media/index.server";
import type { MediaImage } from "~/content/media-image";
import { sanitizePostHtml } from "~/lib/sanitize.server";

/**
 * How wide a picture of the text is shown: the article column (max-w-3xl, 48rem) inside the
 * page's 1rem side padding. The browser picks the variant from this before any CSS is read.
 */
export const ARTICLE_IMAGE_SIZES = "(min-width: 50rem) 48rem, calc(100vw - 2rem)";

/**
 * Turns each picture of the (already sanitised) post HTML that is an uploaded media item into a
 * <picture>: AVIF and WebP sources at the widths the upload pipeline made, and the media's real
 * width and height so the text does not jump while it loads. Everything of the new markup comes
 * from the media row (`media`, by id), except the alt text and title the author wrote; the other
 * attributes of the stored <img> are dropped. Pictures of no known media (the site's own, or a
 * media item since removed) are left as the sanitiser wrote them.
 */
export function responsiveArticleImages(
  html: string,
  media: ReadonlyMap<string, FoundMedia>,
  sizes = ARTICLE_IMAGE_SIZES,
): string {
  const doc = parseDocument(html);
  let changed = false;
  for (const img of DomUtils.findAll((el) => el.name === "img", doc.children)) {
    const found = media.get(mediaIdOf(img.attribs.src) ?? "");
    if (!found) continue;
    const { image } = found;
    const attribs: Record<string, string> = {
      src: image.src,
      alt: img.attribs.alt ?? "",
      width: String(image.width),
      height: String(image.height),
      // Below the article's header and cover: never in the first screen.
      loading: "lazy",
      decoding: "async",
    };
    if (img.attribs.title) attribs.title = img.attribs.title;
    const sources = [
      ...(image.avif
        ? [new Element("source", { type: "image/avif", srcset: image.avif, sizes })]
        : []),
      new Element("source", { type: "image/webp", srcset: image.webp, sizes }),
    ];
    DomUtils.replaceElement(
      img,
      new Element("picture", {}, [...sources, new Element("img", attribs)]),
    );
    changed = true;
  }
  // "utf8": only &, <, > and quotes are escaped, as the sanitiser wrote them; accents stay letters.
  return changed ? DomUtils.getInnerHTML(doc, { encodeEntities: "utf8" }) : html;
}

/** Every uploaded picture an HTML fragment shows (by its media addresses). */
export function imageSources(html: string): string[] {
  return DomUtils.findAll((el) => el.name === "img", parseDocument(html).children).map(
    (img) => img.attribs.src ?? "",
  );
}

/**
 * A post as readers get it: its HTML sanitised again (the allow-list may have tightened since it
 * was saved), then its uploaded pictures made responsive from their media rows; and the media
 * behind its cover. Nothing may sanitise the HTML again: <picture> and <source> are not in the
 * allow-list on purpose (an author cannot write them; only this function does).
 */
export async function renderPost(
  database: AppDatabase,
  post: { content: string; imageUrl: string | null },
): Promise<{ content: string; coverImage: MediaImage | null }> {
  const clean = sanitizePostHtml(post.content);
  const media = await findMedia(database, [post.imageUrl, ...imageSources(clean)]);
  return {
    content: responsiveArticleImages(clean, media),
    coverImage: media.get(mediaIdOf(post.imageUrl) ?? "")?.image ?? null,
  };
}

/** Cards of posts, each with the uploaded picture behind its cover (one query for them all). */
export async function withCoverImages<T extends { imageUrl: string | null }>(
  database: AppDatabase,
  posts: T[],
): Promise<Array<T & { coverImage: MediaImage | null }>> {
  const media = await findMedia(
    database,
    posts.map((p) => p.imageUrl),
  );
  return posts.map((p) => ({
    ...p,
    coverImage: media.get(mediaIdOf(p.imageUrl) ?? "")?.image ?? null,
  }));
}
