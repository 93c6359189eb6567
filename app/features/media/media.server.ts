import { createHash, randomUUID } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { nowIso, type AppDatabase } from "~/db/db.server";
import { cleanLine, clipText } from "~/lib/clean-text";
import { foldedFields } from "~/lib/search-text";
import { MAX_UPLOAD_BYTES } from "./limits";

/** What an upload may be: real raster images only, checked by decoding, not by the file name. */
export { MAX_UPLOAD_BYTES };
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "avif", "heif", "gif"]);
const WIDTHS = [400, 800, 1600];

export type UploadError = "TOO_LARGE" | "NOT_AN_IMAGE" | "EMPTY" | "TOO_SMALL";

/** Smaller than this on either side, a picture is a tracking pixel or a mistake, not a photo. */
export const MIN_PICTURE_SIDE = 10;
export interface StoredMedia {
  id: string;
  url: string;
  width: number;
  height: number;
  srcset: string;
}

/** The only names ever served under /media/: `{uuid}-{width}.{avif|webp}`. */
export const MEDIA_FILE_NAME = /^([0-9a-f-]{36})-(\d{2,4})\.(avif|webp)$/;

/**
 * Stores an uploaded picture as AVIF and WebP variants (≤ 1600 px wide, never upscaled),
 * oriented by its EXIF data then stripped of all metadata (GPS position included). Only the
 * generated variants are ever served, so an upload can never be served as HTML or script.
 * The variants' bytes go into the database with the media row, in one transaction: every
 * process sharing the database serves them, and a backup carries them.
 */
export async function storeUpload(
  database: AppDatabase,
  file: File,
  userId: string | null,
): Promise<StoredMedia | UploadError> {
  if (!file.size) return "EMPTY";
  if (file.size > MAX_UPLOAD_BYTES) return "TOO_LARGE";
  const input = Buffer.from(await file.arrayBuffer());
  const hash = createHash("sha256").update(input).digest("hex");
  const known = await findByHash(database, hash);
  if (known) return known;
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: 40_000_000 }).metadata();
  } catch {
    return "NOT_AN_IMAGE";
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height)
    return "NOT_AN_IMAGE";
  if (meta.width < MIN_PICTURE_SIDE || meta.height < MIN_PICTURE_SIDE) return "TOO_SMALL";
  const oriented =
    (meta.orientation ?? 1) >= 5
      ? { width: meta.height, height: meta.width }
      : { width: meta.width, height: meta.height };
  const id = randomUUID();
  const widths = [...new Set(WIDTHS.map((w) => Math.min(w, oriented.width)))];
  const variants: Record<string, string[]> = { avif: [], webp: [] };
  // The camera's picture is decoded once, at the largest width kept; every variant is made from
  // those pixels, all at once. AVIF's effort 3 writes files within a few percent of effort 4's
  // in a fifth of the time: a 12-megapixel phone photo is stored in seconds, not half a minute.
  const { data, info } = await sharp(input, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize({ width: widths.at(-1)!, withoutEnlargement: true })
    .toColourspace("srgb")
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
  const pixels = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const encoded = await Promise.all(
    widths.map(async (w) => {
      const base = sharp(data, pixels).resize({ width: w, withoutEnlargement: true });
      const [avif, webp] = await Promise.all([
        base.clone().avif({ quality: 50, effort: 3 }).toBuffer(),
        base.clone().webp({ quality: 75 }).toBuffer(),
      ]);
      return { w, avif, webp };
    }),
  );
  const files: Array<{ name: string; content_type: string; content: Buffer }> = [];
  for (const { w, avif, webp } of encoded) {
    files.push(
      { name: `${id}-${w}.avif`, content_type: "image/avif", content: avif },
      { name: `${id}-${w}.webp`, content_type: "image/webp", content: webp },
    );
    variants.avif!.push(`/media/${id}-${w}.avif ${w}w`);
    variants.webp!.push(`/media/${id}-${w}.webp ${w}w`);
  }
  const largest = widths.at(-1)!;
  const height = Math.round((largest * oriented.height) / oriented.width);
  // Shown to staff only: control characters and folders ("../") dropped, as on every input.
  const originalName = clipText(cleanLine(file.name).split(/[\\/]/).pop()!.trim(), 200);
  const stored = await database.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("media")
      .values({
        id,
        created_at: nowIso(),
        uploaded_by: userId,
        original_name: originalName,
        mime_type: `image/${meta.format}`,
        width: largest,
        height,
        bytes: file.size,
        variants: JSON.stringify(variants),
        alt: null,
        content_hash: hash,
        search_text: mediaSearchText(originalName, null),
      })
      .onConflict((oc) => oc.column("content_hash").doNothing())
      .executeTakeFirst();
    // The same file, sent at the same moment by another request: that one's row stands.
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
    await trx
      .insertInto("media_files")
      .values(files.map((f) => ({ ...f, media_id: id })))
      .execute();
    return true;
  });
  if (!stored) return (await findByHash(database, hash)) ?? "NOT_AN_IMAGE";
  return {
    id,
    url: `/media/${id}-${Math.min(800, largest)}.webp`,
    width: largest,
    height,
    srcset: variants.webp!.join(", "),
  };
}

/** What the library's search compares: the file name and the description, folded (decision 035). */
export function mediaSearchText(originalName: string, alt: string | null): string {
  return foldedFields([originalName, alt ?? ""]);
}

/** The picture already stored from these exact bytes, as an upload answers it. */
async function findByHash(database: AppDatabase, hash: string): Promise<StoredMedia | undefined> {
  const row = await database.db
    .selectFrom("media")
    .select(["id", "width", "height", "variants"])
    .where("content_hash", "=", hash)
    .executeTakeFirst();
  if (!row) return undefined;
  const webp = (JSON.parse(row.variants) as { webp?: string[] }).webp ?? [];
  const width = Number(row.width);
  return {
    id: row.id,
    url: `/media/${row.id}-${Math.min(800, width)}.webp`,
    width,
    height: Number(row.height),
    srcset: webp.join(", "),
  };
}
