import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { adminPost, signInCookie } from "../helpers/auth";
import { waitForHydration } from "../helpers/browser";
import { ADMIN, it } from "../helpers/fixtures";
import { href } from "react-router";

/** A staff member whose full name is set: what readers should see under the posts they write. */
const AFI = { email: "afi@africaclean.tg", password: "afi-password-1234", name: "Afi Mensah" };

async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

/** The name an article is signed with, as its page shows it (the "Par …" line). */
async function byline(baseUrl: string, path: string): Promise<string | undefined> {
  const html = (await (await fetch(`${baseUrl}${path}`)).text()).replaceAll("<!-- -->", "");
  return /(?:Par|By) ([^<]+)</.exec(html)?.[1];
}

describe("a post's author", () => {
  it("is the writer's display name, editable, and kept by the English version", async ({
    server,
    database,
    openSignedInPage,
    allowErrors,
  }) => {
    const cookie = await signInCookie(server.url, ADMIN.email, ADMIN.password);
    const created = await adminPost(server.url, href("/admin/accounts"), cookie, {
      ...AFI,
      role: "editor",
    });
    expect(created.status).toBe(200);
    const page = await openSignedInPage(AFI);
    await open(page, `${server.url}/admin/posts/new`);
    const author = page.getByLabel("Auteur", { exact: true });
    expect(await author.inputValue()).toBe("Afi Mensah");
    await page.getByLabel("Titre", { exact: true }).fill("Laver les citernes");
    await page.getByRole("textbox", { name: "Contenu" }).click();
    await page.keyboard.type("Deux fois par an, avec un désinfectant alimentaire.");
    await page.getByRole("button", { name: "Publier" }).click();
    await page.getByText("Article publié.").first().waitFor();
    expect(await byline(server.url, "/blog/laver-les-citernes")).toBe("Afi Mensah");

    // An author made only of spaces is refused beside the field, and nothing changes.
    allowErrors(/status of 400/);
    await author.fill("   ");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    const problem = page.getByText(
      "Indiquez l'auteur : le nom affiché sous le titre de l'article.",
    );
    await problem.waitFor();
    expect(await author.getAttribute("aria-describedby")).toContain(
      await problem.getAttribute("id"),
    );
    expect(await byline(server.url, "/blog/laver-les-citernes")).toBe("Afi Mensah");

    // Edited, the article shows the new name.
    await author.fill("Afi K. Mensah");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await page.getByText("Article enregistré.").first().waitFor();
    expect(await byline(server.url, "/blog/laver-les-citernes")).toBe("Afi K. Mensah");

    // The English version, written by someone else, starts with the French version's author.
    const admin = await openSignedInPage(ADMIN);
    const { id } = await database.db
      .selectFrom("blog_posts")
      .select("id")
      .where("slug", "=", "laver-les-citernes")
      .executeTakeFirstOrThrow();
    await open(admin, `${server.url}/admin/posts/${id}`);
    await admin.getByRole("link", { name: "Écrire la version anglaise" }).click();
    await admin.waitForURL(/translationOf=.+&locale=en/);
    await waitForHydration(admin);
    expect(await admin.getByLabel("Auteur", { exact: true }).inputValue()).toBe("Afi K. Mensah");
    await admin.getByLabel("Titre", { exact: true }).fill("Washing water tanks");
    await admin.getByRole("textbox", { name: "Contenu" }).click();
    await admin.keyboard.type("Twice a year, with a food-safe disinfectant.");
    await admin.getByRole("button", { name: "Publier" }).click();
    await admin.getByText("Article publié.").first().waitFor();
    expect(await byline(server.url, "/blog/washing-water-tanks?lng=en")).toBe("Afi K. Mensah");
  });

  it("is the team, never the e-mail's first part, for an account without a full name", async ({
    server,
  }) => {
    const cookie = await signInCookie(server.url, ADMIN.email, ADMIN.password);
    // The administrator of the tests has no full name: a login ("boss") is no signature.
    const saved = await adminPost(server.url, href("/admin/posts/new"), cookie, {
      intent: "publish",
      title: "Le compost au bureau",
      content: "<p>Un bac, des épluchures.</p>",
    });
    expect(saved.status).toBe(302);
    expect(await byline(server.url, "/blog/le-compost-au-bureau")).toBe("Équipe Africa Clean");
    const long = await adminPost(server.url, href("/admin/posts/new"), cookie, {
      intent: "publish",
      title: "Trop long",
      content: "<p>x</p>",
      author: "A".repeat(81),
    });
    expect(long.status).toBe(400);
    const refused = (await long.text()).replaceAll("&#x27;", "'");
    expect(refused.includes("Le nom de l'auteur ne peut pas dépasser 80 caractères.")).toBe(true);
  });
});
