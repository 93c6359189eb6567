import { nowIso, type AppDatabase } from "~/db/db.server";
import { editPublicContent } from "~/features/company/index.server";
import { assertPublishable } from "./alt-text.server";
import { toPost } from "./post-rows.server";
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
 * that is already online changes nothing, so its date does not jump to the top of the list.
 */
export async function publishPost(database: AppDatabase, id: string): Promise<BlogPost | null> {
  const now = nowIso();
  await editPublicContent(database, async (db) => {
    const draft = await db
      .selectFrom("blog_posts")
      .select(["content", "image_url", "image_alt"])
      .where("id", "=", id)
      .where("status", "<>", "published")
      .executeTakeFirst();
    if (!draft) return;
    await assertPublishable({ db }, draft);
    await db
      .updateTable("blog_posts")
      .set((eb) => ({
        status: "published",
        published_at: eb.fn.coalesce("published_at", eb.val(now)),
        updated_at: now,
      }))
      .where("id", "=", id)
      .where("status", "<>", "published")
      .execute();
  });
  const row = await database.db
    .selectFrom("blog_posts")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toPost(row) : null;
}

/** Admin: takes a post offline (status draft, published_at null). */
export async function unpublishPost(database: AppDatabase, id: string): Promise<BlogPost | null> {
  await editPublicContent(database, (db) =>
    db
      .updateTable("blog_posts")
      .set({ status: "draft", published_at: null, updated_at: nowIso() })
      .where("id", "=", id)
      .execute(),
  );
  const row = await database.db
    .selectFrom("blog_posts")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toPost(row) : null;
}
