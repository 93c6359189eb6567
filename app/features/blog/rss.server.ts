import { localizePath, type Locale } from "~/i18n/locale";
import { absoluteUrl } from "~/lib/seo";
import type { PostSummary } from "./types";

/** Posts in the feed (newest first). */
export const RSS_ITEMS = 20;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** RFC 822 date, as RSS 2.0 wants ("Sun, 22 Nov 2026 10:00:00 GMT"). */
export function rfc822(iso: string): string {
  return new Date(iso).toUTCString();
}

interface FeedOptions {
  publicUrl: string;
  title: string;
  description: string;
  posts: PostSummary[];
  /** The feed's language (its posts', and its links'). */
  locale?: Locale;
  now?: Date;
}

/**
 * RSS 2.0 of the latest published posts of one language. Links are the pages in that language;
 * the guid is the post's id, so renaming a post does not make readers show it twice.
 */
export function buildRss({
  publicUrl,
  title,
  description,
  posts,
  locale = "fr",
  now = new Date(),
}: FeedOptions): string {
  const blogUrl = absoluteUrl(publicUrl, localizePath("/blog", locale));
  const items = posts.map((post) => {
    const link = absoluteUrl(publicUrl, localizePath(`/blog/${post.slug}`, locale));
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="false">${escapeXml(post.id)}</guid>`,
      `      <pubDate>${rfc822(post.publishedAt ?? post.createdAt)}</pubDate>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      ...post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      "    </item>",
    ].join("\n");
  });
  const lastBuild = posts[0]
    ? rfc822(posts[0].publishedAt ?? posts[0].createdAt)
    : rfc822(now.toISOString());
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(title)}</title>
    <link>${escapeXml(blogUrl)}</link>
    <description>${escapeXml(description)}</description>
    <language>${locale}</language>
    <lastBuildDate>${lastBuild}</lastBuildDate>
    <atom:link href="${escapeXml(absoluteUrl(publicUrl, localizePath("/blog/rss.xml", locale)))}" rel="self" type="application/rss+xml"/>
${items.join("\n")}
  </channel>
</rss>
`;
}
