import type { AppDatabase } from "~/db/db.server";
import type { Locale } from "~/i18n/locale";
import { queryText } from "~/lib/clean-text";
import { log } from "~/lib/logger.server";
import { withCoverImages } from "./article-images.server";
import { BLOG_QUERY_LIMITS, type BlogListData } from "./blog-list";
import { toCard } from "./format";
import { listPublishedPosts, listPublishedTags } from "./posts.server";
import { TimeoutError, withTimeout } from "./timeout";

/**
 * The list for the filters of `url` (`?q=&tag=`, cleaned and cut to their limits) in `locale`,
 * within the blog's time limit. The page and its JSON route both call it, so they always agree.
 * Rejects when the database fails or is too slow: see `blogListFailure`.
 */
export async function loadBlogList(
  database: AppDatabase,
  url: URL,
  locale: Locale,
): Promise<BlogListData> {
  const q = queryText(url, "q", BLOG_QUERY_LIMITS.q);
  const tag = queryText(url, "tag", BLOG_QUERY_LIMITS.tag);
  const [posts, tags] = await withTimeout(
    Promise.all([
      listPublishedPosts(database, { q, tag, locale }).then((list) =>
        withCoverImages(database, list),
      ),
      listPublishedTags(database, locale),
    ]),
  );
  return { q, tag, tags, posts: posts.map((post) => toCard(post, locale)) };
}

/** Logs why the list could not be read and names it for the 503 answer. */
export function blogListFailure(error: unknown): string {
  log.error("blog list failed to load", { error });
  return error instanceof TimeoutError ? "Request timeout" : "Blog unavailable";
}
