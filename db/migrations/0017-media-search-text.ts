import type { Kysely } from "kysely";
import type { DialectMigration } from "./types";

// A migration works on the untyped database.
type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * The folding of app/lib/search-text.ts as it was when this migration shipped: a copy, because a
 * migration must keep doing what it did even when the application's folding changes.
 */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/[\u2018\u2019]/g, "'")
    .replaceAll("\u001f", " ");
}

/**
 * The media library is searched by file name and description without regard to accents or case,
 * the same way on both databases (decision 035): each picture keeps both folded in
 * `search_text`, which the upload and every description change rewrite. Pictures already stored
 * get theirs here. The library lists the newest first, hence the index on the upload time.
 */
export const mediaSearchText: DialectMigration = {
  async up(untyped) {
    const db = untyped as AnyDb;
    await db.schema
      .alterTable("media")
      .addColumn("search_text", "text", (c) => c.notNull().defaultTo(""))
      .execute();
    await db.schema.createIndex("media_created_idx").on("media").columns(["created_at"]).execute();
    const rows = (await db
      .selectFrom("media")
      .select(["id", "original_name", "alt"])
      .execute()) as Array<{ id: string; original_name: string; alt: string | null }>;
    for (const row of rows)
      await db
        .updateTable("media")
        .set({ search_text: [row.original_name, row.alt ?? ""].map(fold).join("\u001f") })
        .where("id", "=", row.id)
        .execute();
  },
};
