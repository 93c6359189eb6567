import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";

/** The row of `counters` that every edit of owner content increments. */
const NAME = "site_content";

/**
 * Marks owner content as changed, inside the edit's own transaction: other processes compare
 * this number with the one they loaded and reload when it moved (see site-data.server.ts).
 */
export async function bumpContentVersion(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto("counters")
    .values({ name: NAME, value: 1 })
    .onConflict((oc) =>
      oc.column("name").doUpdateSet((eb) => ({ value: eb(eb.ref("counters.value"), "+", 1) })),
    )
    .execute();
}

export async function readContentVersion(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("counters")
    .select("value")
    .where("name", "=", NAME)
    .executeTakeFirst();
  return Number(row?.value ?? 0);
}

/**
 * When the public content next changes by itself (ms), or null: the earliest publication time
 * still ahead of `now` of a scheduled post. Copies of public content kept until then are right;
 * from then on they lack the post (docs/decisions/041-scheduled-posts-and-caches.md).
 */
export async function readNextPublication(
  db: Kysely<Database>,
  now = new Date(),
): Promise<number | null> {
  const row = await db
    .selectFrom("blog_posts")
    .select((eb) => eb.fn.min("published_at").as("next"))
    .where("status", "=", "published")
    .where("published_at", ">", now.toISOString())
    .executeTakeFirst();
  return row?.next ? Date.parse(row.next) : null;
}
