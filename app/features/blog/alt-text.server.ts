import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { findMedia, mediaIdOf } from "~/features/media/index.server";
import { DomUtils, parseDocument } from "htmlparser2";
import type { MissingAlt } from "./types";

/**
 * Refusal to put a post online while a picture of it has no description: readers who cannot see
 * the pictures (screen readers, images that did not load on a slow connection) get its text
 * instead. Drafts may lack them; publishing, and saving a post that is online, may not.
 */
export class AltTextMissing extends Error {
  readonly code = "ALT_TEXT_MISSING";
  constructor(readonly missing: MissingAlt[]) {
    super(`publishing needs a description of every picture (${missing.length} missing)`);
    this.name = "AltTextMissing";
  }
}

/** What of a post decides whether it may be published: its stored (sanitised) HTML and cover. */
export interface PublishablePost {
  content: string;
  image_url: string | null;
  image_alt: string | null;
}

const blank = (text: string | null | undefined) => !text?.trim();

/** The pictures of `post` that have no description, cover first, then the text's in order. */
export async function missingAltTexts(
  database: { db: Kysely<Database> },
  post: PublishablePost,
): Promise<MissingAlt[]> {
  const images = DomUtils.findAll((el) => el.name === "img", parseDocument(post.content).children);
  const undescribed = images.flatMap((img, i) =>
    blank(img.attribs.alt) ? [{ position: i + 1, src: img.attribs.src ?? "" }] : [],
  );
  const media = undescribed.length
    ? await findMedia(
        database,
        undescribed.map((u) => u.src),
      )
    : new Map();
  return [
    ...(post.image_url && blank(post.image_alt) ? [{ kind: "cover" as const }] : []),
    ...undescribed.map(({ position, src }) => ({
      kind: "image" as const,
      position,
      name: media.get(mediaIdOf(src) ?? "")?.originalName ?? null,
    })),
  ];
}

/** Throws AltTextMissing when `post` may not go online as it is. */
export async function assertPublishable(
  database: { db: Kysely<Database> },
  post: PublishablePost,
): Promise<void> {
  const missing = await missingAltTexts(database, post);
  if (missing.length) throw new AltTextMissing(missing);
}
