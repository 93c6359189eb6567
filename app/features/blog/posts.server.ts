import { nowIso, type AppDatabase } from "~/db/db.server";
import type { Locale } from "~/i18n/locale";
import { MAX_LIST } from "./post-list.server";
import { isOut, matchesSearch, toPost, toSummary, visibleIn } from "./post-rows.server";
import type { PostState } from "./post-state";
import type { BlogPost, PostSummary, PostTranslation, SlugLookup } from "./types";

/**
 * The blog's data layer (docs/product/forms.md#blog-editor). Routes call these named functions and
 * never build SQL. Public functions only ever see published posts; the admin ones (listAllPosts,
 * countAllPosts, listAllTags, getPostById and the writes re-exported below) are for signed-in
 * editors, whose routes guard them. Every function takes the process's AppDatabase first, like the rest of the data layer.
 */
export { createPost, updatePost } from "./post-writes.server";
export { deletePost, publishPost, unpublishPost } from "./post-status.server";
export {
  findPublishedPosts,
  listAllTags,
  listPublishedPosts,
  listPublishedTags,
  MAX_LIST,
  type PublicPostQuery,
} from "./post-list.server";
export {
  countPublishedPostUrls,
  listPublishedPostUrls,
  publishedPostUrls,
  type PostUrl,
} from "./post-urls.server";

/**
 * The published post at `slug`; or, when `slug` is a former address of a published post (its
 * title changed after it went out), where it lives now; or null.
 */
export async function getPublishedPostBySlug(
  { db }: AppDatabase,
  slug: string,
): Promise<SlugLookup> {
  const now = nowIso();
  const row = await db
    .selectFrom("blog_posts")
    .selectAll()
    .where("slug", "=", slug)
    .where((eb) => isOut(eb, now))
    .executeTakeFirst();
  if (row) return toPost(row);
  const moved = await db
    .selectFrom("blog_slug_redirects as r")
    .innerJoin("blog_posts as p", "p.id", "r.post_id")
    .select("p.slug")
    .where("r.old_slug", "=", slug)
    .where("p.status", "=", "published")
    .where("p.published_at", "<=", now)
    .executeTakeFirst();
  return moved && moved.slug !== slug ? { redirectTo: moved.slug } : null;
}

/**
 * The newest published posts other than `exclude` and its translation ("recent articles" under a
 * post), among those a reader of `locale` is offered.
 */
export async function recentPosts(
  { db }: AppDatabase,
  exclude: Pick<BlogPost, "id" | "translationGroup">,
  limit = 3,
  locale?: Locale,
): Promise<PostSummary[]> {
  const now = nowIso();
  let query = db
    .selectFrom("blog_posts")
    .selectAll()
    .where((eb) => isOut(eb, now))
    .where("id", "<>", exclude.id)
    .where((eb) =>
      eb.or([
        eb("translation_group", "is", null),
        eb("translation_group", "<>", exclude.translationGroup),
      ]),
    );
  if (locale) query = query.where((eb) => visibleIn(eb, locale, now));
  const rows = await query
    .orderBy("published_at", "desc")
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
  return rows.map(toSummary);
}

/** The published versions of `post` in the other languages (for hreflang and the language switch). */
export async function getPublishedTranslations(
  { db }: AppDatabase,
  post: Pick<BlogPost, "id" | "translationGroup">,
): Promise<PostTranslation[]> {
  const rows = await db
    .selectFrom("blog_posts")
    .select(["slug", "locale"])
    .where("translation_group", "=", post.translationGroup)
    .where("id", "<>", post.id)
    .where((eb) => isOut(eb, nowIso()))
    .execute();
  return rows.flatMap((r) =>
    r.locale === "fr" || r.locale === "en" ? [{ locale: r.locale, slug: r.slug }] : [],
  );
}

export interface AdminPostQuery {
  status?: PostState;
  q?: string;
}

/** Admin: the posts in a state (published ones being out, scheduled ones waiting), searched. */
function adminQuery({ db, dialect }: AppDatabase, { status, q }: AdminPostQuery) {
  const search = q?.trim();
  const now = nowIso();
  let query = db.selectFrom("blog_posts");
  if (status === "draft") query = query.where("status", "=", "draft");
  if (status === "published") query = query.where((eb) => isOut(eb, now));
  if (status === "scheduled")
    query = query.where("status", "=", "published").where("published_at", ">", now);
  if (search) query = query.where(matchesSearch(search, dialect));
  return query;
}

/** Admin: both language versions of an article, by the id of either. */
export async function getPostVersions(
  { db }: AppDatabase,
  id: string,
): Promise<Partial<Record<Locale, BlogPost>> | null> {
  const row = await db.selectFrom("blog_posts").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const rows = await db
    .selectFrom("blog_posts")
    .selectAll()
    .where("translation_group", "=", row.translation_group ?? row.id)
    .execute();
  const versions: Partial<Record<Locale, BlogPost>> = {};
  for (const post of (rows.length ? rows : [row]).map(toPost)) versions[post.locale] = post;
  return versions;
}

/**
 * Admin: posts (drafts too), newest first by creation, optionally by state and searched: `limit`
 * of them (at most MAX_LIST) from `offset`, with `countAllPosts` for the pages.
 */
export async function listAllPosts(
  database: AppDatabase,
  query: AdminPostQuery & { limit?: number; offset?: number } = {},
): Promise<PostSummary[]> {
  const { limit = MAX_LIST, offset = 0 } = query;
  const rows = await adminQuery(database, query)
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(Math.max(0, Math.min(limit, MAX_LIST)))
    .offset(Math.max(0, offset))
    .execute();
  return rows.map(toSummary);
}

/** Admin: how many posts `listAllPosts` pages through for this state and search. */
export async function countAllPosts(
  database: AppDatabase,
  query: AdminPostQuery = {},
): Promise<number> {
  const row = await adminQuery(database, query)
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Admin: one post whatever its state, for the editor. */
export async function getPostById({ db }: AppDatabase, id: string): Promise<BlogPost | null> {
  const row = await db.selectFrom("blog_posts").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toPost(row) : null;
}
