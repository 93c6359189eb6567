import { nowIso, type AppDatabase } from "~/db/db.server";
import type { Locale } from "~/i18n/locale";
import {
  hasTag,
  isOut,
  mayHaveTag,
  matchesSearch,
  parseTags,
  toPost,
  toSummary,
  visibleIn,
} from "./post-rows.server";
import type { PostState } from "./post-state";
import type { BlogPost, PostSummary, PostTranslation, SlugLookup } from "./types";

/**
 * The blog's data layer (docs/product/forms.md#blog-editor). Routes call these named functions and
 * never build SQL. Public functions only ever see published posts; the admin ones (listAllPosts,
 * getPostById and the writes re-exported below) are for signed-in editors, whose routes guard
 * them. Every function takes the process's AppDatabase first, like the rest of the data layer.
 */
export { createPost, updatePost } from "./post-writes.server";
export { deletePost, publishPost, unpublishPost } from "./post-status.server";

/** No list is unbounded: far more than the blog will hold for years. */
export const MAX_LIST = 500;

export interface PublicPostQuery {
  /** Words to find in the title, content or excerpt (regardless of accents and case). */
  q?: string;
  /** Only posts carrying this tag (case-insensitive). */
  tag?: string;
  limit?: number;
  /** The reader's language: its posts, and the other language's untranslated ones (decision 014). */
  locale?: Locale;
}

/** Published posts, newest first (by published_at, then created_at), optionally searched and filtered. */
export async function listPublishedPosts(
  { db }: AppDatabase,
  { q, tag, limit = MAX_LIST, locale }: PublicPostQuery = {},
): Promise<PostSummary[]> {
  const search = q?.trim();
  const wantedTag = tag?.trim();
  const now = nowIso();
  let query = db
    .selectFrom("blog_posts")
    .selectAll()
    .where((eb) => isOut(eb, now));
  if (locale) query = query.where((eb) => visibleIn(eb, locale, now));
  if (search) query = query.where(matchesSearch(search));
  if (wantedTag) query = query.where((eb) => mayHaveTag(eb, wantedTag));
  const rows = await query
    .orderBy("published_at", "desc")
    .orderBy("created_at", "desc")
    // With a tag, some rows may still be dropped below: take the full set before cutting.
    .limit(wantedTag ? MAX_LIST : Math.min(limit, MAX_LIST))
    .execute();
  const posts = rows.map(toSummary);
  return (wantedTag ? posts.filter((p) => hasTag(p.tags, wantedTag)) : posts).slice(0, limit);
}

/**
 * Every tag of the published posts (of those a reader of `locale` is offered), once each (first
 * spelling wins), in alphabetical order.
 */
export async function listPublishedTags({ db }: AppDatabase, locale?: Locale): Promise<string[]> {
  const now = nowIso();
  let query = db
    .selectFrom("blog_posts")
    .select("tags")
    .where((eb) => isOut(eb, now));
  if (locale) query = query.where((eb) => visibleIn(eb, locale, now));
  const rows = await query.limit(MAX_LIST).execute();
  const byKey = new Map<string, string>();
  for (const tag of rows.flatMap((r) => parseTags(r.tags))) {
    const key = tag.toLocaleLowerCase("fr");
    if (!byKey.has(key)) byKey.set(key, tag);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, "fr", { sensitivity: "base" }));
}

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

export interface PostUrl {
  slug: string;
  locale: Locale;
  updatedAt: string;
  /** The same article in the other languages. */
  translations: PostTranslation[];
}

/** Address, language, translations and last change of every published post, for the sitemap. */
export async function listPublishedPostUrls({ db }: AppDatabase): Promise<PostUrl[]> {
  const rows = await db
    .selectFrom("blog_posts")
    .select(["id", "slug", "locale", "translation_group", "updated_at", "published_at"])
    .where((eb) => isOut(eb, nowIso()))
    .orderBy("published_at", "desc")
    .limit(MAX_LIST)
    .execute();
  const asLocale = (l: string): Locale => (l === "en" ? "en" : "fr");
  return rows.map((r) => ({
    slug: r.slug,
    locale: asLocale(r.locale),
    // A scheduled post changes for search engines when it comes out, not when it was last saved.
    updatedAt: r.published_at && r.published_at > r.updated_at ? r.published_at : r.updated_at,
    translations: rows
      .filter(
        (o) => o.id !== r.id && o.translation_group && o.translation_group === r.translation_group,
      )
      .map((o) => ({ locale: asLocale(o.locale), slug: o.slug })),
  }));
}

export interface AdminPostQuery {
  status?: PostState;
  q?: string;
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
 * Admin: every post (drafts too), newest first by creation, optionally by state (published ones
 * being out, scheduled ones waiting) and searched.
 */
export async function listAllPosts(
  { db }: AppDatabase,
  { status, q }: AdminPostQuery = {},
): Promise<PostSummary[]> {
  const search = q?.trim();
  const now = nowIso();
  let query = db.selectFrom("blog_posts").selectAll();
  if (status === "draft") query = query.where("status", "=", "draft");
  if (status === "published") query = query.where((eb) => isOut(eb, now));
  if (status === "scheduled")
    query = query.where("status", "=", "published").where("published_at", ">", now);
  if (search) query = query.where(matchesSearch(search));
  const rows = await query.orderBy("created_at", "desc").orderBy("id").limit(MAX_LIST).execute();
  return rows.map(toSummary);
}

/** Admin: one post whatever its state, for the editor. */
export async function getPostById({ db }: AppDatabase, id: string): Promise<BlogPost | null> {
  const row = await db.selectFrom("blog_posts").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toPost(row) : null;
}
