import { sql } from "kysely";
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { DEMO_POSTS } from "~/features/blog/demo-posts.server";
import { createPost, updatePost } from "~/features/blog/posts.server";
import { slugify } from "~/features/blog/slug";
import { seriousA11yViolations } from "../helpers/axe";
import { PHONE, waitForHydration } from "../helpers/browser";
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
  });

  it("searches as you type (debounced, replacing the history entry) and clears", async ({
    server,
    page,
  }) => {
    await page.goto(`${server.url}${withLng("/blog")}`);
    await waitForHydration(page);
    const historyLength = await page.evaluate(() => history.length);
    await page
      .getByRole("searchbox", { name: t.search })
      .pressSequentially("harmattan", { delay: 40 });
    await page.waitForURL((url) => url.searchParams.get("q") === "harmattan");
    await waitForCount(page, t.count(1));
    expect(await cardTitles(page)).toEqual([potager.title]);
    expect(await page.evaluate(() => [history.length, document.activeElement?.id])).toEqual([
      historyLength,
      "blog-q",
    ]);
    expect(new URL(page.url()).searchParams.get("lng")).toBe(lng ? "en" : null);
    await page.getByRole("link", { name: t.clear }).click();
    await waitForCount(page, t.count(DEMO_POSTS.length));
    expect(await page.getByRole("searchbox", { name: t.search }).inputValue()).toBe("");
    expect(new URL(page.url()).searchParams.has("q")).toBe(false);
  });

  it("filters by tag from the select and from a card, with removable chips", async ({
    server,
    page,
  }) => {
    await page.goto(`${server.url}${withLng("/blog")}`);
    await waitForHydration(page);
    await page.getByRole("combobox", { name: t.tag }).selectOption("Compost");
    await waitForCount(page, t.count(1));
    expect(new URL(page.url()).searchParams.get("tag")).toBe("Compost");
    // A card's tag sets the filter.
    await page
      .getByTestId("post-card")
      .getByRole("link", { name: new RegExp(`${t.ecology}$`) })
      .click();
    await page.waitForURL((url) => url.searchParams.get("tag") === t.ecology);
    const ecologie = DEMO_POSTS.filter((p) => version(p).tags.includes(t.ecology));
    await waitForCount(page, t.count(ecologie.length));
    expect(await page.getByRole("combobox", { name: t.tag }).inputValue()).toBe(t.ecology);
    // Chips: remove one, then all.
    await page.getByRole("searchbox", { name: t.search }).pressSequentially("harmattan");
    // The whole word is in the address (a slow machine may send "harma" first, with one result
    // too): the chips' links are built from it.
    await page.waitForURL((url) => url.searchParams.get("q") === "harmattan");
    await waitForCount(page, t.count(1));
    await page.getByRole("link", { name: t.removeTag }).click();
    await page.waitForURL(
      (url) => !url.searchParams.has("tag") && url.searchParams.get("q") === "harmattan",
    );
    await waitForCount(page, t.count(1));
    await page.getByRole("link", { name: t.clearAll }).click();
    await waitForCount(page, t.count(DEMO_POSTS.length));
    expect(await page.getByTestId("active-filters").count()).toBe(0);
    expect(await page.getByRole("searchbox", { name: t.search }).inputValue()).toBe("");
  });

  it("shows the loading state while the list changes, and the empty state with a see-all button", async ({
    server,
    page,
  }) => {
    // Slow the data request down so the loading notice has time to show.
    await page.route("**/blog.data*", async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    await page.goto(`${server.url}${withLng("/blog")}`);
    await waitForHydration(page);
    await page.getByRole("searchbox", { name: t.search }).fill("zzzz-introuvable");
    await page.getByTestId("blog-loading").filter({ hasText: t.loading }).waitFor();
    await waitForCount(page, t.count(0));
    expect(await page.getByTestId("blog-loading").count()).toBe(0);
    expect(await page.getByText(t.empty).isVisible()).toBe(true);
    await page.getByTestId("blog-empty").getByRole("link", { name: t.seeAll }).click();
    await waitForCount(page, t.count(DEMO_POSTS.length));
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
    allowErrors,
  }) => {
    // The two 503 answers are what this test provokes.
    allowErrors(/status of 503/);
    // Hide the table from the running server for a moment: every blog query then fails.
    try {
      await sql`alter table blog_posts rename to blog_posts_hidden`.execute(database.db);
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
