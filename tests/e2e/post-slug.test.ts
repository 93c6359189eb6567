import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { createPost, updatePost } from "~/features/blog/posts.server";
import { waitForHydration } from "../helpers/browser";
import { it } from "../helpers/fixtures";

const team = { id: null, name: "Équipe Africa Clean" };

async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

/** Saves the editor's form and returns the status of the action's answer. */
async function save(page: Page): Promise<number> {
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST"),
    page.getByRole("button", { name: "Enregistrer" }).click(),
  ]);
  return answer.status();
}

describe("a post's address", () => {
  it("is edited in the editor, refused in words when not allowed or taken, and every old address redirects", async ({
    server,
    database,
    editorPage: page,
    openPage,
    allowErrors,
  }) => {
    // Each refused save is answered 400, which the console reports.
    allowErrors(/status of 400/);
    const post = await createPost(
      database,
      {
        title: "Nettoyer un tapis",
        content: "<p>Aspirer, puis shampouiner.</p>",
        status: "published",
      },
      team,
    );
    const other = await createPost(
      database,
      { title: "Laver les vitres", content: "<p>De haut en bas.</p>", status: "published" },
      team,
    );
    // "laver-les-vitres" is now the other post's former address, which still leads to it.
    await updatePost(database, other.id, { slug: "vitres-propres" });
    const stored = async () =>
      (
        await database.db
          .selectFrom("blog_posts")
          .select("slug")
          .where("id", "=", post.id)
          .executeTakeFirstOrThrow()
      ).slug;

    await open(page, `${server.url}/admin/posts/${post.id}`);
    const field = page.getByLabel("Adresse de l'article");
    expect(await field.inputValue()).toBe("nettoyer-un-tapis");
    const problem = page.locator("#post-slug-problem");
    const invalid = "Adresse invalide : seulement des lettres minuscules sans accent";
    const refusals: Array<[string, string]> = [
      ["Tapis Propre!", invalid],
      ["vitres-propres", "Cette adresse est déjà celle d'un autre article"],
      ["//evil.example/blog", invalid],
      [
        "laver-les-vitres",
        "Cette adresse a déjà servi à un autre article et mène toujours vers lui",
      ],
    ];
    for (const [typed, words] of refusals) {
      await field.fill(typed);
      expect(await save(page)).toBe(400);
      await problem.filter({ hasText: words }).waitFor();
      expect(await field.getAttribute("aria-invalid")).toBe("true");
      // What was typed stays in the field, and nothing was stored.
      expect(await field.inputValue()).toBe(typed);
      expect(await stored()).toBe("nettoyer-un-tapis");
    }

    // Accepted; a new title alone does not move the address.
    await field.fill("tapis-propre");
    await page.getByLabel("Titre", { exact: true }).fill("Nettoyer un tapis en profondeur");
    expect(await save(page)).toBeLessThan(400);
    await page.getByText("Article enregistré.").first().waitFor();
    expect(await page.getByTestId("post-status").textContent()).toContain("/blog/tapis-propre");
    expect(await stored()).toBe("tapis-propre");
    const moved = await fetch(`${server.url}/blog/nettoyer-un-tapis?lng=en`, {
      redirect: "manual",
    });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/blog/tapis-propre?lng=en");

    // Changed again: each former address leads to the current one in a single step.
    await field.fill("tapis-impeccable");
    expect(await save(page)).toBeLessThan(400);
    for (const old of ["nettoyer-un-tapis", "tapis-propre"]) {
      const answer = await fetch(`${server.url}/blog/${old}`, { redirect: "manual" });
      expect([answer.status, answer.headers.get("location")]).toEqual([
        301,
        "/blog/tapis-impeccable",
      ]);
    }

    // Back to the first address: it is the article again, and no address loops.
    await field.fill("nettoyer-un-tapis");
    expect(await save(page)).toBeLessThan(400);
    expect(
      (await fetch(`${server.url}/blog/nettoyer-un-tapis`, { redirect: "manual" })).status,
    ).toBe(200);
    for (const old of ["tapis-propre", "tapis-impeccable"]) {
      const answer = await fetch(`${server.url}/blog/${old}`);
      expect(answer.url).toBe(`${server.url}/blog/nettoyer-un-tapis`);
      expect(answer.status).toBe(200);
    }

    // A reader following an old link lands on the article.
    const reader = await openPage();
    await reader.goto(`${server.url}/blog/tapis-propre`);
    await reader.getByRole("heading", { name: "Nettoyer un tapis en profondeur" }).waitFor();
    expect(reader.url()).toBe(`${server.url}/blog/nettoyer-un-tapis`);

    // A new post whose title gives a former address gets another one: old links keep their post.
    await open(page, `${server.url}/admin/posts/new`);
    await page.getByLabel("Titre", { exact: true }).fill("Tapis propre");
    await page.getByRole("textbox", { name: "Contenu" }).click();
    await page.keyboard.type("Un autre article sur les tapis.");
    expect(await save(page)).toBeLessThan(400);
    await page.getByText("Article enregistré.").first().waitFor();
    const created = await database.db
      .selectFrom("blog_posts")
      .select("slug")
      .where("title", "=", "Tapis propre")
      .executeTakeFirstOrThrow();
    expect(created.slug).toBe("tapis-propre-2");
    expect(
      (await fetch(`${server.url}/blog/tapis-propre`, { redirect: "manual" })).headers.get(
        "location",
      ),
    ).toBe("/blog/nettoyer-un-tapis");
  });
});
