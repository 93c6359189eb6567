import type { MetaDescriptor } from "react-router";
import { localizePath, type Locale } from "~/i18n/locale";
import { rootDataFromMatches, type RootData } from "./root-data";

/** What every page's `meta` needs from the root loader. */
export interface SeoContext {
  locale: Locale;
  publicUrl: string;
  pathname: string;
}

export interface PageSeo {
  title: string;
  description: string;
  /** Absolute or site-relative image for link previews; defaults to the site's card. */
  image?: string;
  type?: "website" | "article";
  noindex?: boolean;
  /** Extra tags, such as article:published_time. */
  extra?: MetaDescriptor[];
}

export const SITE_NAME = "Africa Clean";
const DEFAULT_IMAGE = "/img/og-default.jpg";

export function absoluteUrl(publicUrl: string, path: string): string {
  return new URL(path, publicUrl.endsWith("/") ? publicUrl : `${publicUrl}/`).toString();
}

/** What `pageMeta` needs from a route's meta arguments (React Router's `Route.MetaArgs`). */
interface MetaArgs {
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/**
 * Every route's `meta`: `page` says what the page is (from the root data and the route's own
 * loader data), and the tags are built by `seoMeta`. Nothing is emitted while the root data is
 * missing (an error before the root loader ran) or when `page` returns undefined.
 *
 *     export const meta: Route.MetaFunction = pageMeta((_root, { loaderData }) => loaderData?.meta);
 */
export function pageMeta<Args extends MetaArgs>(
  page: (root: RootData, args: Args) => PageSeo | undefined,
): (args: Args) => MetaDescriptor[] {
  return (args) => {
    const root = rootDataFromMatches(args.matches);
    const seo = root && page(root, args);
    return root && seo ? seoMeta(root, seo) : [];
  };
}

/**
 * One place that builds title, description, canonical, hreflang alternates and the Open Graph /
 * Twitter tags of a page, so no route forgets one. French is x-default.
 */
function seoMeta(ctx: SeoContext, page: PageSeo): MetaDescriptor[] {
  const title = page.title.includes(SITE_NAME) ? page.title : `${page.title} | ${SITE_NAME}`;
  const url = (locale: Locale) => absoluteUrl(ctx.publicUrl, localizePath(ctx.pathname, locale));
  const image = absoluteUrl(ctx.publicUrl, page.image ?? DEFAULT_IMAGE);
  return [
    { title },
    { name: "description", content: page.description },
    ...(page.noindex ? [{ name: "robots", content: "noindex, nofollow" }] : []),
    { tagName: "link", rel: "canonical", href: url(ctx.locale) },
    { tagName: "link", rel: "alternate", hrefLang: "fr", href: url("fr") },
    { tagName: "link", rel: "alternate", hrefLang: "en", href: url("en") },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url("fr") },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url(ctx.locale) },
    { property: "og:image", content: image },
    { property: "og:locale", content: ctx.locale === "fr" ? "fr_FR" : "en_GB" },
    { property: "og:locale:alternate", content: ctx.locale === "fr" ? "en_GB" : "fr_FR" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    ...(page.extra ?? []),
  ];
}
