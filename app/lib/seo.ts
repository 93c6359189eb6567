import type { MetaDescriptor } from "react-router";
import { LOCALES, localizePath, type Locale } from "~/i18n/locale";
import { previewImagePath } from "./preview-image";
import { rootDataFromMatches, type RootData, type SeoContext } from "./root-data";

export type { SeoContext } from "./root-data";

export interface PageSeo {
  title: string;
  description: string;
  /** Absolute or site-relative image for link previews; defaults to the site's card. */
  image?: string;
  /** What the preview image shows, for those who cannot see it. */
  imageAlt?: string;
  type?: "website" | "article";
  noindex?: boolean;
  /** Extra tags, such as article:published_time. */
  extra?: MetaDescriptor[];
  /**
   * The page's language versions when they live at different paths (a blog article and its
   * translation); by default the same path serves both languages.
   */
  versions?: Array<{ locale: Locale; path: string }>;
}

/** The site's link-preview card, with its tagline in the page's language. */
export function defaultShareImage(locale: Locale): string {
  return locale === "en" ? "/img/og-en.jpg" : "/img/og-default.jpg";
}

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
export function seoMeta(ctx: SeoContext, page: PageSeo): MetaDescriptor[] {
  const siteName = ctx.siteName;
  const title = page.title.includes(siteName) ? page.title : `${page.title} | ${siteName}`;
  const versions = page.versions ?? LOCALES.map((locale) => ({ locale, path: ctx.pathname }));
  const url = (v: { locale: Locale; path: string }) =>
    absoluteUrl(ctx.publicUrl, localizePath(v.path, v.locale));
  // A page that exists in one language only (an untranslated article) is canonical there.
  const own = versions.find((v) => v.locale === ctx.locale) ?? versions[0]!;
  const fallback = versions.find((v) => v.locale === "fr") ?? versions[0]!;
  // The company's picture for this page wins, then the page's own (an article's cover), then the
  // company's picture for the whole site, then the site's built-in card.
  const share = ctx.share.page ?? page.image ?? ctx.share.site ?? defaultShareImage(ctx.locale);
  const image = absoluteUrl(ctx.publicUrl, previewImagePath(share));
  const imageAlt =
    share === page.image ? page.imageAlt : share === ctx.share.site ? ctx.share.siteAlt : undefined;
  return [
    { title },
    { name: "description", content: page.description },
    ...(page.noindex ? [{ name: "robots", content: "noindex, nofollow" }] : []),
    { tagName: "link", rel: "canonical", href: url(own) },
    ...versions.map((v) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: v.locale,
      href: url(v),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url(fallback) },
    { property: "og:site_name", content: siteName },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url(own) },
    { property: "og:image", content: image },
    ...(imageAlt ? [{ property: "og:image:alt", content: imageAlt }] : []),
    { property: "og:locale", content: ctx.locale === "fr" ? "fr_FR" : "en_GB" },
    { property: "og:locale:alternate", content: ctx.locale === "fr" ? "en_GB" : "fr_FR" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    ...(page.extra ?? []),
  ];
}
