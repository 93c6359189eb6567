import { existsSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { DEMO_POSTS, seedDemoPosts } from "./demo-posts.server";
import { listPublishedPosts, listPublishedTags } from "./posts.server";
import { countWords, htmlToText } from "./reading-time";
import { sanitizePostHtml } from "./sanitize.server";
import { slugify } from "./slug";

describe("demo posts", () => {
  it.each(DEMO_POSTS.map((p) => [p.title, p] as const))("%s is a real article", (_, post) => {
    const words = countWords(htmlToText(post.content));
    expect(words).toBeGreaterThanOrEqual(300);
    expect(words).toBeLessThanOrEqual(600);
    expect(post.content).toMatch(/<h2>/);
    expect(post.content).toMatch(/<(ul|ol)>/);
    expect(post.content).toMatch(/<blockquote>/);
    // Stored as written: nothing in it is something the sanitiser would change.
    expect(sanitizePostHtml(post.content.trim())).toBe(post.content.trim());
    expect(existsSync(path.join(import.meta.dirname, "../../../public", post.imageUrl))).toBe(true);
    expect(post.tags.length).toBeGreaterThan(0);
  });

  it("has distinct slugs, and one word the e2e search relies on in one post only", () => {
    expect(new Set(DEMO_POSTS.map((p) => slugify(p.title))).size).toBe(DEMO_POSTS.length);
    expect(
      DEMO_POSTS.filter((p) => /harmattan/i.test(p.content + p.title + p.excerpt)),
    ).toHaveLength(1);
  });
});

forEachDatabase((open) => {
  let database: AppDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.close();
  });

  it("seeds published posts into an empty table only", async () => {
    expect(await seedDemoPosts(database)).toBe(DEMO_POSTS.length);
    expect(await seedDemoPosts(database)).toBe(0);
    const posts = await listPublishedPosts(database);
    expect(posts.map((p) => p.title)).toEqual(DEMO_POSTS.map((p) => p.title));
    expect(await listPublishedPosts(database, { q: "harmattan" })).toHaveLength(1);
    expect(await listPublishedTags(database)).toContain("Écologie");
  });
});
