import { randomUUID } from "node:crypto";
import { nowIso, type AppDatabase } from "~/db/db.server";
import { evenementZeroDechet } from "./demo/evenement-zero-dechet";
import { hygieneCentresSante } from "./demo/hygiene-centres-sante";
import { potagerLome } from "./demo/potager-lome";
import { produitsBiodegradables } from "./demo/produits-biodegradables";
import type { DemoPost, DemoTranslation } from "./demo/types";
import { TEAM_AUTHOR } from "./post-author";
import { sanitizePostHtml } from "~/lib/sanitize.server";
import { postSearchText } from "./search-text";
import { slugify } from "./slug";

export const DEMO_POSTS: readonly DemoPost[] = [
  hygieneCentresSante,
  potagerLome,
  evenementZeroDechet,
  produitsBiodegradables,
];
/** The demo articles are signed by the team, in each version's language. */
export const DEMO_AUTHOR = TEAM_AUTHOR;

/**
 * Published demo articles for a fresh install, each in French and English (linked as
 * translations), inserted only into an empty table (a real blog is
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
      DEMO_POSTS.flatMap((post) => {
        const at = nowIso(new Date(now - post.daysAgo * 86_400_000));
        const group = randomUUID();
        const common = {
          image_url: post.imageUrl,
          status: "published" as const,
          author_id: null,
          created_at: at,
          updated_at: at,
          published_at: at,
          translation_group: group,
          is_demo: 1,
        };
        return [
          { ...common, ...version(post, "fr"), id: group, author_name: DEMO_AUTHOR.fr },
          {
            ...common,
            ...version(post.english, "en"),
            id: randomUUID(),
            author_name: DEMO_AUTHOR.en,
          },
        ];
      }),
    )
    // Processes starting together on one database both find the table empty: one set wins.
    .onConflict((oc) => oc.column("slug").doNothing())
    .execute();
  return DEMO_POSTS.length;
}

/** The language-specific columns of one version of a demo article. */
function version(post: DemoTranslation, locale: "fr" | "en") {
  const content = sanitizePostHtml(post.content.trim());
  return {
    locale,
    title: post.title,
    slug: slugify(post.title),
    content,
    excerpt: post.excerpt,
    tags: JSON.stringify(post.tags),
    image_alt: post.imageAlt,
    search_text: postSearchText({ ...post, content }),
  };
}
