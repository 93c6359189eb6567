import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp, { type Metadata } from "sharp";
import { nowIso, type AppDatabase } from "~/db/db.server";

/** What an upload may be: real raster images only, checked by decoding, not by the file name. */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "avif", "heif", "gif"]);
const WIDTHS = [400, 800, 1600];

export type UploadError = "TOO_LARGE" | "NOT_AN_IMAGE" | "EMPTY";
export interface StoredMedia {
  id: string;
  url: string;
  width: number;
  height: number;
  srcset: string;
}

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, "uploads");
}

/**
 * Stores an uploaded picture as AVIF and WebP variants (≤ 1600 px wide, never upscaled),
 * oriented by its EXIF data then stripped of all metadata (GPS position included). Only the
 * generated files are ever served, so an upload can never be served as HTML or script.
 */
export async function storeUpload(
  database: AppDatabase,
  dataDir: string,
  file: File,
  userId: string | null,
): Promise<StoredMedia | UploadError> {
  if (!file.size) return "EMPTY";
  if (file.size > MAX_UPLOAD_BYTES) return "TOO_LARGE";
  const input = Buffer.from(await file.arrayBuffer());
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: 40_000_000 }).metadata();
  } catch {
    return "NOT_AN_IMAGE";
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height)
    return "NOT_AN_IMAGE";
  const oriented =
    (meta.orientation ?? 1) >= 5
      ? { width: meta.height, height: meta.width }
      : { width: meta.width, height: meta.height };
  const id = randomUUID();
  const dir = uploadsDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const widths = [...new Set(WIDTHS.map((w) => Math.min(w, oriented.width)))];
  const variants: Record<string, string[]> = { avif: [], webp: [] };
  for (const w of widths) {
    const base = sharp(input, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: w, withoutEnlargement: true });
    await base
      .clone()
      .avif({ quality: 50, effort: 4 })
      .toFile(path.join(dir, `${id}-${w}.avif`));
    await base
      .clone()
      .webp({ quality: 75 })
      .toFile(path.join(dir, `${id}-${w}.webp`));
    variants.avif!.push(`/media/${id}-${w}.avif ${w}w`);
    variants.webp!.push(`/media/${id}-${w}.webp ${w}w`);
  }
  const largest = widths.at(-1)!;
  const height = Math.round((largest * oriented.height) / oriented.width);
  await database.db
    .insertInto("media")
    .values({
      id,
      created_at: nowIso(),
      uploaded_by: userId,
      original_name: file.name.slice(0, 200),
      mime_type: `image/${meta.format}`,
      width: largest,
      height,
      bytes: file.size,
      variants: JSON.stringify(variants),
      alt: null,
    })
    .execute();
  return {
    id,
    url: `/media/${id}-${Math.min(800, largest)}.webp`,
    width: largest,
    height,
    srcset: variants.webp!.join(", "),
  };
}
