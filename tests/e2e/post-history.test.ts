import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { waitForHydration } from "../helpers/browser";
import { EDITOR, it } from "../helpers/fixtures";
import { href } from "react-router";

async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

/** Replaces the rich text's content with one paragraph per entry. */
async function writeContent(page: Page, paragraphs: string[]) {
  const editor = page.getByRole("textbox", { name: "Contenu" });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Delete");
  for (const [i, text] of paragraphs.entries()) {
    if (i > 0) await page.keyboard.press("Enter");
    await page.keyboard.type(text);
  }
}

describe("a post's version history", () => {
  it("keeps each save with who and when, compares a version in words, and restores it as an unsaved draft", async ({
    server,
    database,
    editorPage: page,
    adminPage,
    allowErrors,
  }) => {
    // The forged restores below are answered 400, which the console reports.
    allowErrors(/status of 400/);
    await open(page, `${server.url}/admin/posts/new`);
    await page.getByLabel("Titre", { exact: true }).fill("Nettoyer les vitres");
    await writeContent(page, ["Eau savonneuse.", "Sécher au chiffon."]);
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await page.getByText("Article enregistré.").first().waitFor();
    const { id } = await database.db
      .selectFrom("blog_posts")
      .select("id")
      .where("title", "=", "Nettoyer les vitres")
      .executeTakeFirstOrThrow();

    await page.getByLabel("Titre", { exact: true }).fill("Nettoyer les vitres sans traces");
    await writeContent(page, ["Eau savonneuse, puis raclette.", "Sécher au chiffon."]);
    await page.getByRole("button", { name: "Publier" }).click();
    await page.getByText("Article publié.").first().waitFor();

    // The history: newest first, each with its saver's name and time, never an account id.
    await page.getByRole("link", { name: "Historique des versions" }).click();
    await page
      .getByRole("heading", { name: "Historique : Nettoyer les vitres sans traces" })
      .waitFor();
    await waitForHydration(page);
    const lines = await page.locator("[data-version]").allInnerTexts();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/Version 2 \(actuelle\)\s+Enregistrée le .+ par Edem Editor/);
    expect(lines[1]).toMatch(/Version 1\s+Enregistrée le .+ par Edem Editor/);
    const editorId = (
      await database.db
        .selectFrom("user")
        .select("id")
        .where("email", "=", EDITOR.email)
        .executeTakeFirstOrThrow()
    ).id;
    expect(await page.locator("main").innerText()).not.toContain(editorId);

    // Compared with the article now: each changed field, in words.
    await page
      .locator('[data-version="1"]')
      .getByRole("link", { name: "Comparer avec l'article actuel" })
      .click();
    await page.getByRole("heading", { name: "Ce qui a changé depuis la version 1" }).waitFor();
    const row = (field: string) => page.locator(`[data-difference="${field}"]`).innerText();
    expect(await row("title")).toMatch(
      /Titre\s+Nettoyer les vitres\s+Nettoyer les vitres sans traces/,
    );
    expect(await row("content")).toMatch(
      /Contenu\s+Eau savonneuse\.\s+Eau savonneuse, puis raclette\./,
    );
    expect(await row("content")).not.toContain("Sécher au chiffon.");
    expect(await row("state")).toMatch(/État\s+Brouillon\s+En ligne à partir du \d/);
    expect(await page.locator("[data-difference]").count()).toBe(3);

    // Put back into the editor: in the form, unsaved; the article online is untouched.
    await page
      .locator('[data-version="1"]')
      .getByRole("button", { name: "Remettre dans l'éditeur" })
      .click();
    await page.waitForURL(new RegExp(`${href("/admin/posts/:id", { id })}\\?restore=1$`));
    await waitForHydration(page);
    await page
      .getByText(
        "La version 1 est dans le formulaire, comme un brouillon : l'article en ligne ne change pas avant que vous cliquiez sur « Enregistrer ».",
      )
      .waitFor();
    expect(await page.getByLabel("Titre", { exact: true }).inputValue()).toBe(
      "Nettoyer les vitres",
    );
    const stored = () =>
      database.db
        .selectFrom("blog_posts")
        .select(["title", "status", "content"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
    expect(await stored()).toMatchObject({
      title: "Nettoyer les vitres sans traces",
      status: "published",
    });
    const live = await (await fetch(`${server.url}/blog/nettoyer-les-vitres`)).text();
    expect(live).toContain("Eau savonneuse, puis raclette.");

    // Saved: a new version, noted as taken from version 1; the post stays where it stood.
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await page.getByText("Article enregistré.").first().waitFor();
    expect(await stored()).toMatchObject({ title: "Nettoyer les vitres", status: "published" });
    expect((await stored()).content).toContain("Eau savonneuse.</p>");
    await open(page, `${server.url}/admin/posts/${id}/history`);
    expect(await page.locator("[data-version]").first().innerText()).toMatch(
      /Version 3 \(actuelle\) · reprise de la version 1\s+Enregistrée le .+ par Edem Editor/,
    );

    // A restore names a version of this post, or is refused in words.
    for (const version of ["99", "abc"]) {
      const answer = await page.evaluate(
        async ({ address, value }) => {
          const res = await fetch(address, {
            method: "POST",
            body: new URLSearchParams({ intent: "restore", version: value }),
          });
          return { status: res.status, html: await res.text() };
        },
        { address: href("/admin/posts/:id/history", { id }), value: version },
      );
      expect(answer.status, version).toBe(400);
      expect(answer.html, version).toContain(
        "Rien n&#x27;a été modifié : le formulaire envoyé ne correspond plus à cette page.",
      );
    }

    // The change log says it, in French and in English.
    await open(adminPage, `${server.url}/admin/audit`);
    expect(await adminPage.locator('[data-action="post.restore"]').first().innerText()).toContain(
      "Ancienne version d'un article remise dans l'éditeur",
    );
    await adminPage.context().addCookies([{ name: "admin_lng", value: "en", url: server.url }]);
    await open(adminPage, `${server.url}/admin/audit`);
    expect(await adminPage.locator('[data-action="post.restore"]').first().innerText()).toContain(
      "Earlier post version put back into the editor",
    );
  });
});
