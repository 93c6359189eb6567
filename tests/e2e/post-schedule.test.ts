import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { editPublicContent } from "~/features/company/public-edit.server";
import { waitForHydration } from "../helpers/browser";
import { it } from "../helpers/fixtures";
import { until } from "../helpers/until";
import { href } from "react-router";

const TITLE = "Citernes propres avant la saison sèche";
const SLUG = "citernes-propres-avant-la-saison-seche";

async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

/** "30 nov. 2026, 09:00" as the admin writes a time, in Lomé. */
const lomeTime = (iso: string) =>
  new Intl.DateTimeFormat("fr-FR", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Africa/Lome",
  }).format(new Date(iso));

/** Where a reader finds a post: the list, a tag, its page, the sitemap and the feed. */
async function publicView(url: string) {
  const text = async (path: string) => {
    const answer = await fetch(`${url}${path}`);
    return { status: answer.status, body: await answer.text(), cache: answer.headers };
  };
  const [list, tag, article, sitemap, feed] = await Promise.all([
    text("/blog"),
    text("/blog?tag=citernes"),
    text(`/blog/${SLUG}`),
    text("/sitemap.xml"),
    text("/blog/rss.xml"),
  ]);
  return {
    list: list.body.includes(TITLE),
    listCache: list.cache.get("x-page-cache"),
    tag: tag.body.includes(TITLE),
    article: article.status,
    sitemap: sitemap.body.includes(`/blog/${SLUG}</loc>`),
    feed: feed.body.includes(`/blog/${SLUG}</link>`),
    feedCache: feed.cache.get("cache-control"),
  };
}

describe("a post scheduled for later", () => {
  it("is scheduled in the editor in Lomé time, refuses impossible dates, and comes out by itself everywhere", async ({
    server,
    database,
    databaseKind,
    editorPage: page,
    openPage,
    launchServer,
    allowErrors,
  }) => {
    // The forged times below are answered 400, which the console reports.
    allowErrors(/status of 400/);
    // A second process on the same database: it must see the post come out too.
    const second = await launchServer(
      databaseKind === "postgres"
        ? { DATABASE_URL: server.databaseOptions.databaseUrl! }
        : { DATA_DIR: server.dataDir },
    );

    await open(page, `${server.url}/admin/posts/new`);
    await page.getByLabel("Titre", { exact: true }).fill(TITLE);
    await page.getByLabel("Mots-clés (séparés par des virgules)").fill("citernes");
    await page.getByRole("textbox", { name: "Contenu" }).click();
    await page.keyboard.type("Vider, brosser, désinfecter, rincer.");
    await page.getByLabel("Date et heure de publication (heure de Lomé)").fill("2030-06-14T09:30");
    await page.getByRole("button", { name: "Publier" }).click();
    const when = lomeTime("2030-06-14T09:30:00Z");
    await page.getByText(`Article programmé : il paraîtra le ${when} (heure de Lomé).`).waitFor();
    expect(await page.getByTestId("post-status").textContent()).toContain(
      `Programmé : paraîtra le ${when} (heure de Lomé)`,
    );
    await page.getByRole("button", { name: "Annuler la programmation" }).waitFor();
    const post = await database.db
      .selectFrom("blog_posts")
      .select(["id", "status", "published_at"])
      .where("slug", "=", SLUG)
      .executeTakeFirstOrThrow();
    expect(post).toMatchObject({ status: "published", published_at: "2030-06-14T09:30:00.000Z" });

    // The team's list names it scheduled, with its time; the filter finds it.
    await open(page, `${server.url}/admin/posts?status=scheduled`);
    expect(await page.locator(`[data-post="${SLUG}"] [data-post-state]`).textContent()).toBe(
      `Programmé : paraîtra le ${when} (heure de Lomé)`,
    );

    // Forged or impossible times are refused in words, and nothing changes.
    for (const forged of ["2030-02-30T10:00", "2030-06-14T25:00", "1200-01-01T00:00", "demain"]) {
      const answer = await page.evaluate(
        async ({ address, value, title }) => {
          const body = new URLSearchParams({
            intent: "save",
            title,
            content: "<p>Vider, brosser, désinfecter, rincer.</p>",
            publishedAt: value,
          });
          const res = await fetch(address, { method: "POST", body });
          return { status: res.status, html: await res.text() };
        },
        { address: href("/admin/posts/:id", { id: post.id }), value: forged, title: TITLE },
      );
      expect(answer.status, forged).toBe(400);
      expect(answer.html, forged).toContain("Date ou heure invalide : choisissez un jour");
    }
    expect(
      (
        await database.db
          .selectFrom("blog_posts")
          .select("published_at")
          .where("id", "=", post.id)
          .executeTakeFirstOrThrow()
      ).published_at,
    ).toBe("2030-06-14T09:30:00.000Z");

    // Moved to a few seconds ahead as a save does it (one write, the content version moved):
    // the editor's field counts in minutes, and a test should not wait for the next one. Enough
    // seconds for the checks below on a busy machine, all before the time.
    const due = Date.now() + 20_000;
    await editPublicContent(database, (trx) =>
      trx
        .updateTable("blog_posts")
        .set({ published_at: new Date(due).toISOString() })
        .where("id", "=", post.id)
        .execute(),
    );
    // Both processes have read that write (within their 2 s check): each feed's lifetime now
    // ends at the new time. Pages are kept in memory, and the post is still hidden.
    const untilDue = (cacheControl: string | null) =>
      Number(/max-age=(\d+)/.exec(cacheControl ?? "")?.[1]) <=
      Math.ceil((due - Date.now()) / 1000) + 1;
    for (const url of [server.url, second.url])
      await until(async () =>
        untilDue((await fetch(`${url}/blog/rss.xml`)).headers.get("cache-control")),
      );
    for (const url of [server.url, second.url]) {
      await publicView(url);
      const before = await publicView(url);
      expect(before).toMatchObject({
        list: false,
        listCache: "hit",
        tag: false,
        article: 404,
        sitemap: false,
        feed: false,
      });
      // No cache in between keeps the feed past the publication time.
      expect(untilDue(before.feedCache ?? null)).toBe(true);
    }
    expect(Date.now()).toBeLessThan(due);

    // Nobody edits anything: at its time it is everywhere, in both processes, from the first
    // request after it (decision 041), not at a check interval or a cache's expiry.
    await until(() => Date.now() >= due);
    const after = await Promise.all([server.url, second.url].map((url) => publicView(url)));
    for (const seen of after)
      expect(seen).toMatchObject({
        list: true,
        tag: true,
        article: 200,
        sitemap: true,
        feed: true,
      });

    const reader = await openPage();
    await open(reader, `${server.url}/blog`);
    await reader
      .getByRole("link", { name: new RegExp(TITLE) })
      .first()
      .click();
    await reader.getByRole("heading", { name: TITLE }).waitFor();
    await open(page, `${server.url}/admin/posts`);
    expect(await page.locator(`[data-post="${SLUG}"] [data-post-state]`).textContent()).toBe(
      "Publié",
    );
  });
});
