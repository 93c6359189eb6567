import type { Kysely } from "kysely";
import type { DialectMigration } from "./types";

// A migration works on the untyped database.
type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * The history of each blog post, as the pages have theirs: every save keeps the post's fields as
 * a JSON document with who saved it and when, so the team can compare a version with the post
 * and put it back into the editor. `kind` says where a version came from: "save", "restore" (a
 * save of a version put back, `restored_from` names it), or "earlier" (what a post held when its
 * history began). The saver's name is kept too, for a version whose account was removed.
 */
export const blogPostVersions: DialectMigration = {
  async up(untyped) {
    const db = untyped as AnyDb;
    await db.schema
      .createTable("blog_post_versions")
      .addColumn("post_id", "text", (c) =>
        c.notNull().references("blog_posts.id").onDelete("cascade"),
      )
      .addColumn("version", "integer", (c) => c.notNull())
      .addColumn("data", "text", (c) => c.notNull())
      .addColumn("saved_at", "text", (c) => c.notNull())
      .addColumn("saved_by", "text", (c) => c.references("user.id").onDelete("set null"))
      .addColumn("saved_by_name", "text")
      .addColumn("kind", "text", (c) => c.notNull().defaultTo("save"))
      .addColumn("restored_from", "integer")
      .addPrimaryKeyConstraint("blog_post_versions_pk", ["post_id", "version"])
      .execute();
  },
};
