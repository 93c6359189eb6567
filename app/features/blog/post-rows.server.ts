import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Selectable,
  type SqlBool,
} from "kysely";
import type { SqlDialect } from "~/db/db.server";
import { inSearchIndex } from "~/db/search-index.server";
import type { BlogPostsTable, Database } from "~/db/schema";
import { parseLocale, type Locale } from "~/i18n/locale";
import { readingMinutes } from "./reading-time";
import { foldForSearch } from "./search-text";
import type { BlogPost, PostSummary } from "./types";

export type PostRow = Selectable<BlogPostsTable>;
type PostsEb = ExpressionBuilder<Database, "blog_posts">;

/** Tags are JSON text; a damaged value reads as "no tags" rather than breaking a page. */
export function parseTags(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === "string") : [];
  } catch {
    return [];
  }
}

export function toPost(row: PostRow): BlogPost {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    content: row.content,
    excerpt: row.excerpt,
    imageUrl: row.image_url,
    imageAlt: row.image_alt,
    locale: parseLocale(row.locale) ?? "fr",
    translationGroup: row.translation_group ?? row.id,
    status: row.status,
    tags: parseTags(row.tags),
    author: row.author_name,
    authorId: row.author_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    publishedAt: row.published_at,
  };
}

export function toSummary(row: PostRow): PostSummary {
  const { content, ...rest } = toPost(row);
  return { ...rest, readingMinutes: readingMinutes(content) };
}

/** Escapes LIKE's wildcards so a search for "100%" or "a_b" means those characters. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * Search over title, content and excerpt without regard to accents or case
 * (docs/product/screens.md#blog): the query folded as `search_text` was on save. SQLite asks
 * its trigram index, which holds `search_text` (decision 043); PostgreSQL's serves the LIKE.
 */
export function matchesSearch(q: string, dialect: SqlDialect): Expression<SqlBool> {
  const folded = foldForSearch(q);
  const like = sql<SqlBool>`${sql.ref("search_text")} like ${`%${escapeLike(folded)}%`} escape '\\'`;
  return (dialect === "sqlite" && inSearchIndex("blog_posts", [folded])) || like;
}

/**
 * Posts readers see at `now` (ISO): published, and their publication time has come; a scheduled
 * one stays out of every public page, list, feed and sitemap until then.
 */
export function isOut(eb: PostsEb, now: string): Expression<SqlBool> {
  return eb.and([
    eb("blog_posts.status", "=", "published"),
    eb("blog_posts.published_at", "<=", now),
  ]);
}

/**
 * Posts a reader of `locale` is offered: those written in it, and those of the other language
 * that have no version out in it at `now` (shown marked with their language, see decision 014).
 */
export function visibleIn(eb: PostsEb, locale: Locale, now: string): Expression<SqlBool> {
  // The groups out in `locale` are read once, from an index, rather than looked up post by post
  // (each look-up read a post's whole row). A post without a group has no other version.
  return eb.or([
    eb("blog_posts.locale", "=", locale),
    eb("blog_posts.translation_group", "is", null),
    eb(
      "blog_posts.translation_group",
      "not in",
      eb
        .selectFrom("blog_posts as other")
        .select("other.translation_group")
        .where("other.locale", "=", locale)
        .where("other.status", "=", "published")
        .where("other.published_at", "<=", now)
        .where("other.translation_group", "is not", null),
    ),
  ]);
}
