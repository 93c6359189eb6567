import { describe, expect, it } from "vitest";
import { buildRss, rfc822 } from "./rss.server";
import type { PostSummary } from "./types";

const post: PostSummary = {
  id: "8d1c2f5e-0000-4000-8000-000000000001",
  title: `Tri & recyclage : "<zéro>" déchet`,
  slug: "tri-recyclage-zero-dechet",
  excerpt: "Moins de déchets, plus de valeur.",
  imageUrl: null,
  imageAlt: null,
  locale: "fr",
  translationGroup: "8d1c2f5e-0000-4000-8000-000000000001",
  status: "published",
  tags: ["Écologie", "A&B"],
  author: "Équipe Africa Clean",
  authorId: null,
  createdAt: "2026-11-20T08:00:00.000Z",
  updatedAt: "2026-11-21T08:00:00.000Z",
  publishedAt: "2026-11-22T10:30:00.000Z",
  readingMinutes: 3,
};

describe("buildRss", () => {
  it("writes RFC 822 dates", () => {
    expect(rfc822("2026-11-22T10:30:00.000Z")).toBe("Sun, 22 Nov 2026 10:30:00 GMT");
  });

  it("makes an RSS 2.0 channel with escaped, absolute items", () => {
    const xml = buildRss({
      publicUrl: "https://africaclean.tg",
      title: "Blog Africa Clean",
      description: "Conseils",
      posts: [post],
    });
    expect(xml).toContain(`<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">`);
    expect(xml).toContain(`<link>https://africaclean.tg/blog</link>`);
    expect(xml).toContain(
      `<atom:link href="https://africaclean.tg/blog/rss.xml" rel="self" type="application/rss+xml"/>`,
    );
    expect(xml).toContain(`<title>Tri &#38; recyclage : &#34;&#60;zéro&#62;&#34; déchet</title>`);
    expect(xml).toContain(`<link>https://africaclean.tg/blog/tri-recyclage-zero-dechet</link>`);
    expect(xml).toContain(`<guid isPermaLink="false">${post.id}</guid>`);
    expect(xml).toContain(`<pubDate>Sun, 22 Nov 2026 10:30:00 GMT</pubDate>`);
    expect(xml).toContain(`<description>Moins de déchets, plus de valeur.</description>`);
    expect(xml).toContain(`<category>A&#38;B</category>`);
    expect(xml).toContain(`<lastBuildDate>Sun, 22 Nov 2026 10:30:00 GMT</lastBuildDate>`);
  });

  it("is valid with no post at all", () => {
    const xml = buildRss({
      publicUrl: "https://africaclean.tg/",
      title: "t",
      description: "d",
      posts: [],
      now: new Date("2026-01-01T00:00:00Z"),
    });
    expect(xml).not.toContain("<item>");
    expect(xml).toContain("<lastBuildDate>Thu, 01 Jan 2026 00:00:00 GMT</lastBuildDate>");
  });
});
