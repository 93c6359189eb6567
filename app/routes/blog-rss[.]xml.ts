import type { Route } from "./+types/blog-rss[.]xml";
import { listPublishedPosts, buildRss, RSS_ITEMS } from "~/features/blog/index.server";
import { withTimeout } from "~/features/blog";
import { getSiteData } from "~/features/company/index.server";
import { getLocale } from "~/lib/locale.server";
import { uiWords, words } from "~/i18n/words/ui";
import { CachePolicy, keptUntil } from "~/lib/http-cache";
import { getRuntime } from "~/runtime/runtime.server";

/**
 * /blog/rss.xml (French) and /blog/rss.xml?lng=en (English): RSS 2.0 of the 20 latest posts
 * written in that language.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = getLocale(request);
  const { config, database } = await getRuntime();
  const [posts, { company, changesAt }] = await withTimeout(
    Promise.all([
      listPublishedPosts(database, { limit: RSS_ITEMS, locale }),
      getSiteData(database),
    ]),
  );
  const { rssTitle, description } = words(locale, uiWords, company.name).pages.blog;
  const xml = buildRss({
    publicUrl: config.PUBLIC_URL,
    title: rssTitle,
    description,
    locale,
    // Only the posts written in the feed's language: a feed has one language.
    posts: posts.filter((post) => post.locale === locale),
  });
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": keptUntil(CachePolicy.feed, changesAt),
      Vary: "Cookie, Accept-Language",
    },
  });
}
