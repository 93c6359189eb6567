import { randomUUID } from "node:crypto";
import type { AppDatabase } from "~/db/db.server";
import { postSearchText } from "~/features/blog/search-text";

/** Rows per INSERT: 16 columns each, far below SQLite's 32,766 bound values. */
const BATCH = 500;

export interface BacklogPost {
  title: string;
  slug: string;
  tags: string[];
  publishedAt: string;
  locale: "fr" | "en";
}

/**
 * `count` published French posts, one a minute up to `newest` (post 0 the newest), titled
 * "Article n° {n}" at `article-{n}`; `tags(n)` gives each its tags. Written with multi-row
 * INSERTs (no history, no slug checks), so thousands take a second. Returns them newest first.
 */
export async function seedPublishedPosts(
  { db }: AppDatabase,
  {
    count,
    newest,
    tags = () => ["Volume"],
    prefix = "article",
  }: { count: number; newest: string; tags?: (n: number) => string[]; prefix?: string },
): Promise<BacklogPost[]> {
  const last = Date.parse(newest);
  const posts = Array.from({ length: count }, (_, n) => ({
    title: `Article n° ${n}`,
    slug: `${prefix}-${n}`,
    tags: tags(n),
    publishedAt: new Date(last - n * 60_000).toISOString(),
    locale: "fr" as const,
  }));
  for (let i = 0; i < posts.length; i += BATCH) {
    await db
      .insertInto("blog_posts")
      .values(
        posts.slice(i, i + BATCH).map((post) => {
          const id = randomUUID();
          const content = `<p>${post.title}</p>`;
          return {
            id,
            title: post.title,
            slug: post.slug,
            content,
            excerpt: "",
            image_url: null,
            image_alt: null,
            status: "published" as const,
            tags: JSON.stringify(post.tags),
            author_name: "Équipe Africa Clean",
            author_id: null,
            created_at: post.publishedAt,
            updated_at: post.publishedAt,
            published_at: post.publishedAt,
            locale: post.locale,
            translation_group: id,
            search_text: postSearchText({ title: post.title, excerpt: "", content }),
          };
        }),
      )
      .execute();
  }
  return posts;
}
