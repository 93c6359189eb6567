import { describe, expect } from "vitest";
import { signInCookie } from "../helpers/auth";
import { waitForHydration } from "../helpers/browser";
import { ADMIN, it } from "../helpers/fixtures";
import { SITE_ORIGIN } from "../helpers/forms";
import { href } from "react-router";

describe("the blog editor keeps what is typed", () => {
  it("keeps a post's typing on the server, offers it back elsewhere, and drops it once saved", async ({
    server,
    database,
    openSignedInPage,
  }) => {
    const post = await database.db
      .selectFrom("blog_posts")
      .select(["id", "title", "updated_at"])
      .where("locale", "=", "fr")
      .orderBy("created_at")
      .executeTakeFirstOrThrow();
    const page = await openSignedInPage(ADMIN);
    await page.goto(`${server.url}/admin/posts/${post.id}`);
    await waitForHydration(page);
    await page.locator('[name="title"]').fill("Nettoyer un bureau en trente minutes");
    await expect
      .poll(() => page.locator("[data-autosave]").textContent(), { timeout: 15_000 })
      .toMatch(/^Gardé automatiquement à \d\d:\d\d$/);
    const kept = await database.db
      .selectFrom("autosaves")
      .select("data")
      .where("target", "=", `post:${post.id}`)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(kept.data)).toMatchObject({ title: "Nettoyer un bureau en trente minutes" });
    const unchanged = await database.db
      .selectFrom("blog_posts")
      .select(["title", "updated_at"])
      .where("id", "=", post.id)
      .executeTakeFirstOrThrow();
    expect(unchanged).toEqual({ title: post.title, updated_at: post.updated_at });

    // Another browser: offered back with its date, put into the form only on request.
    await page.context().close();
    const again = await openSignedInPage(ADMIN);
    await again.goto(`${server.url}/admin/posts/${post.id}`);
    await waitForHydration(again);
    expect(await again.locator('[name="title"]').inputValue()).toBe(post.title);
    await again
      .locator("[data-kept-typing]")
      .getByRole("button", { name: "Reprendre mes modifications" })
      .click();
    expect(await again.locator('[name="title"]').inputValue()).toBe(
      "Nettoyer un bureau en trente minutes",
    );
    await again.getByRole("button", { name: "Enregistrer", exact: true }).click();
    await again.getByText("Article enregistré.").first().waitFor();
    const saved = await database.db
      .selectFrom("blog_posts")
      .select("title")
      .where("id", "=", post.id)
      .executeTakeFirstOrThrow();
    expect(saved.title).toBe("Nettoyer un bureau en trente minutes");
    expect(
      await database.db
        .selectFrom("autosaves")
        .select("target")
        .where("target", "=", `post:${post.id}`)
        .execute(),
    ).toEqual([]);
    await again.reload();
    await waitForHydration(again);
    expect(await again.locator("[data-kept-typing]").count()).toBe(0);
  });

  it("keeps a new post's typing on the device when the tab is closed", async ({
    server,
    openSignedInPage,
  }) => {
    const page = await openSignedInPage(ADMIN);
    await page.goto(`${server.url}/admin/posts/new`);
    await waitForHydration(page);
    await page.locator('[name="title"]').fill("Brouillon jamais enregistré");
    await page.locator('[name="excerpt"]').fill("Un résumé tapé avant une coupure.");
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("post-editor:new-fr")))
      .toContain("Un résumé tapé avant une coupure.");
    const next = await page.context().newPage();
    await page.close();
    await next.goto(`${server.url}/admin/posts/new`);
    await waitForHydration(next);
    await next
      .locator("[data-kept-typing]")
      .getByRole("button", { name: "Reprendre mes modifications" })
      .click();
    expect(await next.locator('[name="title"]').inputValue()).toBe("Brouillon jamais enregistré");
    expect(await next.locator('[name="excerpt"]').inputValue()).toBe(
      "Un résumé tapé avant une coupure.",
    );
  });

  it("refuses an autosave for a post that does not exist, or from another site", async ({
    server,
  }) => {
    const cookie = await signInCookie(server.url, ADMIN.email, ADMIN.password);
    const post = (path: string, origin: string) =>
      fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { cookie, origin, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "autosave", base: "", document: "{}" }),
      });
    expect(
      (await post(href("/admin/posts/:id/autosave", { id: "no-such-post" }), SITE_ORIGIN)).status,
    ).toBe(404);
    expect(
      (
        await post(
          href("/admin/posts/:id/autosave", { id: "no-such-post" }),
          "https://evil.example",
        )
      ).status,
    ).toBe(403);
  });
});
