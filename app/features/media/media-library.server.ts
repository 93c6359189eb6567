import { sql, type Kysely, type SqlBool } from "kysely";
import type { AppDatabase } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { mediaImage, type MediaImage } from "~/content/media-image";
import { containsFolded } from "~/lib/search-text";
import { mediaSearchText } from "./media.server";
import { mediaUsage, type MediaUsage } from "./media-usage.server";

/** Pictures per page of the library: six rows of a wide screen's four columns. */
export const LIBRARY_PAGE_SIZE = 24;

/** A picture as the library lists it. */
export interface LibraryItem {
  id: string;
  /** Null when its variants cannot be read (it is still listed, so it can be deleted). */
  image: MediaImage | null;
  name: string;
  description: string;
  width: number;
  height: number;
  /** The size of the file as it was sent. */
  bytes: number;
  createdAt: string;
  usage: MediaUsage;
}

export interface LibraryPage {
  items: LibraryItem[];
  /** How many pictures match (all of them without a search). */
  total: number;
  /** The page shown: the one asked for, or the last one when that is past the end. */
  page: number;
  pageSize: number;
}

/**
 * One page of the library, newest first, each picture with where it is used. `q` finds file
 * names and descriptions without regard to accents or case (decision 035).
 */
export async function listLibrary(
  db: Kysely<Database>,
  { q, page }: { q: string; page: number },
): Promise<LibraryPage> {
  const base = db
    .selectFrom("media")
    .$if(q !== "", (qb) =>
      qb.where(sql<SqlBool>`search_text like ${containsFolded(q)} escape '\\'`),
    );
  const counted = await base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirst();
  const total = Number(counted?.n ?? 0);
  const last = Math.max(1, Math.ceil(total / LIBRARY_PAGE_SIZE));
  const shown = Math.min(Math.max(1, page), last);
  const rows = await base
    .select(["id", "variants", "width", "height", "bytes", "original_name", "alt", "created_at"])
    // Uploads of the same millisecond keep one order from page to page.
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(LIBRARY_PAGE_SIZE)
    .offset((shown - 1) * LIBRARY_PAGE_SIZE)
    .execute();
  const usage = await mediaUsage(
    db,
    rows.map((r) => r.id),
  );
  const items = rows.map((row) => {
    const width = Number(row.width);
    const height = Number(row.height);
    return {
      id: row.id,
      image: mediaImage({ id: row.id, variants: row.variants, width, height }),
      name: row.original_name,
      description: row.alt ?? "",
      width,
      height,
      bytes: Number(row.bytes),
      createdAt: row.created_at,
      usage: usage.get(row.id)!,
    };
  });
  return { items, total, page: shown, pageSize: LIBRARY_PAGE_SIZE };
}

/**
 * Replaces a picture's description (empty: none) and what the search compares. False when the
 * picture is gone.
 */
export async function describeMedia(
  { db }: AppDatabase,
  id: string,
  description: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("media")
      .select("original_name")
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return false;
    await trx
      .updateTable("media")
      .set({
        alt: description || null,
        search_text: mediaSearchText(row.original_name, description),
      })
      .where("id", "=", id)
      .execute();
    return true;
  });
}

export type RemoveOutcome =
  | { ok: true; name: string; bytes: number }
  | { ok: false; reason: "missing" }
  | { ok: false; reason: "used"; name: string; usage: MediaUsage };

/**
 * Deletes a picture and all its variants, in one transaction, only when nothing uses it: the
 * check is made again inside the transaction, so a place added since the page was shown still
 * refuses it (with the places, for the staff member to read).
 */
export async function removeUnusedMedia({ db }: AppDatabase, id: string): Promise<RemoveOutcome> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("media")
      .select(["original_name", "bytes"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return { ok: false, reason: "missing" };
    const usage = (await mediaUsage(trx, [id])).get(id)!;
    if (usage.places.length) return { ok: false, reason: "used", name: row.original_name, usage };
    await trx.deleteFrom("media_files").where("media_id", "=", id).execute();
    await trx.deleteFrom("media").where("id", "=", id).execute();
    return { ok: true, name: row.original_name, bytes: Number(row.bytes) };
  });
}
