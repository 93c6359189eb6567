import { describe, expect } from "vitest";
import { adminWords, words } from "~/i18n/words/admin";
import { waitForHydration } from "../helpers/browser";
import { it } from "../helpers/fixtures";

/** The blog editor shows and saves both language versions of a post side by side. */
describe.each(["fr", "en"] as const)("a post's two versions side by side (%s)", (staff) => {
  const t = words(staff, adminWords);
  const q = staff === "en" ? "?lng=en" : "";

  it("edits the English version beside the French one and comes back to both", async ({
    server,
    database,
    adminPage,
  }) => {
    const french = await database.db
      .selectFrom("blog_posts")
      .select(["id", "title", "translation_group"])
      .where("locale", "=", "fr")
      .orderBy("created_at")
      .executeTakeFirstOrThrow();
    await adminPage.goto(`${server.url}/admin/posts/${french.id}${q}`);
    await waitForHydration(adminPage);
    await adminPage.getByRole("link", { name: t.posts.sideBySide }).click();
    await adminPage.waitForURL(/\/side-by-side/);
    await waitForHydration(adminPage);
    const fr = adminPage.locator('section[data-version="fr"]');
    const en = adminPage.locator('section[data-version="en"]');
    expect(await fr.getByLabel(t.posts.fields.title).inputValue()).toBe(french.title);
    const title = `Side by side (${staff})`;
    await en.getByLabel(t.posts.fields.title).fill(title);
    await en.getByRole("button", { name: t.posts.save }).click();
    await adminPage.waitForURL(/side-by-side\?done=save&version=en/);
    await en.getByRole("status").filter({ hasText: t.posts.saved }).waitFor();
    // Both forms are there again, the English one with what was saved.
    expect(await en.getByLabel(t.posts.fields.title).inputValue()).toBe(title);
    expect(await fr.getByLabel(t.posts.fields.title).inputValue()).toBe(french.title);
    const english = await database.db
      .selectFrom("blog_posts")
      .select(["title", "translation_group"])
      .where("locale", "=", "en")
      .where("translation_group", "=", french.translation_group)
      .executeTakeFirstOrThrow();
    expect(english.title).toBe(title);
  });

  it("writes a missing version there, as the translation of the other", async ({
    server,
    database,
    adminPage,
  }) => {
    // A French article with no English version yet.
    await adminPage.goto(`${server.url}/admin/posts/new${q}`);
    await waitForHydration(adminPage);
    const frenchTitle = `Seulement en français ${staff}`;
    await adminPage.getByLabel(t.posts.fields.title).fill(frenchTitle);
    await adminPage.getByRole("button", { name: t.posts.save }).click();
    await adminPage.waitForURL(/\/admin\/posts\/[\w-]+\?done=save/);
    const french = await database.db
      .selectFrom("blog_posts")
      .select(["id", "translation_group"])
      .where("title", "=", frenchTitle)
      .executeTakeFirstOrThrow();
    await adminPage.goto(`${server.url}/admin/posts/${french.id}/side-by-side${q}`);
    await waitForHydration(adminPage);
    const en = adminPage.locator('section[data-version="en"]');
    await en.getByText(t.posts.newVersion).waitFor();
    await en.getByLabel(t.posts.fields.title).fill(`Only in French ${staff}, now in English`);
    await en.getByRole("button", { name: t.posts.save }).click();
    await adminPage.waitForURL(/side-by-side\?done=save&version=en/);
    const versions = await database.db
      .selectFrom("blog_posts")
      .select(["locale", "title"])
      .where("translation_group", "=", french.translation_group)
      .orderBy("locale")
      .execute();
    expect(versions).toEqual([
      { locale: "en", title: `Only in French ${staff}, now in English` },
      { locale: "fr", title: frenchTitle },
    ]);
  });
});
