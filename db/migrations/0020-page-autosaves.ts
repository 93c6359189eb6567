import type { Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * What a staff member typed in a page's editor and has not saved yet, written every few seconds
 * of typing: one row per page and person, offered back when they open the editor again. It is
 * apart from the draft, which only ever holds a checked document.
 */
export const pageAutosaves: DialectMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("page_autosaves")
      .addColumn("page", "text", (c) => c.notNull())
      .addColumn("user_id", "text", (c) => c.notNull())
      .addColumn("data", "text", (c) => c.notNull())
      .addColumn("revision", "integer", (c) => c.notNull())
      .addColumn("saved_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("page_autosaves_pk", ["page", "user_id"])
      .execute();
  },
};
