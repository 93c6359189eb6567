import { existsSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { DEMO_AUTHOR, DEMO_POSTS, seedDemoPosts } from "./demo-posts.server";
import { signedBy } from "./format";
import { listPublishedPosts, listPublishedTags } from "./posts.server";
import { countWords, htmlToText } from "./reading-time";
import { sanitizePostHtml } from "~/lib/sanitize.server";
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

  it.each(DEMO_POSTS.map((p) => [p.english.title, p] as const))(
    "%s is the English version, with the same structure",
    (_, post) => {
      const { english } = post;
      const words = countWords(htmlToText(english.content));
      expect(words).toBeGreaterThanOrEqual(300);
      for (const tag of ["<h2>", "<li>", "<blockquote>", "<a href="])
        expect(english.content.split(tag).length, tag).toBe(post.content.split(tag).length);
      expect(sanitizePostHtml(english.content.trim())).toBe(english.content.trim());
      expect(english.tags).toHaveLength(post.tags.length);
      expect(english.imageAlt.length).toBeGreaterThan(10);
      expect(post.imageAlt.length).toBeGreaterThan(10);
    },
  );

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
    const posts = await listPublishedPosts(database, { locale: "fr" });
    expect(posts.map((p) => p.title)).toEqual(DEMO_POSTS.map((p) => p.title));
    // Signed by the team under the name the company has when the post is shown.
    expect(posts.every((p) => p.author === DEMO_AUTHOR.fr && p.imageAlt)).toBe(true);
    expect(signedBy(posts[0]!.author, "Propreté Plus")).toBe("Équipe Propreté Plus");
    const english = await listPublishedPosts(database, { locale: "en" });
    expect(english.map((p) => p.title)).toEqual(DEMO_POSTS.map((p) => p.english.title));
    expect(english.every((p) => p.author === DEMO_AUTHOR.en && p.locale === "en")).toBe(true);
    expect(signedBy(english[0]!.author, "Propreté Plus")).toBe("The Propreté Plus team");
    expect(english.map((p) => p.translationGroup)).toEqual(posts.map((p) => p.translationGroup));
    expect(await listPublishedPosts(database, { q: "harmattan", locale: "fr" })).toHaveLength(1);
    expect(await listPublishedTags(database, "fr")).toContain("Écologie");
    expect(await listPublishedTags(database, "en")).toContain("Ecology");
  });
});
