import { randomUUID } from "node:crypto";
import { nowIso, type AppDatabase } from "~/db/db.server";
import { editPublicContent } from "~/features/company/index.server";
import { assertPublishable } from "./alt-text.server";
import {
  authorSchema,
  postInputSchema,
  postPatchSchema,
  type PostInput,
  type PostPatch,
} from "./post-input";
import { recordVersion, type PostEditor } from "./post-history.server";
import { toPost } from "./post-rows.server";
import { safeImageUrl, sanitizePostHtml } from "~/lib/sanitize.server";
import { retryOnSlugClash, slugToStore } from "./post-slugs.server";
import { postSearchText } from "./search-text";
import { slugify } from "./slug";
import type { BlogPost, PostAuthor } from "./types";

/**
 * Admin: a new post, signed `author.name` (trimmed, 1 to 80 characters). Its slug comes from the
 * title, made unique, or is `input.slug`, which must be free (SlugTaken otherwise); content is
 * sanitised. A post created published must have a description for each picture (AltTextMissing
 * otherwise). It is kept as the post's first version, saved `by`.
 */
export async function createPost(
  database: AppDatabase,
  input: PostInput,
  author: PostAuthor,
  by?: PostEditor,
): Promise<BlogPost> {
  const data = postInputSchema.parse(input);
  const authorName = authorSchema.parse(author.name);
  const typed = slugify(data.slug ?? "");
  const wanted = { base: typed || slugify(data.title), typed: typed !== "" };
  // A translation joins the article it translates; the unique index keeps one per language.
  const original = data.translationOf
    ? await database.db
        .selectFrom("blog_posts")
        .select(["id", "translation_group"])
        .where("id", "=", data.translationOf)
        .executeTakeFirst()
    : undefined;
  if (data.translationOf && !original) throw new Error("translated post not found");
  const described = {
    content: sanitizePostHtml(data.content),
    image_url: safeImageUrl(data.imageUrl),
    image_alt: data.imageAlt || null,
  };
  if (data.status === "published") await assertPublishable(database, described);
  return retryOnSlugClash(() =>
    editPublicContent(database, async (db) => {
      const now = nowIso();
      const id = randomUUID();
      const row = {
        id,
        locale: data.locale,
        translation_group: original ? (original.translation_group ?? original.id) : id,
        ...described,
        title: data.title,
        slug: await slugToStore(db, wanted, null),
        excerpt: data.excerpt,
        status: data.status,
        tags: JSON.stringify(data.tags),
        search_text: postSearchText({ ...data, ...described }),
        author_name: authorName,
        author_id: author.id,
        created_at: now,
        updated_at: now,
        published_at: data.publishedAt ?? (data.status === "published" ? now : null),
        is_demo: 0,
      };
      await db.insertInto("blog_posts").values(row).execute();
      await recordVersion(db, null, row, by);
      return toPost(row);
    }),
  );
}

/**
 * Admin: changes the given fields. The slug: a typed one (`slug`) must be free (SlugTaken
 * otherwise); an empty `slug`, or a new title when `slug` is absent, makes one from the title.
 * When a published post changes slug, the old one is kept in blog_slug_redirects so shared links
 * still work, and no other post may take it. The publication time follows `publicationTime`
 * (docs/product/forms.md#blog-editor). A post that is (or goes) online must keep a description
 * for each picture: AltTextMissing otherwise, and nothing is changed. The result is kept as a new
 * version saved `by` (from version `restoredFrom` when one was put back). Null for an unknown id.
 */
export async function updatePost(
  database: AppDatabase,
  id: string,
  patch: PostPatch,
  { by, restoredFrom }: { by?: PostEditor; restoredFrom?: number } = {},
): Promise<BlogPost | null> {
  const data = postPatchSchema.parse(patch);
  return retryOnSlugClash(() =>
    editPublicContent(database, async (trx) => {
      const existing = await trx
        .selectFrom("blog_posts")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirst();
      if (!existing) return null;
      const now = nowIso();
      const typed = slugify(data.slug ?? "");
      const fromTitle =
        data.slug !== undefined || (data.title !== undefined && data.title !== existing.title);
      const slug =
        typed === existing.slug || (!typed && !fromTitle)
          ? existing.slug
          : await slugToStore(
              trx,
              { base: typed || slugify(data.title ?? existing.title), typed: typed !== "" },
              id,
            );
      const status = data.status ?? existing.status;
      const described = {
        content: data.content !== undefined ? sanitizePostHtml(data.content) : existing.content,
        image_url: data.imageUrl !== undefined ? safeImageUrl(data.imageUrl) : existing.image_url,
        image_alt: data.imageAlt !== undefined ? data.imageAlt || null : existing.image_alt,
      };
      if (status === "published") await assertPublishable({ db: trx }, described);
      const searchText = postSearchText({
        title: data.title ?? existing.title,
        excerpt: data.excerpt ?? existing.excerpt,
        content: described.content,
      });
      await trx
        .updateTable("blog_posts")
        .set({
          ...(data.title !== undefined && { title: data.title }),
          ...described,
          search_text: searchText,
          ...(data.excerpt !== undefined && { excerpt: data.excerpt }),
          ...(data.tags !== undefined && { tags: JSON.stringify(data.tags) }),
          ...(data.author !== undefined && { author_name: data.author }),
          slug,
          status,
          published_at: publicationTime(existing, status, data.publishedAt, now),
          updated_at: now,
        })
        .where("id", "=", id)
        .execute();
      if (slug !== existing.slug) {
        // Taking back one of its own former addresses: that one is no longer a redirect.
        await trx
          .deleteFrom("blog_slug_redirects")
          .where("old_slug", "=", slug)
          .where("post_id", "=", id)
          .execute();
        if (existing.status === "published") {
          await trx
            .insertInto("blog_slug_redirects")
            .values({ old_slug: existing.slug, post_id: id, created_at: now })
            .onConflict((oc) => oc.column("old_slug").doNothing())
            .execute();
        }
      }
      const row = await trx
        .selectFrom("blog_posts")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      await recordVersion(trx, existing, row, by, restoredFrom);
      return toPost(row);
    }),
  );
}

/**
 * The publication time a write leaves: a published post keeps its own unless one is given (a
 * given null means "not chosen": its date, or now for a draft going out); a draft keeps the date
 * it is planned for, and a post taken offline loses its date.
 */
function publicationTime(
  existing: { status: string; published_at: string | null },
  status: "draft" | "published",
  given: string | null | undefined,
  now: string,
): string | null {
  if (status === "draft")
    return existing.status === "published"
      ? null
      : given !== undefined
        ? given
        : existing.published_at;
  if (given) return given;
  if (given === null && existing.status !== "published") return now;
  return existing.published_at ?? now;
}
