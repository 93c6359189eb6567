import { afterEach, beforeEach, expect, it } from "vitest";
import { PUBLIC_PAGES } from "~/content/public-pages";
import type { AppDatabase } from "~/db/db.server";
import { publishedPostUrls } from "~/features/blog/index.server";
import { seedPublishedPosts } from "../../../tests/helpers/blog-backlog";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { SITEMAP_MAX_URLS, sitemapResponse } from "./sitemap.server";

const SITE = "https://site.test";
const PAGE_URLS = PUBLIC_PAGES.length * 2;
const ask = (database: AppDatabase, query: string, maxUrls?: number) =>
  sitemapResponse(database, SITE, new URL(`${SITE}/sitemap.xml${query}`), maxUrls);
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

forEachDatabase((open) => {
  let database: AppDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.close();
  });

  it("lists every page and post in one file up to the limit, the oldest post included", async () => {
    const posts = await seedPublishedPosts(database, {
      count: 600,
      newest: "2026-01-01T00:00:00.000Z",
    });
    const response = await ask(database, "");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml[^>]*>\n<urlset [^>]*>\n {2}<url>/);
    expect(xml.endsWith("</urlset>\n")).toBe(true);
    const urls = locs(xml);
    expect(urls).toHaveLength(PAGE_URLS + 600);
    expect(new Set(urls).size).toBe(urls.length);
    // Oldest first, after the pages: the oldest post leads the posts.
    expect(urls[PAGE_URLS]).toBe(`${SITE}/blog/${posts.at(-1)!.slug}`);
    expect(urls.at(-1)).toBe(`${SITE}/blog/${posts[0]!.slug}`);
    expect((await ask(database, "?part=1")).status).toBe(404);
  });

  it("past the limit, answers an index of parts that together list every address once", async () => {
    await seedPublishedPosts(database, { count: 25, newest: "2026-01-01T00:00:00.000Z" });
    const whole = locs(await (await ask(database, "")).text());
    // 45 addresses, 10 a part: 5 parts, the last with 5.
    const index = await (await ask(database, "", 10)).text();
    expect(index).toMatch(/^<\?xml[^>]*>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org/);
    const parts = locs(index);
    expect(parts).toEqual([1, 2, 3, 4, 5].map((n) => `${SITE}/sitemap.xml?part=${n}`));
    const listed: string[] = [];
    for (const part of parts) {
      const answer = await ask(database, new URL(part).search, 10);
      expect(answer.status).toBe(200);
      const xml = await answer.text();
      expect(xml).toMatch(/<urlset [^>]*>[\s\S]*<\/urlset>\n$/);
      listed.push(...locs(xml));
    }
    expect(listed).toHaveLength(45);
    expect(listed).toEqual(whole);
    for (const junk of ["?part=6", "?part=0", "?part=abc", "?part=-1", "?part=01", "?part="])
      expect((await ask(database, junk, 10)).status, junk).toBe(404);
  });

  it("reads posts in batches that follow each other without gap or repeat", async () => {
    await seedPublishedPosts(database, { count: 23, newest: "2026-01-01T00:00:00.000Z" });
    const slugs = async (offset: number, count: number, batch: number) => {
      const found: string[] = [];
      for await (const urls of publishedPostUrls(database, { offset, count, batch }))
        found.push(...urls.map((u) => u.slug));
      return found;
    };
    const all = await slugs(0, 100, 100);
    expect(all).toHaveLength(23);
    expect(await slugs(0, 100, 4)).toEqual(all);
    expect(await slugs(5, 10, 3)).toEqual(all.slice(5, 15));
  });
});

it("cuts the sitemap into parts of 1,000, well within the protocol's 50,000 a file", () => {
  expect(SITEMAP_MAX_URLS).toBe(1_000);
});
