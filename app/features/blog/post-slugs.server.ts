import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";

/** What a title made only of emoji or punctuation becomes. */
export const FALLBACK_SLUG = "article";

/**
 * `base`, or `base-2`, `base-3`... : the first address not used by another post, nor kept as a
 * former address of another post (its old links must keep leading to it).
 */
export async function uniqueSlug(
  db: Kysely<Database>,
  base: string,
  selfId: string | null,
): Promise<string> {
  // Slugs hold only a-z, 0-9 and "-", so `base-%` needs no LIKE escaping.
  const [posts, redirects] = await Promise.all([
    db
      .selectFrom("blog_posts")
      .select(["slug", "id"])
      .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]))
      .execute(),
    db
      .selectFrom("blog_slug_redirects")
      .select(["old_slug as slug", "post_id as id"])
      .where((eb) => eb.or([eb("old_slug", "=", base), eb("old_slug", "like", `${base}-%`)]))
      .execute(),
  ]);
  const taken = new Set([...posts, ...redirects].filter((r) => r.id !== selfId).map((r) => r.slug));
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === "23505" ||
    code === "SQLITE_CONSTRAINT_UNIQUE" ||
    code === "SQLITE_CONSTRAINT_PRIMARYKEY"
  );
}

/** Two editors saving the same title at the same instant: the loser picks the next free slug. */
export async function retryOnSlugClash<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= 4 || !isUniqueViolation(error)) throw error;
    }
  }
}
