import type { Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * What a staff member typed in an editor (a page, a post) and has not saved yet, written every
 * few seconds of typing: one row per thing edited (`target`: "page:home", "post:<id>") and
 * person, offered back when they open the editor again. It is apart from the stored version,
 * which only ever holds a checked one. `base` is what that version was when the typing began.
 */
export const autosaves: DialectMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("autosaves")
      .addColumn("target", "text", (c) => c.notNull())
      .addColumn("user_id", "text", (c) => c.notNull())
      .addColumn("data", "text", (c) => c.notNull())
      .addColumn("base", "text", (c) => c.notNull())
      .addColumn("saved_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("autosaves_pk", ["target", "user_id"])
      .execute();
  },
};
