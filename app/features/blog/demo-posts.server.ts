import { randomUUID } from "node:crypto";
import { nowIso, type AppDatabase } from "~/db/db.server";
import { evenementZeroDechet } from "./demo/evenement-zero-dechet";
import { hygieneCentresSante } from "./demo/hygiene-centres-sante";
import { potagerLome } from "./demo/potager-lome";
import { produitsBiodegradables } from "./demo/produits-biodegradables";
import type { DemoPost } from "./demo/types";
import { sanitizePostHtml } from "./sanitize.server";
import { slugify } from "./slug";

export const DEMO_POSTS: readonly DemoPost[] = [
  hygieneCentresSante,
  potagerLome,
  evenementZeroDechet,
  produitsBiodegradables,
];
export const DEMO_AUTHOR = "Équipe Africa Clean";

/**
 * Published demo articles for a fresh install, inserted only into an empty table (a real blog is
 * never touched, and a deleted demo post does not come back). Dates are spread over past weeks
 * so the list reads like a living blog.
 */
export async function seedDemoPosts({ db }: AppDatabase): Promise<number> {
  const existing = await db
    .selectFrom("blog_posts")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirst();
  if (Number(existing?.n ?? 0) > 0) return 0;
  const now = Date.now();
  await db
    .insertInto("blog_posts")
    .values(
      DEMO_POSTS.map((post) => {
        const at = nowIso(new Date(now - post.daysAgo * 86_400_000));
        return {
          id: randomUUID(),
          title: post.title,
          slug: slugify(post.title),
          content: sanitizePostHtml(post.content.trim()),
          excerpt: post.excerpt,
          image_url: post.imageUrl,
          status: "published" as const,
          tags: JSON.stringify(post.tags),
          author_name: DEMO_AUTHOR,
          author_id: null,
          created_at: at,
          updated_at: at,
          published_at: at,
          is_demo: 1,
        };
      }),
    )
    .execute();
  return DEMO_POSTS.length;
}
