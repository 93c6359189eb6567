import { data } from "react-router";
import type { Route } from "./+types/blog";
import { CtaBand, PageHero } from "~/components/blocks";
import { rssLink, BlogErrorScreen, BlogList } from "~/features/blog";
import { blogListFailure, loadBlogList } from "~/features/blog/index.server";
import type { IslandsHandle } from "~/islands";
import { CachePolicy } from "~/lib/http-cache";
import { getLocale } from "~/lib/locale.server";
import { useRootData } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import { getRuntime } from "~/runtime/runtime.server";

/**
 * The filters live in the URL (?q=&tag=), so a filtered list can be shared and works without JS.
 * The island asks /api/blog/posts for the same list as the reader types (one function for both).
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  const { database } = await getRuntime();
  try {
    const list = await loadBlogList(database, url, getLocale(request));
    // The page cache keeps the list and each real tag's list; a search or a made-up tag is one
    // reader's answer (a copy per value would push the real pages out of the cache).
    const own = list.q !== "" || (list.tag !== "" && !list.tags.includes(list.tag));
    return data(list, own ? { headers: { "Cache-Control": CachePolicy.privatePage } } : undefined);
  } catch (error) {
    // The route's ErrorBoundary shows the spec's 'Erreur de chargement' screen.
    throw data(blogListFailure(error), { status: 503 });
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = pageMeta((root) => {
  const { title, description } = root.ui.pages.blog;
  return { title, description, extra: [rssLink(root)] };
});

/** A document with islands (decision 037): the list's island, no router, in the browser. */
export const handle = { islands: true } satisfies IslandsHandle;

export default function Blog({ loaderData }: Route.ComponentProps) {
  const t = useRootData().ui.pages.blog;
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.heading} lead={t.intro} overlap />
      <BlogList {...loaderData} />
      <CtaBand
        cta={{
          title: t.ctaTitle,
          text: t.ctaText,
          primary: { label: t.ctaContact, href: "/contact" },
          secondary: { label: t.ctaServices, href: "/services" },
        }}
      />
    </>
  );
}

export function ErrorBoundary() {
  const t = useRootData().ui.pages.blog;
  return <BlogErrorScreen title={t.errorTitle} text={t.errorText} retry={t.retry} />;
}
