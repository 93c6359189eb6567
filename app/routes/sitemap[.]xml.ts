import { listPublishedPostUrls, type PostUrl } from "~/features/blog/index.server";
import { withTimeout } from "~/features/blog";
import { localizePath, LOCALES, type Locale } from "~/i18n/locale";
import { CachePolicy, keptUntil } from "~/lib/http-cache";
import { getSiteData } from "~/features/company/index.server";
import { PUBLIC_PAGES } from "~/content/public-pages";
import { absoluteUrl } from "~/lib/seo";
import { getRuntime } from "~/runtime/runtime.server";

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** One <url> per language of `path`, each with its hreflang alternates (and lastmod when known). */
function urlEntries(publicUrl: string, path: string, lastmod?: string): string[] {
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
      `  </url>`,
    ].join("\n"),
  );
}

/**
 * An article version in its own language, with hreflang alternates to its translation when it
 * has one (an untranslated post has one address, in its language).
 */
function postEntry(publicUrl: string, post: PostUrl): string {
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
    `  </url>`,
  ].join("\n");
}

/** Every public page in French and English, and every published article version. */
export async function loader() {
  const { config, database } = await getRuntime();
  const [posts, { changesAt }] = await withTimeout(
    Promise.all([listPublishedPostUrls(database), getSiteData(database)]),
  );
  const entries = [
    ...PUBLIC_PAGES.flatMap((path) => urlEntries(config.PUBLIC_URL, path)),
    ...posts.map((post) => postEntry(config.PUBLIC_URL, post)),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": keptUntil(CachePolicy.hourly, changesAt),
    },
  });
}
