import { sql, type Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * Blog posts in two languages (docs/decisions/014-bilingual-blog.md): each row is one language
 * version; the versions of one article share `translation_group`, at most one per language.
 * `image_alt` describes the cover. Existing posts were written in French: each is its own group.
 */
export const postTranslations: DialectMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("blog_posts")
      .addColumn("locale", "text", (c) => c.notNull().defaultTo("fr"))
      .execute();
    await db.schema.alterTable("blog_posts").addColumn("translation_group", "text").execute();
    await db.schema.alterTable("blog_posts").addColumn("image_alt", "text").execute();
    await sql`update blog_posts set translation_group = id where translation_group is null`.execute(
      db,
    );
    await db.schema
      .createIndex("blog_posts_translation_idx")
      .on("blog_posts")
      .columns(["translation_group", "locale"])
      .unique()
      .execute();
    await db.schema
      .createIndex("blog_posts_locale_idx")
      .on("blog_posts")
      .columns(["locale", "status", "published_at"])
      .execute();
  },
};
