import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { MAX_LIST } from "~/features/blog/post-list.server";
import { bumpContentVersion } from "~/features/company/index.server";
import { SITEMAP_MAX_URLS } from "~/features/sitemap/index.server";
import { PUBLIC_PAGES } from "~/content/public-pages";
import { seedPublishedPosts, type BacklogPost } from "../helpers/blog-backlog";
import { seriousA11yViolations } from "../helpers/axe";
import { PHONE, waitForHydration } from "../helpers/browser";
import { ADMIN, it } from "../helpers/fixtures";

/**
 * The blog at volume (issue 41): four times more posts than one read ever returned (MAX_LIST),
 * enough for the sitemap to need three parts. Every public list pages through all of them, in
 * French and English, with and without JavaScript.
 */
const COUNT = 2 * SITEMAP_MAX_URLS;
const PAGE_SIZE = 12;
/** The demo articles (four, each in French and English) are newer than every seeded post. */
const DEMO = 4;
const TOTAL = COUNT + DEMO;
const PAGES = Math.ceil(TOTAL / PAGE_SIZE);
/** In the titles of a few dozen posts ("Article n° 99", "… 199", "… 990"…): more than one page. */
const SEARCH = "99";
/** Only the oldest ten posts carry it: a list of tags read from the newest posts misses it. */
const OLD_TAG = "Archives";

let seeded: Promise<BacklogPost[]> | undefined;
/** The posts, seeded once for the file, newest first; the pages cached before are dropped. */
function seed(database: AppDatabase) {
  seeded ??= seedPublishedPosts(database, {
    count: COUNT,
    newest: "2024-01-01T00:00:00.000Z",
    tags: (n) => (n >= COUNT - 10 ? ["Volume", OLD_TAG] : ["Volume"]),
  }).then(async (posts) => {
    await bumpContentVersion(database.db);
    return posts;
  });
  return seeded;
}

/** The slugs of the seeded posts page `page` of the whole list shows (after the demo's four). */
const expectedOn = (posts: BacklogPost[], page: number) =>
  posts.slice((page - 1) * PAGE_SIZE - DEMO, page * PAGE_SIZE - DEMO).map((p) => p.slug);
/** The slugs the cards on the page link to, in order. */
const cardSlugs = async (page: Page) =>
  (await page
    .getByTestId("post-card")
    .locator("h2 a, h3 a")
    .evaluateAll((links) =>
      links.map((a) => new URL((a as HTMLAnchorElement).href).pathname.replace("/blog/", "")),
    )) as string[];
const french = (n: number) => new Intl.NumberFormat("fr-FR").format(n);
const english = (n: number) => new Intl.NumberFormat("en-US").format(n);

describe("the blog's list, page by page", () => {
  it("pages every post with plain links, without JavaScript, in French and English", async ({
    server,
    database,
    openPage,
    allowErrors,
  }) => {
    allowErrors(/404/);
    const posts = await seed(database);
    expect(COUNT).toBeGreaterThan(MAX_LIST);
    const page = await openPage({ ...PHONE, javaScriptEnabled: false });
    await page.goto(`${server.url}/blog`);
    expect(await page.getByTestId("blog-count").textContent()).toBe(
      `${french(TOTAL)} articles trouvés`,
    );
    expect(await page.getByTestId("post-card").count()).toBe(PAGE_SIZE);
    const pager = page.getByRole("navigation", { name: "Pages de la liste des articles" });
    expect(await pager.getByText(`Page 1 sur ${french(PAGES)}`).count()).toBe(1);
    expect(await pager.getByRole("link", { name: "Page précédente" }).count()).toBe(0);

    await pager.getByRole("link", { name: "Page suivante" }).click();
    await page.waitForURL((url) => url.searchParams.get("page") === "2");
    expect(await cardSlugs(page)).toEqual(expectedOn(posts, 2));
    expect(await page.title()).toMatch(/^Blog.*\(page 2\) \| /);
    const head = (selector: string) => page.locator(`head ${selector}`).getAttribute("href");
    expect(await head('link[rel="canonical"]')).toBe("http://localhost:3000/blog?page=2");
    expect(await head('link[rel="prev"]')).toBe("http://localhost:3000/blog");
    expect(await head('link[rel="next"]')).toBe("http://localhost:3000/blog?page=3");
    expect(await pager.locator('a[rel="prev"]').getAttribute("href")).toBe("/blog");
    expect(await pager.locator('[aria-current="page"]').textContent()).toBe("2");

    // Far past the 500 posts the list used to stop at, then the very last page.
    await page.goto(`${server.url}/blog?page=100`);
    expect(await cardSlugs(page)).toEqual(expectedOn(posts, 100));
    await pager.getByRole("link", { name: `Page ${french(PAGES)}` }).click();
    await page.waitForURL((url) => url.searchParams.get("page") === String(PAGES));
    expect(await cardSlugs(page)).toEqual(expectedOn(posts, PAGES));
    expect(await cardSlugs(page)).toContain(posts.at(-1)!.slug);
    expect(await pager.getByRole("link", { name: "Page suivante" }).count()).toBe(0);

    // One page too far: a 404 that leads back to the last page.
    const past = await page.goto(`${server.url}/blog?page=${PAGES + 1}`);
    expect(past?.status()).toBe(404);
    expect(await page.getByTestId("blog-missing-page").getByRole("heading").textContent()).toBe(
      "Cette page de la liste n'existe pas",
    );
    await page.getByRole("link", { name: `Dernière page (${french(PAGES)})` }).click();
    await page.waitForURL((url) => url.searchParams.get("page") === String(PAGES));

    // The tag only the oldest posts carry is offered, and its list is theirs.
    const select = page.getByRole("combobox", { name: "Étiquette" });
    expect(await select.locator("option").allTextContents()).toContain(OLD_TAG);
    await select.selectOption(OLD_TAG);
    await page.getByRole("button", { name: "Rechercher", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("tag") === OLD_TAG);
    expect(await page.getByTestId("blog-count").textContent()).toBe("10 articles trouvés");
    expect(await cardSlugs(page)).toEqual(posts.slice(-10).map((p) => p.slug));
    expect(await page.getByTestId("blog-pager").count()).toBe(0);

    // English: the same pages (untranslated French posts are listed too), in English words.
    await page.goto(`${server.url}/blog?page=2&lng=en`);
    expect(await page.getByTestId("blog-count").textContent()).toBe(
      `${english(TOTAL)} articles found`,
    );
    expect(await cardSlugs(page)).toEqual(expectedOn(posts, 2));
    const enPager = page.getByRole("navigation", { name: "Pages of the article list" });
    expect(await enPager.getByText(`Page 2 of ${english(PAGES)}`).count()).toBe(1);
    expect(await enPager.getByRole("link", { name: "Next page" }).getAttribute("href")).toBe(
      "/blog?page=3&lng=en",
    );
    expect(await page.title()).toMatch(/^Blog.*\(page 2\) \| /);
  });

  it("shows the same pages with JavaScript, and filters in place from the first", async ({
    server,
    database,
    page,
  }) => {
    const posts = await seed(database);
    await page.goto(`${server.url}/blog?page=3`);
    await waitForHydration(page);
    expect(await cardSlugs(page)).toEqual(expectedOn(posts, 3));
    expect(await seriousA11yViolations(page)).toEqual([]);
    // A search in place: its first page, counted over every post, with links to its others.
    const matching = posts.filter((p) => p.title.includes(SEARCH));
    await page.getByRole("searchbox", { name: "Rechercher un article" }).fill(SEARCH);
    await page.waitForURL((url) => url.searchParams.get("q") === SEARCH);
    await page
      .getByTestId("blog-count")
      .filter({ hasText: `${matching.length} articles trouvés` })
      .waitFor();
    expect(new URL(page.url()).searchParams.has("page")).toBe(false);
    expect(await cardSlugs(page)).toEqual(matching.slice(0, PAGE_SIZE).map((p) => p.slug));
    const next = page.getByRole("link", { name: "Page suivante" });
    expect(await next.getAttribute("href")).toBe(`/blog?q=${SEARCH}&page=2`);
    await next.click();
    await page.waitForURL((url) => url.searchParams.get("page") === "2");
    expect(await cardSlugs(page)).toEqual(
      matching.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((p) => p.slug),
    );
    // The JSON route pages the same way.
    const json = (await (
      await fetch(`${server.url}/api/blog/posts?q=${SEARCH}&page=2`)
    ).json()) as {
      posts: Array<{ slug: string }>;
      total: number;
      page: number;
    };
    expect([json.page, json.total]).toEqual([2, matching.length]);
    expect(json.posts.map((p) => p.slug)).toEqual(await cardSlugs(page));
    // Back returns to the first page of the search.
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has("page"));
  });

  it("keeps each real page in the page cache, and answers junk with a 404, never a 5xx", async ({
    server,
    database,
  }) => {
    await seed(database);
    const get = (query: string) => fetch(`${server.url}/blog${query}`);
    await get("?page=2");
    const again = await get("?page=2");
    expect([again.status, again.headers.get("x-page-cache")]).toEqual([200, "hit"]);
    const first = await get("?page=1");
    expect([first.status, first.headers.get("x-page-cache")]).toEqual([200, "bypass"]);
    for (const junk of ["abc", "-1", "0", "2.5", "02", "99999999999999999999", "%00", ""]) {
      const answer = await get(`?page=${junk}`);
      expect(answer.status, junk).toBe(404);
      expect(answer.headers.get("x-page-cache"), junk).toBe("bypass");
      const api = await fetch(`${server.url}/api/blog/posts?page=${junk}`);
      expect(api.status, junk).toBe(404);
    }
    expect((await get(`?page=${PAGES + 1}&tag=${OLD_TAG}`)).status).toBe(404);
  });

  it("lists every post in the sitemap: an index past 1,000 addresses, then its parts", async ({
    server,
    database,
  }) => {
    const posts = await seed(database);
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    const index = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(index).toMatch(
      /<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const parts = [...index.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    // Pages in two languages, the demo's eight versions, then every seeded post.
    const addresses = PUBLIC_PAGES.length * 2 + DEMO * 2 + COUNT;
    expect(parts).toEqual([
      "http://localhost:3000/sitemap.xml?part=1",
      "http://localhost:3000/sitemap.xml?part=2",
      "http://localhost:3000/sitemap.xml?part=3",
    ]);
    const listed: string[] = [];
    for (const part of parts) {
      const response = await fetch(`${server.url}${new URL(part).pathname}${new URL(part).search}`);
      expect(response.status).toBe(200);
      const xml = await response.text();
      const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
      expect(locs.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
      listed.push(...locs);
    }
    expect(listed).toHaveLength(addresses);
    expect(new Set(listed).size).toBe(addresses);
    expect(listed).toContain(`http://localhost:3000/blog/${posts.at(-1)!.slug}`);
    expect(listed).toContain(`http://localhost:3000/blog/${posts[0]!.slug}`);
    expect((await fetch(`${server.url}/sitemap.xml?part=4`)).status).toBe(404);
  });

  it("pages the admin's list of posts and says how many there are", async ({
    server,
    database,
    openSignedInPage,
  }) => {
    const posts = await seed(database);
    const page = await openSignedInPage(ADMIN);
    await page.goto(`${server.url}/admin/posts`);
    await waitForHydration(page);
    // Every version: the demo's eight and the seeded posts.
    const all = COUNT + DEMO * 2;
    expect(await page.getByTestId("posts-count").textContent()).toBe(`${french(all)} articles`);
    const last = Math.ceil(all / 100);
    expect(await page.getByText(`Page 1 sur ${last}`).count()).toBe(1);
    await page.goto(`${server.url}/admin/posts?page=${last}`);
    await waitForHydration(page);
    // Newest first by creation: the last page ends with the oldest post.
    const slugs = await page
      .locator("li[data-post]")
      .evaluateAll((items) => items.map((li) => li.getAttribute("data-post")));
    expect(slugs.at(-1)).toBe(posts.at(-1)!.slug);
    expect(slugs).toHaveLength(all - (last - 1) * 100);
  });
});
