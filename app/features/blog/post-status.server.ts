import { nowIso, type AppDatabase } from "~/db/db.server";
import { editPublicContent } from "~/features/company/index.server";
import { assertPublishable } from "./alt-text.server";
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { recordVersion, type PostEditor } from "./post-history.server";
import { toPost, type PostRow } from "./post-rows.server";
import type { BlogPost } from "./types";

/** The admin's writes that only move a post in or out of the public site, or remove it. */

/** Admin: removes a post (its former slugs go with it, by the foreign key's cascade). */
export async function deletePost(database: AppDatabase, id: string): Promise<boolean> {
  const result = await editPublicContent(database, (db) =>
    db.deleteFrom("blog_posts").where("id", "=", id).executeTakeFirst(),
  );
  return Number(result.numDeletedRows) === 1;
}

/**
 * Admin: puts a post online (status published, published_at the date it was planned for, else
 * now), if each of its pictures has a description (AltTextMissing otherwise). Publishing a post
 * that is already online changes nothing, so its date does not jump to the top of the list. The
 * change is kept in the post's history, saved `by`.
 */
export async function publishPost(
  database: AppDatabase,
  id: string,
  by?: PostEditor,
): Promise<BlogPost | null> {
  const now = nowIso();
  return editPublicContent(database, async (db) => {
    const before = await db
      .selectFrom("blog_posts")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!before) return null;
    if (before.status === "published") return toPost(before);
    await assertPublishable({ db }, before);
    await db
      .updateTable("blog_posts")
      .set({ status: "published", published_at: before.published_at ?? now, updated_at: now })
      .where("id", "=", id)
      .execute();
    return saved(db, before, by);
  });
}

/** Admin: takes a post offline (status draft, published_at null), kept in its history. */
export async function unpublishPost(
  database: AppDatabase,
  id: string,
  by?: PostEditor,
): Promise<BlogPost | null> {
  return editPublicContent(database, async (db) => {
    const before = await db
      .selectFrom("blog_posts")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!before) return null;
    await db
      .updateTable("blog_posts")
      .set({ status: "draft", published_at: null, updated_at: nowIso() })
      .where("id", "=", id)
      .execute();
    return saved(db, before, by);
  });
}

/** The post as written, kept as its next version. */
async function saved(db: Kysely<Database>, before: PostRow, by: PostEditor | undefined) {
  const after = await db
    .selectFrom("blog_posts")
    .selectAll()
    .where("id", "=", before.id)
    .executeTakeFirstOrThrow();
  await recordVersion(db, before, after, by);
  return toPost(after);
}
