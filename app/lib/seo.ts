import type { MetaDescriptor } from "react-router";
import { localizePath, type Locale } from "~/i18n/locale";

/** What every page's `meta` needs from the root loader. */
export interface SeoContext {
  locale: Locale;
  /** The company's name as set in the admin (titles, og:site_name) */
  siteName: string;
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

const DEFAULT_IMAGE = "/img/og-default.jpg";

export function absoluteUrl(publicUrl: string, path: string): string {
  return new URL(path, publicUrl.endsWith("/") ? publicUrl : `${publicUrl}/`).toString();
}

/**
 * One place that builds title, description, canonical, hreflang alternates and the Open Graph /
 * Twitter tags of a page, so no route forgets one. French is x-default.
 */
export function seoMeta(ctx: SeoContext, page: PageSeo): MetaDescriptor[] {
  const siteName = ctx.siteName;
  const title = page.title.includes(siteName) ? page.title : `${page.title} | ${siteName}`;
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
    { property: "og:site_name", content: siteName },
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
