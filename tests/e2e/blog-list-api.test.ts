import { describe, expect } from "vitest";
import { DEMO_POSTS } from "~/features/blog/demo-posts.server";
import { CachePolicy } from "~/lib/http-cache";
import { it } from "../helpers/fixtures";

const POTAGER = DEMO_POSTS.find((p) => p.content.includes("harmattan"))!;

interface BlogList {
  q: string;
  tag: string;
  tags: string[];
  page: number;
  total: number;
  pageSize: number;
  posts: Array<{ title: string; slug: string; locale: string; dateLabel: string }>;
}

/**
 * `/api/blog/posts`, the list the blog page's island asks for as the reader types
 * (docs/product/screens.md#blog): the page's own data, in the language of `lng`, cached as the
 * page, and never a 5xx for what a visitor can put in an address.
 */
describe("the blog's list as JSON", () => {
  const list = (base: string, query: string, init?: RequestInit) =>
    fetch(`${base}/api/blog/posts${query}`, init);

  it("answers what the page shows, in French or English", async ({ server }) => {
    const french = await list(server.url, "?q=harmattan");
    expect(french.status).toBe(200);
    expect(french.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const body = (await french.json()) as BlogList;
    expect(Object.keys(body)).toEqual(["q", "tag", "tags", "posts", "page", "total", "pageSize"]);
    expect([body.page, body.total, body.pageSize]).toEqual([1, 1, 12]);
    expect(body.q).toBe("harmattan");
    expect(body.tag).toBe("");
    expect(body.posts.map((p) => p.title)).toEqual([POTAGER.title]);
    expect(body.posts[0]!.dateLabel).toMatch(/^\d{1,2} \p{L}+ \d{4}$/u);
    expect(body.tags).toContain("Écologie");
    // Exactly the data the page hands its island.
    const html = await (await fetch(`${server.url}/blog?q=harmattan`)).text();
    const props = /<ac-island data-name="features\/blog\/blog-list"[^>]*data-props="([^"]*)"/.exec(
      html,
    )![1]!;
    expect(JSON.parse(decodeEntities(props))).toEqual(body);

    const english = (await (
      await list(server.url, "?q=harmattan&tag=Ecology&lng=en")
    ).json()) as BlogList;
    expect(english.tag).toBe("Ecology");
    expect(english.posts.map((p) => [p.title, p.locale])).toEqual([[POTAGER.english.title, "en"]]);
    expect(english.tags).toContain("Ecology");
    expect(english.tags).not.toContain("Écologie");
  });

  it("is cached as briefly as the page, and costs a 304 when nothing changed", async ({
    server,
  }) => {
    const first = await list(server.url, "?tag=Compost", { headers: { cookie: "lng=fr" } });
    expect(first.headers.get("cache-control")).toBe(CachePolicy.sharedPage);
    const tag = first.headers.get("etag")!;
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    const again = await list(server.url, "?tag=Compost", {
      headers: { cookie: "lng=fr", "if-none-match": tag },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const other = await list(server.url, "?tag=Potager", { headers: { "if-none-match": tag } });
    expect(other.status).toBe(200);
    // An answer that gives a first visit its language cookie is that visitor's alone.
    const firstVisit = await list(server.url, "?lng=en");
    expect(firstVisit.headers.get("set-cookie")).toMatch(/^lng=en;/);
    expect(firstVisit.headers.get("cache-control")).toBe(CachePolicy.privatePage);
  });

  it("cleans and cuts what an address holds, or refuses it, never with a 5xx", async ({
    server,
  }) => {
    const long = (await (
      await list(server.url, `?q=${"a".repeat(500)}&tag=${"é".repeat(300)}`)
    ).json()) as BlogList;
    expect([long.q.length, long.tag.length, long.posts]).toEqual([100, 60, []]);
    const controls = (await (
      await list(server.url, "?q=%00har%1Bmat%0Atan%ED%A0%80&tag=%25&lng=xx")
    ).json()) as BlogList;
    // Control characters dropped, a line break made a space; an unknown language is French.
    expect(controls.q).toBe("harmat tan\uFFFD\uFFFD\uFFFD");
    expect(controls.tag).toBe("%");
    expect(controls.tags).toContain("Écologie");
    for (const query of ["?q=%E0%A4%A", "?q=a&q=b&tag=", "?q=%25%5F%27%22%3B--", "?lng[]=en"]) {
      const response = await list(server.url, query);
      expect(response.status, query).toBe(200);
      expect(Array.isArray(((await response.json()) as BlogList).posts), query).toBe(true);
    }
    const posted = await list(server.url, "", { method: "POST", body: "q=x" });
    expect(posted.status).toBe(405);
    const huge = await list(server.url, `?q=${"x".repeat(20_000)}`);
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
  });
});

/** The text of an HTML attribute value as React writes it. */
function decodeEntities(value: string): string {
  return value
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}
