import { CachePolicy } from "~/lib/http-cache";
import { sql } from "kysely";
import type { Page, Route } from "playwright-core";
import { describe, expect } from "vitest";
import { SEARCH_DEBOUNCE_MS } from "~/features/blog/blog-list";
import { DEMO_POSTS } from "~/features/blog/demo-posts.server";
import { createPost, updatePost } from "~/features/blog/posts.server";
import { slugify } from "~/features/blog/slug";
import { seriousA11yViolations } from "../helpers/axe";
import { PHONE, waitForHydration, afterFrames } from "../helpers/browser";
import { it } from "../helpers/fixtures";

const POTAGER = DEMO_POSTS.find((p) => p.content.includes("harmattan"))!;
const texts = {
  fr: {
    count: (n: number) => (n < 2 ? `${n} article trouvé` : `${n} articles trouvés`),
    search: "Rechercher un article",
    submit: "Rechercher",
    tag: "Étiquette",
    clear: "Effacer la recherche",
    clearAll: "Tout effacer",
    empty: "Aucun article ne correspond à vos critères",
    seeAll: "Voir tous les articles",
    loading: "Chargement des articles...",
    notFound: "Article non trouvé",
    back: "Retour au blog",
    share: "Partager cet article",
    copied: "Lien copié dans le presse-papier !",
    removeTag: "Retirer le filtre — Étiquette : Écologie",
    removeDisinfection: "Retirer le filtre — Étiquette : Désinfection",
    errorTitle: "Erreur de chargement",
    retry: "Réessayer",
    ecology: "Écologie",
    disinfection: "Désinfection",
    author: "Équipe Africa Clean",
    month:
      /^\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/,
  },
  en: {
    count: (n: number) => (n === 1 ? "1 article found" : `${n} articles found`),
    search: "Search the articles",
    submit: "Search",
    tag: "Tag",
    clear: "Clear the search",
    clearAll: "Clear all",
    empty: "No article matches your criteria",
    seeAll: "See all articles",
    loading: "Loading articles...",
    notFound: "Article not found",
    back: "Back to the blog",
    share: "Share this article",
    copied: "Link copied to clipboard!",
    removeTag: "Remove the filter — Tag: Ecology",
    removeDisinfection: "Remove the filter — Tag: Disinfection",
    errorTitle: "Loading error",
    retry: "Try again",
    ecology: "Ecology",
    disinfection: "Disinfection",
    author: "The Africa Clean team",
    month:
      /^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
  },
};

const cardTitles = (page: Page) =>
  page.getByTestId("post-card").locator("h2, h3").allTextContents();
const waitForCount = (page: Page, text: string) =>
  page
    .getByTestId("blog-count")
    .filter({ hasText: new RegExp(`^${text}$`) })
    .waitFor({ timeout: 10_000 });

/** The JSON route the list's island asks as the reader types. */
const LIST_API = "**/api/blog/posts*";
/** The filters of every request the page sends the list's JSON route, in order. */
function listRequests(page: Page) {
  const asked: Array<{ q: string | null; tag: string | null; lng: string | null }> = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname !== "/api/blog/posts") return;
    const get = (name: string) => url.searchParams.get(name);
    asked.push({ q: get("q"), tag: get("tag"), lng: get("lng") });
  });
  return asked;
}
/** Resolves once the list's island has woken (on the reader's first touch) and hydrated. */
const listAwake = (page: Page) =>
  page
    .locator('ac-island[data-name="features/blog/blog-list"][data-hydrated]')
    .waitFor({ state: "attached", timeout: 15_000 });
/** The titles the JSON route lists for `query` (`?q=…`). */
async function listTitles(base: string, query: string): Promise<string[]> {
  const list = (await (await fetch(`${base}/api/blog/posts${query}`)).json()) as {
    posts: Array<{ title: string }>;
  };
  return list.posts.map((post) => post.title);
}

describe.each(["fr", "en"] as const)("the blog (%s)", (locale) => {
  const lng = locale === "en" ? "lng=en" : "";
  const withLng = (p: string) => (lng ? `${p}${p.includes("?") ? "&" : "?"}${lng}` : p);
  const t = texts[locale];
  // Each language lists its own version of the demo articles.
  const version = (p: (typeof DEMO_POSTS)[number]) => (locale === "en" ? p.english : p);
  const potager = version(POTAGER);

  it("lists the demo posts as cards, accessibly and without errors", async ({ server, page }) => {
    await page.goto(`${server.url}${withLng("/blog")}`);
    await waitForHydration(page);
    expect(await page.locator("h1").count()).toBe(1);
    expect(await page.getByTestId("blog-count").textContent()).toBe(t.count(DEMO_POSTS.length));
    expect((await cardTitles(page)).sort()).toEqual(DEMO_POSTS.map((p) => version(p).title).sort());
    for (const date of await page.getByTestId("post-card").locator("time").allTextContents())
      expect(date).toMatch(t.month);
    expect(await page.getByTestId("post-card").first().locator("img").getAttribute("loading")).toBe(
      "lazy",
    );
    // A post with four tags shows three and "+1".
    const fourTags = page
      .getByTestId("post-card")
      .filter({ hasText: version(DEMO_POSTS.find((p) => p.tags.length === 4)!).title });
    expect(await fourTags.getByText("+1", { exact: true }).isVisible()).toBe(true);
    expect(
      await page.locator('head link[rel="alternate"][type="application/rss+xml"]').count(),
    ).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it("searches by a word of one post's content, through the URL, without JavaScript", async ({
    server,
    openPage,
  }) => {
    const page = await openPage({ ...PHONE, javaScriptEnabled: false });
    await page.goto(`${server.url}${withLng("/blog?q=harmattan")}`);
    expect(await cardTitles(page)).toEqual([potager.title]);
    await page.goto(`${server.url}${withLng("/blog")}`);
    await page.getByRole("searchbox", { name: t.search }).fill("harmattan");
    await page.getByRole("button", { name: t.submit, exact: true }).click();
    await page.waitForURL(
      (url) =>
        url.searchParams.get("q") === "harmattan" &&
        url.searchParams.get("lng") === (lng ? "en" : null),
    );
    expect(await cardTitles(page)).toEqual([potager.title]);
    await page.getByRole("combobox", { name: t.tag }).selectOption(t.disinfection);
    await page.getByRole("button", { name: t.submit, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("tag") === t.disinfection);
    expect(await page.getByText(t.empty).isVisible()).toBe(true);
    // The chips are plain links: removing the tag keeps the search and the language.
    await page.getByRole("link", { name: t.removeDisinfection }).click();
    await page.waitForURL((url) => !url.searchParams.has("tag"));
    expect(new URL(page.url()).searchParams.get("q")).toBe("harmattan");
    expect(new URL(page.url()).searchParams.get("lng")).toBe(lng ? "en" : null);
    expect(await cardTitles(page)).toEqual([potager.title]);
  });

  it("searches as you type after a 300 ms pause, in place, replacing the history entry", async ({
    server,
    openPage,
  }) => {
    const page = await openPage();
    const start = Date.now();
    await page.clock.install({ time: start });
    // Time stands still: the search waits for the clock the test moves.
    await page.clock.pauseAt(start + 60_000);
    const asked = listRequests(page);
    await page.goto(`${server.url}${withLng("/mentions-legales")}`);
    await page.goto(`${server.url}${withLng("/blog")}`);
    await waitForHydration(page);
    const historyLength = await page.evaluate(() => history.length);
    // Gone if the page were loaded again.
    await page.evaluate(() => document.documentElement.setAttribute("data-same-page", ""));
    const box = page.getByRole("searchbox", { name: t.search });
    await box.pressSequentially("harmattan");
    await listAwake(page);
    await page.clock.runFor(SEARCH_DEBOUNCE_MS - 1);
    expect(asked).toEqual([]);
    await page.clock.runFor(1);
    await waitForCount(page, t.count(1));
    // One small request for the whole word, in the page's language.
    expect(asked).toEqual([{ q: "harmattan", tag: null, lng: lng ? "en" : null }]);
    expect(await cardTitles(page)).toEqual([potager.title]);
    expect(await page.getByTestId("active-filters").textContent()).toContain("harmattan");
    const url = new URL(page.url());
    expect([url.pathname, url.searchParams.get("q"), url.searchParams.get("lng")]).toEqual([
      "/blog",
      "harmattan",
      lng ? "en" : null,
    ]);
    expect(
      await page.evaluate(() => [
        history.length,
        document.activeElement?.id,
        document.documentElement.hasAttribute("data-same-page"),
      ]),
    ).toEqual([historyLength, "blog-q", true]);
    await page.getByRole("link", { name: t.clear }).click();
    await waitForCount(page, t.count(DEMO_POSTS.length));
    expect(await box.inputValue()).toBe("");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("blog-q");
    expect(new URL(page.url()).searchParams.has("q")).toBe(false);
    // Back leaves the blog: the searches replaced its entry.
    await page.goBack();
    await page.waitForURL((u) => u.pathname === "/mentions-legales");
  });

  it("applies what the reader typed and chose before the list's code arrived", async ({
    server,
    page,
  }) => {
    const expected = await listTitles(server.url, withLng(`?q=compost&tag=${t.ecology}`));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(DEMO_POSTS.length);
    // The island's code is held back until the reader has typed and chosen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/islands/assets/blog-list.island-*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.url}${withLng("/blog")}`);
    await waitForHydration(page);
    await page.getByRole("searchbox", { name: t.search }).fill("compost");
    await page.getByRole("combobox", { name: t.tag }).selectOption(t.ecology);
    release();
    await page.waitForURL(
      (url) => url.searchParams.get("q") === "compost" && url.searchParams.get("tag") === t.ecology,
    );
    await waitForCount(page, t.count(expected.length));
    expect((await cardTitles(page)).sort()).toEqual(expected.sort());
  });

  it("filters by tag from the select and from a card, with removable chips", async ({
    server,
    page,
  }) => {
    await page.goto(`${server.url}${withLng("/blog")}`);
    await waitForHydration(page);
    const historyLength = await page.evaluate(() => history.length);
    const select = page.getByRole("combobox", { name: t.tag });
    // A keyboard reader: the focus wakes the list, the choice applies at once.
    await select.focus();
    await select.selectOption("Compost");
    await waitForCount(page, t.count(1));
    expect(new URL(page.url()).searchParams.get("tag")).toBe("Compost");
    // A card's tag sets the filter, in place.
    await page
      .getByTestId("post-card")
      .getByRole("link", { name: new RegExp(`${t.ecology}$`) })
      .click();
    await page.waitForURL((url) => url.searchParams.get("tag") === t.ecology);
    const ecologie = DEMO_POSTS.filter((p) => version(p).tags.includes(t.ecology));
    await waitForCount(page, t.count(ecologie.length));
    expect(await select.inputValue()).toBe(t.ecology);
    // Chips: remove one, then all.
    await page.getByRole("searchbox", { name: t.search }).pressSequentially("harmattan");
    await page.waitForURL((url) => url.searchParams.get("q") === "harmattan");
    await waitForCount(page, t.count(1));
    await page.getByRole("link", { name: t.removeTag }).click();
    await page.waitForURL(
      (url) => !url.searchParams.has("tag") && url.searchParams.get("q") === "harmattan",
    );
    await waitForCount(page, t.count(1));
    expect(await select.inputValue()).toBe("");
    await page.getByRole("link", { name: t.clearAll }).click();
    await waitForCount(page, t.count(DEMO_POSTS.length));
    expect(await page.getByTestId("active-filters").count()).toBe(0);
    expect(await page.getByRole("searchbox", { name: t.search }).inputValue()).toBe("");
    // Every change replaced the page's entry.
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });

  it("shows the loading state while the list changes, and the empty state with a see-all button", async ({
    server,
    page,
  }) => {
    // The answer waits for the test, so the loading state can be seen.
    let release = () => {};
    let held = new Promise<void>((resolve) => (release = resolve));
    await page.route(LIST_API, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.url}${withLng("/blog")}`);
    await waitForHydration(page);
    const results = page.getByTestId("blog-results");
    expect(await results.getAttribute("aria-busy")).toBe("false");
    await page.getByRole("searchbox", { name: t.search }).fill("zzzz-introuvable");
    await page
      .getByRole("status")
      .getByTestId("blog-loading")
      .filter({ hasText: t.loading })
      .waitFor();
    expect(await results.getAttribute("aria-busy")).toBe("true");
    expect(await results.getAttribute("class")).toContain("opacity-60");
    release();
    await waitForCount(page, t.count(0));
    expect(await page.getByTestId("blog-loading").count()).toBe(0);
    expect(await results.getAttribute("aria-busy")).toBe("false");
    expect(await page.getByText(t.empty).isVisible()).toBe(true);
    held = Promise.resolve();
    await page.getByTestId("blog-empty").getByRole("link", { name: t.seeAll }).click();
    await waitForCount(page, t.count(DEMO_POSTS.length));
    expect(await page.getByRole("searchbox", { name: t.search }).inputValue()).toBe("");
    expect(new URL(page.url()).searchParams.has("q")).toBe(false);
  });

  it("never lets a slower earlier answer replace a later one, nor the text being typed", async ({
    server,
    page,
  }) => {
    let earlier: Route | undefined;
    let sent = () => {};
    const earlierSent = new Promise<void>((resolve) => (sent = resolve));
    await page.route(LIST_API, async (route) => {
      if (new URL(route.request().url()).searchParams.get("q") !== "compost")
        return route.continue();
      earlier = route;
      sent();
    });
    await page.goto(`${server.url}${withLng("/blog")}`);
    await waitForHydration(page);
    const box = page.getByRole("searchbox", { name: t.search });
    await box.fill("compost");
    await earlierSent;
    await box.fill("harmattan");
    await waitForCount(page, t.count(1));
    // The earlier answer comes at last, saying nothing matched (if the page still listens).
    await earlier!
      .fulfill({ json: { q: "compost", tag: "", tags: [], posts: [] } })
      .catch(() => "cancelled by the page");
    // The page has had the earlier answer and drawn what it makes of it, if anything.
    await afterFrames(page);
    expect(await page.getByTestId("blog-count").textContent()).toBe(t.count(1));
    expect(await cardTitles(page)).toEqual([potager.title]);
    expect(await box.inputValue()).toBe("harmattan");
    expect(new URL(page.url()).searchParams.get("q")).toBe("harmattan");
  });

  it("shows the error screen in place when an update fails, then recovers", async ({
    server,
    page,
    allowErrors,
  }) => {
    allowErrors(/status of 503/, /ERR_INTERNET_DISCONNECTED/);
    let answer: "503" | "offline" | "server" = "503";
    await page.route(LIST_API, (route) =>
      answer === "503"
        ? route.fulfill({ status: 503, json: { error: "Blog unavailable" } })
        : answer === "offline"
          ? route.abort("internetdisconnected")
          : route.continue(),
    );
    await page.goto(`${server.url}${withLng("/blog")}`);
    await waitForHydration(page);
    const box = page.getByRole("searchbox", { name: t.search });
    const error = page.getByTestId("blog-error");
    await box.fill("compost");
    await error.waitFor();
    expect(await error.getByRole("heading").textContent()).toBe(t.errorTitle);
    expect(await error.getByRole("link", { name: t.retry }).getAttribute("href")).toBe(
      withLng("/blog?q=compost"),
    );
    expect(await page.locator("h1").count()).toBe(1);
    expect(await page.getByTestId("blog-loading").count()).toBe(0);
    // The server answers again: the next search brings the list back.
    answer = "server";
    await box.fill("harmattan");
    await waitForCount(page, t.count(1));
    expect(await error.count()).toBe(0);
    // No network at all: the same screen.
    answer = "offline";
    await box.fill("compost");
    await error.waitFor();
    expect(await error.getByRole("heading").textContent()).toBe(t.errorTitle);
    expect(await box.inputValue()).toBe("compost");
  });

  it("opens an article: content, recent posts, SEO tags and structured data", async ({
    server,
    page,
  }) => {
    await page.goto(`${server.url}${withLng("/blog")}`);
    await waitForHydration(page);
    await page.getByRole("link", { name: potager.title, exact: true }).click();
    const slug = slugify(potager.title);
    await page.locator("h1").filter({ hasText: potager.title }).waitFor();
    expect(page.url()).toBe(`${server.url}${withLng(`/blog/${slug}`)}`);
    expect(await page.locator("h1").count()).toBe(1);
    const body = page.getByTestId("article-body");
    expect(await body.locator("h2").count()).toBeGreaterThan(3);
    // Each language has its own version: nothing on the page is in another language.
    expect(await body.getAttribute("lang")).toBe(null);
    expect(await page.getByRole("button", { name: t.share }).count()).toBe(2);
    expect(await page.getByRole("link", { name: t.back }).getAttribute("href")).toBe(
      withLng("/blog"),
    );
    expect(await page.getByTestId("post-card").count()).toBe(3);
    expect(await page.getByRole("link", { name: t.seeAll }).getAttribute("href")).toBe(
      withLng("/blog"),
    );
    // Reload for the server-rendered head of the article itself.
    await page.goto(page.url());
    const meta = (property: string) =>
      page.locator(`head meta[property="${property}"]`).first().getAttribute("content");
    expect(await meta("og:type")).toBe("article");
    expect(await meta("article:published_time")).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await page.locator('head meta[property="article:tag"]').count()).toBe(
      potager.tags.length,
    );
    // The cover, as the JPEG copy link previews can show (WhatsApp takes no WebP).
    expect(await meta("og:image")).toMatch(
      /\/og-image\.jpg\?src=%2Fimg%2Fnatura-potager-1-800\.webp$/,
    );
    expect(await page.locator('head link[rel="canonical"]').getAttribute("href")).toMatch(
      new RegExp(`/blog/${slug}${lng ? "\\?lng=en" : ""}$`),
    );
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (s) => JSON.parse(s),
    );
    const posting = jsonLd.find((d) => d["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: potager.title,
      author: { name: t.author },
      inLanguage: locale,
      publisher: { "@id": expect.stringMatching(/\/#business$/) },
    });
    expect(posting.datePublished).toBeTruthy();
    expect(posting.mainEntityOfPage["@id"]).toContain(`/blog/${slug}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it("copies the link and says so when the browser cannot share", async ({ server, openPage }) => {
    const page = await openPage({ permissions: ["clipboard-read", "clipboard-write"] });
    await page.context().addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "share", {
        value: undefined,
        configurable: true,
      }),
    );
    const slug = slugify(potager.title);
    await page.goto(`${server.url}${withLng(`/blog/${slug}`)}`);
    await waitForHydration(page);
    expect(await page.evaluate(() => typeof navigator.share)).toBe("undefined");
    await page.getByRole("button", { name: t.share }).last().click();
    await page.getByRole("status").filter({ hasText: t.copied }).waitFor();
    // The clean address on the reader's own host, in the page's language.
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${server.url}${withLng(`/blog/${slug}`)}`,
    );
  });

  it("answers an unknown slug with a 404 'not found' screen", async ({
    server,
    page,
    allowErrors,
  }) => {
    allowErrors(/404/);
    for (const bad of ["/blog/article-qui-n-existe-pas", "/blog/%3Cscript%3E"]) {
      const response = await page.goto(`${server.url}${withLng(bad)}`);
      expect(response?.status()).toBe(404);
      expect(await page.locator("h1").textContent()).toBe(t.notFound);
      expect(
        await page
          .getByTestId("article-not-found")
          .getByRole("link", { name: t.back })
          .getAttribute("href"),
      ).toBe(withLng("/blog"));
    }
  });
});

describe("the blog's feeds and addresses", () => {
  it("publishes an RSS 2.0 feed of the posts", async ({ server }) => {
    const response = await fetch(`${server.url}/blog/rss.xml`);
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<rss version="2.0"/);
    expect(xml.match(/<item>/g)).toHaveLength(DEMO_POSTS.length);
    for (const post of DEMO_POSTS) expect(xml).toContain(`/blog/${slugify(post.title)}</link>`);
    // The English feed lists the English versions, at their English addresses.
    const english = await (await fetch(`${server.url}/blog/rss.xml?lng=en`)).text();
    expect(english).toContain("<language>en</language>");
    for (const post of DEMO_POSTS)
      expect(english).toContain(`/blog/${slugify(post.english.title)}?lng=en</link>`);
    expect(xml).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/);
  });

  it("lists every post in the sitemap, in both languages, with lastmod and hreflang", async ({
    server,
  }) => {
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    for (const post of DEMO_POSTS) {
      const slug = slugify(post.title);
      const english = slugify(post.english.title);
      expect(xml).toMatch(new RegExp(`<loc>[^<]*/blog/${slug}</loc>\\s*<lastmod>\\d{4}-`));
      expect(xml).toMatch(new RegExp(`<loc>[^<]*/blog/${english}\\?lng=en</loc>`));
      expect(xml).toMatch(new RegExp(`hreflang="en" href="[^"]*/blog/${english}\\?lng=en"`));
    }
  });

  it("sends a renamed post's old address to the new one (301, keeping ?lng)", async ({
    server,
    database,
  }) => {
    // Written through the blog's own functions into the server's database (on SQLite, WAL lets
    // this second connection write beside the server).
    const post = await createPost(
      database,
      { title: "Titre provisoire", content: "<p>Texte</p>", status: "published" },
      { id: null, name: "Test" },
    );
    await updatePost(database, post.id, { title: "Titre définitif" });
    const response = await fetch(`${server.url}/blog/titre-provisoire?lng=en`, {
      redirect: "manual",
    });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/blog/titre-definitif?lng=en");
    expect((await fetch(`${server.url}/blog/titre-definitif`)).status).toBe(200);
    await database.db.deleteFrom("blog_posts").where("id", "=", post.id).execute();
  });

  it("shows the spec's error screens, with a retry link, when the posts cannot be read", async ({
    server,
    database,
    page,
    openPage,
    allowErrors,
  }) => {
    // The 503 answers are what this test provokes.
    allowErrors(/status of 503/);
    // An English reader has the list open when the posts become unreadable.
    const reader = await openPage();
    await reader.goto(`${server.url}/blog?lng=en`);
    await waitForHydration(reader);
    // Hide the table from the running server for a moment: every blog query then fails.
    try {
      await sql`alter table blog_posts rename to blog_posts_hidden`.execute(database.db);
      const json = await fetch(`${server.url}/api/blog/posts?q=compost`);
      expect(json.status).toBe(503);
      expect(json.headers.get("cache-control")).toBe(CachePolicy.noStore);
      expect(await json.json()).toEqual({ error: "Blog unavailable" });
      // Their next search shows the same screen in place, in their language.
      await reader.getByRole("searchbox", { name: "Search the articles" }).fill("compost");
      const inPlace = reader.getByTestId("blog-error");
      await inPlace.waitFor();
      expect(await inPlace.getByRole("heading").textContent()).toBe("Loading error");
      expect(await inPlace.getByRole("link", { name: "Try again" }).getAttribute("href")).toBe(
        "/blog?q=compost&lng=en",
      );
      const list = await page.goto(`${server.url}/blog?q=compost`);
      expect(list?.status()).toBe(503);
      expect(await page.locator("h1").textContent()).toBe("Erreur de chargement");
      expect(await page.getByRole("link", { name: "Réessayer" }).getAttribute("href")).toBe(
        "/blog?q=compost",
      );
      const article = await page.goto(`${server.url}/blog/${slugify(POTAGER.title)}?lng=en`);
      expect(article?.status()).toBe(503);
      expect(await page.locator("h1").textContent()).toBe("Error while loading the article");
    } finally {
      await sql`alter table blog_posts_hidden rename to blog_posts`.execute(database.db);
    }
    // "Try again" reloads the page, which now works (and sends the reader to the English version).
    await page.getByRole("link", { name: "Try again" }).click();
    await page.locator("h1").filter({ hasText: POTAGER.english.title }).waitFor();
  });
});
