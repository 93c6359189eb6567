import type { PostUrl } from "~/features/blog/index.server";
import { localizePath, LOCALES, type Locale } from "~/i18n/locale";
import { absoluteUrl } from "~/lib/seo";

/** The pieces of the sitemap's XML (sitemaps.org 0.9, with hreflang alternates). */

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export const URLSET_OPEN = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
export const URLSET_CLOSE = `</urlset>\n`;

/** One <url> per language of `path`, each with its hreflang alternates (and lastmod when known). */
export function pageEntries(publicUrl: string, path: string, lastmod?: string): string[] {
  const alternates = LOCALES.map(
    (alt) =>
      `    <xhtml:link rel="alternate" hreflang="${alt}" href="${escapeXml(absoluteUrl(publicUrl, localizePath(path, alt)))}"/>`,
  );
  return LOCALES.map((locale) =>
    [
      `  <url>`,
      `    <loc>${escapeXml(absoluteUrl(publicUrl, localizePath(path, locale)))}</loc>`,
      ...(lastmod ? [`    <lastmod>${escapeXml(lastmod)}</lastmod>`] : []),
      ...alternates,
      `  </url>\n`,
    ].join("\n"),
  );
}

/**
 * An article version in its own language, with hreflang alternates to its translation when it
 * has one (an untranslated post has one address, in its language).
 */
export function postEntry(publicUrl: string, post: PostUrl): string {
  const href = (locale: Locale, slug: string) =>
    escapeXml(absoluteUrl(publicUrl, localizePath(`/blog/${slug}`, locale)));
  const versions = [{ locale: post.locale, slug: post.slug }, ...post.translations];
  return [
    `  <url>`,
    `    <loc>${href(post.locale, post.slug)}</loc>`,
    `    <lastmod>${escapeXml(post.updatedAt)}</lastmod>`,
    ...(versions.length > 1
      ? versions.map(
          (v) =>
            `    <xhtml:link rel="alternate" hreflang="${v.locale}" href="${href(v.locale, v.slug)}"/>`,
        )
      : []),
    `  </url>\n`,
  ].join("\n");
}

/** The index of a sitemap cut in parts: where each part is. */
export function sitemapIndex(partUrls: readonly string[]): string {
  const parts = partUrls.map(
    (url) => `  <sitemap>\n    <loc>${escapeXml(url)}</loc>\n  </sitemap>\n`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts.join("")}</sitemapindex>\n`;
}
