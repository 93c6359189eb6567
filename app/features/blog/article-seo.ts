import type { MetaDescriptor } from "react-router";
import { localizePath, type Locale } from "~/i18n/locale";
import { absoluteUrl, defaultShareImage, type PageSeo, type SeoContext } from "~/lib/seo";
import type { RootData } from "~/lib/root-data";
import type { ArticleData } from "./article-data";
import { signedBy } from "./format";

export const RSS_PATH = "/blog/rss.xml";

/** `<link rel="alternate" type="application/rss+xml">` so feed readers find the blog's feed. */
export function rssLink(root: Pick<RootData, "publicUrl" | "ui" | "locale">): MetaDescriptor {
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: root.ui.pages.blog.rssTitle,
    href: absoluteUrl(root.publicUrl, localizePath(RSS_PATH, root.locale)),
  };
}

/** An article's own title, description, picture and Open Graph article tags. */
export function articleSeo(root: RootData, post: ArticleData): PageSeo {
  return {
    title: post.title,
    description: post.description,
    type: "article",
    // The cover makes the link preview; without one, the site's card in the page's language.
    image: post.imageUrl ?? undefined,
    imageAlt: post.imageUrl ? (post.imageAlt ?? undefined) : undefined,
    versions: [post, ...post.translations].map((v) => ({
      locale: v.locale,
      path: `/blog/${v.slug}`,
    })),
    extra: [
      { property: "article:published_time", content: post.publishedAt },
      { property: "article:modified_time", content: post.updatedAt },
      { property: "article:author", content: signedBy(post.author, root.siteName) },
      ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
      rssLink(root),
    ],
  };
}

/**
 * schema.org BlogPosting, published by the LocalBusiness the root describes on every page (same
 * `@id`), so search engines tie the article to the company.
 */
export function blogPostingJsonLd(
  post: ArticleData,
  ctx: Pick<SeoContext, "publicUrl" | "siteName" | "share">,
  locale: Locale,
) {
  const author = signedBy(post.author, ctx.siteName);
  const url = absoluteUrl(ctx.publicUrl, localizePath(`/blog/${post.slug}`, locale));
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    inLanguage: post.locale,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    // A post written by a signed-in editor has a person behind it; the demo ones are the team's.
    author: post.authorId
      ? { "@type": "Person", name: author }
      : {
          "@type": "Organization",
          name: author,
          url: absoluteUrl(ctx.publicUrl, "/a-propos"),
        },
    image: absoluteUrl(ctx.publicUrl, post.imageUrl ?? ctx.share.site ?? defaultShareImage(locale)),
    keywords: post.tags.join(", "),
    wordCount: post.wordCount,
    publisher: { "@id": absoluteUrl(ctx.publicUrl, "/#business") },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
  };
}
