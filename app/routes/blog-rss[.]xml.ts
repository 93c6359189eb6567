import { listPublishedPosts } from "~/features/blog/posts.server";
import { buildRss, RSS_ITEMS } from "~/features/blog/rss.server";
import { withTimeout } from "~/features/blog/timeout";
import { uiStrings } from "~/i18n/ui";
import { CachePolicy } from "~/lib/http-cache";
import { getRuntime } from "~/runtime/runtime.server";

/** /blog/rss.xml: RSS 2.0 of the 20 latest published posts (in French, the posts' language). */
export async function loader() {
  const { config, database } = await getRuntime();
  const posts = await withTimeout(listPublishedPosts(database, { limit: RSS_ITEMS }));
  const { rssTitle, description } = uiStrings("fr").pages.blog;
  const xml = buildRss({ publicUrl: config.PUBLIC_URL, title: rssTitle, description, posts });
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": CachePolicy.feed,
    },
  });
}
