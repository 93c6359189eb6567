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

/**
 * Refusal of an address staff typed: it is another post's address now (`post`), or one of its
 * former addresses, which still lead to it (`former`). Nothing is written.
 */
export class SlugTaken extends Error {
  readonly code = "SLUG_TAKEN";
  constructor(
    readonly slug: string,
    readonly by: "post" | "former",
  ) {
    super(`the address ${slug} belongs to another post`);
    this.name = "SlugTaken";
  }
}

/** Throws SlugTaken when `slug` is another post's address or former address. */
export async function assertSlugFree(
  db: Kysely<Database>,
  slug: string,
  selfId: string | null,
): Promise<void> {
  const [post, former] = await Promise.all([
    db.selectFrom("blog_posts").select("id").where("slug", "=", slug).executeTakeFirst(),
    db
      .selectFrom("blog_slug_redirects")
      .select("post_id as id")
      .where("old_slug", "=", slug)
      .executeTakeFirst(),
  ]);
  if (post && post.id !== selfId) throw new SlugTaken(slug, "post");
  if (former && former.id !== selfId) throw new SlugTaken(slug, "former");
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

/**
 * The slug to store: an address staff typed (`typed`) is kept as it is and must be free
 * (SlugTaken otherwise), so nobody's link silently changes hands; one made from the title gets
 * `-2`, `-3`… until it is free.
 */
export async function slugToStore(
  db: Kysely<Database>,
  wanted: { base: string; typed: boolean },
  selfId: string | null,
): Promise<string> {
  if (!wanted.typed) return uniqueSlug(db, wanted.base || FALLBACK_SLUG, selfId);
  await assertSlugFree(db, wanted.base, selfId);
  return wanted.base;
}
