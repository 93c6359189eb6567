import { data } from "react-router";
import type { Route } from "./+types/blog";
import { CtaBand, PageHero } from "~/components/blocks";
import {
  blogListHref,
  BlogErrorScreen,
  BlogList,
  BlogMissingPage,
  pageCount,
  rssLink,
} from "~/features/blog";
import { blogListFailure, loadBlogList } from "~/features/blog/index.server";
import { localizePath, LOCALES } from "~/i18n/locale";
import { fillTemplate } from "~/i18n/template";
import type { IslandsHandle } from "~/islands";
import { CachePolicy } from "~/lib/http-cache";
import { getLocale } from "~/lib/locale.server";
import { formatNumber } from "~/lib/plural";
import { useRootData } from "~/lib/root-data";
import { absoluteUrl, pageMeta } from "~/lib/seo";
import { getRuntime } from "~/runtime/runtime.server";

/**
 * The filters and the page live in the URL (?q=&tag=&page=), so a filtered list or one of its
 * pages can be shared and works without JS. The island asks /api/blog/posts for the same list as
 * the reader types (one function for both). A page that does not exist answers 404.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  const { database } = await getRuntime();
  const answer = await loadBlogList(database, url, getLocale(request)).catch((error: unknown) => {
    // The route's ErrorBoundary shows the spec's 'Erreur de chargement' screen.
    throw data(blogListFailure(error), { status: 503 });
  });
  if ("missing" in answer) return data({ list: null, missing: answer.missing }, { status: 404 });
  const { list } = answer;
  // The page cache keeps the list and each real tag's list, page by page; a search or a made-up
  // tag is one reader's answer (a copy per value would push the real pages out of the cache).
  const own = list.q !== "" || (list.tag !== "" && !list.tags.includes(list.tag));
  return data(
    { list, missing: null },
    own ? { headers: { "Cache-Control": CachePolicy.privatePage } } : undefined,
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = pageMeta((root, { loaderData }) => {
  const t = root.ui.pages.blog;
  const list = loaderData?.list;
  if (!list) return { title: t.missingPageTitle, description: t.description, noindex: true };
  const path = blogListHref(list.q, list.tag, list.page);
  const link = (rel: "prev" | "next", page: number) => ({
    tagName: "link",
    rel,
    href: absoluteUrl(
      root.publicUrl,
      localizePath(blogListHref(list.q, list.tag, page), root.locale),
    ),
  });
  return {
    // Past the first page, the title and the canonical address say which page it is.
    title:
      list.page > 1
        ? fillTemplate(t.pageTitle, { title: t.title, page: formatNumber(root.locale, list.page) })
        : t.title,
    description: t.description,
    // Tags and searches are each language's own: a filtered list has no other-language version.
    versions:
      list.q || list.tag
        ? [{ locale: root.locale, path }]
        : LOCALES.map((locale) => ({ locale, path })),
    extra: [
      rssLink(root),
      ...(list.page > 1 ? [link("prev", list.page - 1)] : []),
      ...(list.page < pageCount(list.total, list.pageSize) ? [link("next", list.page + 1)] : []),
    ],
  };
});

/** A document with islands (decision 037): the list's island, no router, in the browser. */
export const handle = { islands: true } satisfies IslandsHandle;

export default function Blog({ loaderData }: Route.ComponentProps) {
  const t = useRootData().ui.pages.blog;
  const { list, missing } = loaderData;
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.heading} lead={t.intro} overlap={list !== null} />
      {list ? <BlogList {...list} /> : <BlogMissingPage {...missing} />}
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
