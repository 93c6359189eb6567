import type { AppDatabase } from "~/db/db.server";
import type { Locale } from "~/i18n/locale";
import { queryText } from "~/lib/clean-text";
import { log } from "~/lib/logger.server";
import { withCoverImages } from "./article-images.server";
import {
  BLOG_PAGE_SIZE,
  BLOG_QUERY_LIMITS,
  pageCount,
  pageFromQuery,
  type BlogListData,
  type MissingBlogPage,
} from "./blog-list";
import { toCard } from "./format";
import { findPublishedPosts, listPublishedTags } from "./post-list.server";
import { TimeoutError, withTimeout } from "./timeout";

/** A page of the list, or why there is none: a page number that names no page of it. */
export type BlogListAnswer = { list: BlogListData } | { missing: MissingBlogPage };

/**
 * The page of the list for the filters of `url` (`?q=&tag=&page=`, cleaned and cut to their
 * limits) in `locale`, within the blog's time limit. The page and its JSON route both call it,
 * so they always agree. A malformed page number is answered without reading the database.
 * Rejects when the database fails or is too slow: see `blogListFailure`.
 */
export async function loadBlogList(
  database: AppDatabase,
  url: URL,
  locale: Locale,
): Promise<BlogListAnswer> {
  const q = queryText(url, "q", BLOG_QUERY_LIMITS.q);
  const tag = queryText(url, "tag", BLOG_QUERY_LIMITS.tag);
  const page = pageFromQuery(url.searchParams);
  if (page === null) return { missing: { q, tag, lastPage: null } };
  const [found, tags] = await withTimeout(
    Promise.all([
      findPublishedPosts(database, {
        q,
        tag,
        locale,
        limit: BLOG_PAGE_SIZE,
        offset: (page - 1) * BLOG_PAGE_SIZE,
      }).then(async ({ posts, total }) => ({
        posts: await withCoverImages(database, posts),
        total,
      })),
      listPublishedTags(database, locale),
    ]),
  );
  const pages = pageCount(found.total, BLOG_PAGE_SIZE);
  if (page > pages) return { missing: { q, tag, lastPage: pages } };
  return {
    list: {
      q,
      tag,
      tags,
      posts: found.posts.map((post) => toCard(post, locale)),
      page,
      total: found.total,
      pageSize: BLOG_PAGE_SIZE,
    },
  };
}

/** Logs why the list could not be read and names it for the 503 answer. */
export function blogListFailure(error: unknown): string {
  log.error("blog list failed to load", { error });
  return error instanceof TimeoutError ? "Request timeout" : "Blog unavailable";
}
