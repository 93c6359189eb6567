import type { Kysely } from "kysely";
import type { DialectMigration } from "./types";

// A migration works on the untyped database.
type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * The folding of app/features/blog/search-text.ts as it was when this migration shipped: a copy,
 * because a migration must keep doing what it did even when the application's folding changes.
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
 * The blog search ignores accents and case on both databases (a phone types "hygiene" for
 * "hygiène"): each post keeps its title, excerpt and content folded in `search_text`, which
 * every save rewrites. Existing posts get theirs here, one by one, so no text is lost or cut.
 */
export const postSearchText: DialectMigration = {
  async up(untyped) {
    const db = untyped as AnyDb;
    await db.schema
      .alterTable("blog_posts")
      .addColumn("search_text", "text", (c) => c.notNull().defaultTo(""))
      .execute();
    const posts = await db
      .selectFrom("blog_posts")
      .select(["id", "title", "excerpt", "content"])
      .execute();
    for (const post of posts as Array<{
      id: string;
      title: string;
      excerpt: string;
      content: string;
    }>) {
      const searchText = [post.title, post.excerpt, post.content].map(fold).join("\u001f");
      await db
        .updateTable("blog_posts")
        .set({ search_text: searchText })
        .where("id", "=", post.id)
        .execute();
    }
  },
};
