import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { bumpContentVersion, invalidateSiteData } from "~/features/company/index.server";
import { log } from "~/lib/logger.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { seedPublishedPosts } from "../../../tests/helpers/blog-backlog";
import { blogListFailure, loadBlogList, type BlogListAnswer } from "./blog-list.server";
import { DEMO_POSTS, seedDemoPosts } from "./demo-posts.server";
import { TimeoutError } from "./timeout";

const POTAGER = DEMO_POSTS.find((p) => p.content.includes("harmattan"))!;
const address = (query: string) => new URL(`http://site.test/blog${query}`);
/** The page of the list an answer holds (failing the test when it says the page is missing). */
function listOf(answer: BlogListAnswer) {
  if (!("list" in answer)) throw new Error(`no such page: ${JSON.stringify(answer)}`);
  return answer.list;
}

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
    const french = listOf(await loadBlogList(database, address("?q=harmattan"), "fr"));
    expect([french.q, french.tag]).toEqual(["harmattan", ""]);
    expect(french.posts.map((p) => p.title)).toEqual([POTAGER.title]);
    expect(french.posts[0]!.dateLabel).toMatch(/^\d{1,2} \p{L}+ \d{4}$/u);
    expect(french.tags).toContain("Écologie");
    const english = listOf(await loadBlogList(database, address("?q=harmattan&tag=ecology"), "en"));
    expect(english.tag).toBe("ecology");
    expect(english.posts.map((p) => p.title)).toEqual([POTAGER.english.title]);
    expect(english.tags).toContain("Ecology");
  });

  it("counts tags and totals once per content version, again after an edit or a post coming out", async () => {
    const read = async (query = "") => {
      const list = listOf(await loadBlogList(database, address(query), "fr"));
      return { tags: list.tags, total: list.total };
    };
    const before = await read();
    expect(before.tags).toContain("Écologie");
    const ecology = (await read("?tag=%C3%89cologie")).total;
    const search = "?q=Article";
    const found = (await read(search)).total;
    // Written behind the data layer's back: the version did not move, the counts are the kept ones.
    await seedPublishedPosts(database, {
      count: 1,
      newest: "2026-01-01T00:00:00.000Z",
      tags: () => ["Nouveau", "Écologie"],
      prefix: "hidden",
    });
    expect(await read()).toEqual(before);
    expect((await read("?tag=%C3%89cologie")).total).toBe(ecology);
    // A search is counted anew each time.
    expect((await read(search)).total).toBe(found + 1);
    // An edit moves the version; a post due in a second and a half is not out yet.
    await seedPublishedPosts(database, {
      count: 1,
      newest: new Date(Date.now() + 1_500).toISOString(),
      tags: () => ["Programmé"],
      prefix: "scheduled",
    });
    await bumpContentVersion(database.db);
    invalidateSiteData(database);
    const edited = await read();
    expect(edited.tags).toContain("Nouveau");
    expect(edited.tags).not.toContain("Programmé");
    expect(edited.total).toBe(before.total + 1);
    expect((await read("?tag=%C3%89cologie")).total).toBe(ecology + 1);
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    const out = await read();
    expect(out.tags).toContain("Programmé");
    expect(out.total).toBe(before.total + 2);
  });

  it("cleans the filters and cuts them to their limits", async () => {
    const list = listOf(
      await loadBlogList(
        database,
        address(`?q=%00%20${"a".repeat(150)}&tag=${"b".repeat(80)}%0A`),
        "fr",
      ),
    );
    expect([list.q, list.tag, list.posts]).toEqual(["a".repeat(100), "b".repeat(60), []]);
  });

  it("pages, counts, filters and lists tags over every published post, past 500", async () => {
    await database.db.deleteFrom("blog_posts").execute();
    // 610 posts: 50 full pages and 10 on the 51st; only the oldest ten carry "Ancien".
    const posts = await seedPublishedPosts(database, {
      count: 610,
      newest: "2026-01-01T00:00:00.000Z",
      tags: (n) => (n >= 600 ? ["Volume", "Ancien"] : ["Volume"]),
    });
    const slugs = (list: { posts: Array<{ slug: string }> }) => list.posts.map((p) => p.slug);
    const first = listOf(await loadBlogList(database, address(""), "fr"));
    expect([first.page, first.total, first.pageSize]).toEqual([1, 610, 12]);
    expect(slugs(first)).toEqual(posts.slice(0, 12).map((p) => p.slug));
    expect(first.tags).toEqual(["Ancien", "Volume"]);
    const second = listOf(await loadBlogList(database, address("?page=2"), "fr"));
    expect(slugs(second)).toEqual(posts.slice(12, 24).map((p) => p.slug));
    const last = listOf(await loadBlogList(database, address("?page=51"), "fr"));
    expect(slugs(last)).toEqual(posts.slice(600).map((p) => p.slug));
    const old = listOf(await loadBlogList(database, address("?tag=ANCIEN"), "fr"));
    expect([old.total, slugs(old)]).toEqual([10, posts.slice(600).map((p) => p.slug)]);
    const found = listOf(await loadBlogList(database, address("?q=609&tag=volume"), "fr"));
    expect([found.total, slugs(found)]).toEqual([1, ["article-609"]]);
    expect(listOf(await loadBlogList(database, address("?page=1"), "fr")).page).toBe(1);
    // Past the end: no such page, and which is the last.
    expect(await loadBlogList(database, address("?page=52"), "fr")).toEqual({
      missing: { q: "", tag: "", lastPage: 51 },
    });
    expect(await loadBlogList(database, address("?tag=Ancien&page=2"), "fr")).toEqual({
      missing: { q: "", tag: "Ancien", lastPage: 1 },
    });
    // Not a page number: no such page, without reading the database.
    for (const junk of ["abc", "0", "-1", "2.5", "02", "1e3", "9999999", "", "2&page=3"])
      expect(await loadBlogList(database, address(`?page=${junk}`), "fr"), junk).toEqual({
        missing: { q: "", tag: "", lastPage: null },
      });
  });
});

it("names why the list failed for the 503 answer, and logs it", () => {
  const error = vi.spyOn(log, "error").mockImplementation(() => {});
  expect(blogListFailure(new TimeoutError())).toBe("Request timeout");
  expect(blogListFailure(new Error("no such table: blog_posts"))).toBe("Blog unavailable");
  expect(error).toHaveBeenCalledTimes(2);
  error.mockRestore();
});
