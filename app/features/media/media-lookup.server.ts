import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { mediaImage, type MediaImage } from "~/content/media-image";
import { MEDIA_FILE_NAME } from "./media.server";

/** An uploaded picture found behind an address: its variants and the name it was uploaded under. */
export interface FoundMedia {
  image: MediaImage;
  /** The uploaded file's name (to tell the team which picture is meant). */
  originalName: string;
}

/** No page shows more pictures than this; a longer list is cut rather than sent as one query. */
const MAX_LOOKUP = 200;

/** The media id of a `/media/{id}-{width}.{avif|webp}` address, else null (any other picture). */
export function mediaIdOf(url: string | null | undefined): string | null {
  const name = url?.startsWith("/media/") ? url.slice("/media/".length) : null;
  return (name && MEDIA_FILE_NAME.exec(name)?.[1]) || null;
}

/**
 * The uploaded pictures behind these addresses, by media id. Addresses that are not the media
 * library's, and media since removed, are simply absent from the answer. Takes the database or
 * a transaction (`{ db: trx }`).
 */
export async function findMedia(
  { db }: { db: Kysely<Database> },
  urls: Iterable<string | null | undefined>,
): Promise<Map<string, FoundMedia>> {
  const ids = [...new Set([...urls].map(mediaIdOf).filter((id) => id !== null))];
  return mediaByIds(db, ids.slice(0, MAX_LOOKUP));
}

/**
 * The uploaded pictures with these ids, as pages render them (removed ones, and rows whose
 * variants cannot be read, are absent). One query.
 */
export async function mediaByIds(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, FoundMedia>> {
  const found = new Map<string, FoundMedia>();
  if (!ids.length) return found;
  const rows = await db
    .selectFrom("media")
    .select(["id", "variants", "width", "height", "original_name"])
    .where("id", "in", [...ids])
    .execute();
  for (const row of rows) {
    const image = mediaImage({ ...row, width: Number(row.width), height: Number(row.height) });
    if (image) found.set(row.id, { image, originalName: row.original_name });
  }
  return found;
}

/** A picture of the media library as the page editor's picker lists it. */
export interface LibraryPicture {
  id: string;
  image: MediaImage;
  name: string;
  createdAt: string;
}

/** The latest uploaded pictures, newest first, and how many the library holds in all. */
export async function listRecentMedia(
  db: Kysely<Database>,
  limit: number,
): Promise<{ pictures: LibraryPicture[]; total: number }> {
  const [rows, counted] = await Promise.all([
    db
      .selectFrom("media")
      .select(["id", "variants", "width", "height", "original_name", "created_at"])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .execute(),
    db
      .selectFrom("media")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirst(),
  ]);
  const pictures = rows.flatMap((row) => {
    const image = mediaImage({ ...row, width: Number(row.width), height: Number(row.height) });
    return image ? [{ id: row.id, image, name: row.original_name, createdAt: row.created_at }] : [];
  });
  return { pictures, total: Number(counted?.n ?? 0) };
}
