import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { log } from "~/lib/logger.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { blogListFailure, loadBlogList } from "./blog-list.server";
import { DEMO_POSTS, seedDemoPosts } from "./demo-posts.server";
import { TimeoutError } from "./timeout";

const POTAGER = DEMO_POSTS.find((p) => p.content.includes("harmattan"))!;
const address = (query: string) => new URL(`http://site.test/blog${query}`);

forEachDatabase((open) => {
  let database: AppDatabase;
  beforeEach(async () => {
    database = await open();
    await seedDemoPosts(database);
  });
  afterEach(async () => {
    await database.close();
  });

  it("lists the address's search and tag as cards in the page's language", async () => {
    const french = await loadBlogList(database, address("?q=harmattan"), "fr");
    expect([french.q, french.tag]).toEqual(["harmattan", ""]);
    expect(french.posts.map((p) => p.title)).toEqual([POTAGER.title]);
    expect(french.posts[0]!.dateLabel).toMatch(/^\d{1,2} \p{L}+ \d{4}$/u);
    expect(french.tags).toContain("Écologie");
    const english = await loadBlogList(database, address("?q=harmattan&tag=ecology"), "en");
    expect(english.tag).toBe("ecology");
    expect(english.posts.map((p) => p.title)).toEqual([POTAGER.english.title]);
    expect(english.tags).toContain("Ecology");
  });

  it("cleans the filters and cuts them to their limits", async () => {
    const list = await loadBlogList(
      database,
      address(`?q=%00%20${"a".repeat(150)}&tag=${"b".repeat(80)}%0A`),
      "fr",
    );
    expect([list.q, list.tag, list.posts]).toEqual(["a".repeat(100), "b".repeat(60), []]);
  });
});

it("names why the list failed for the 503 answer, and logs it", () => {
  const error = vi.spyOn(log, "error").mockImplementation(() => {});
  expect(blogListFailure(new TimeoutError())).toBe("Request timeout");
  expect(blogListFailure(new Error("no such table: blog_posts"))).toBe("Blog unavailable");
  expect(error).toHaveBeenCalledTimes(2);
  error.mockRestore();
});
