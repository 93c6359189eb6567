import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { adminPost, signInCookie } from "../helpers/auth";
import { PHONE, waitForHydration } from "../helpers/browser";
import type { AppDatabase } from "~/db/db.server";
import { ADMIN, it } from "../helpers/fixtures";
import { SITE_ORIGIN } from "../helpers/forms";
import { href } from "react-router";

/** The words of a menu's links, in order, with where each leads. */
const links = (page: Page, selector: string) =>
  page
    .locator(selector)
    .locator("a")
    .evaluateAll((as) =>
      as.map(
        (a) =>
          `${a.textContent!.trim()} → ${new URL((a as HTMLAnchorElement).href).pathname}${new URL((a as HTMLAnchorElement).href).search}`,
      ),
    );
const HEADER = "header nav >> nth=0";
const FOOTER = "footer nav[aria-labelledby='footer-nav']";

const storedMenus = (database: AppDatabase) =>
  database.db
    .selectFrom("site_settings")
    .select("value")
    .where("key", "=", "menus")
    .executeTakeFirst();

describe("the site's menus, as the company orders them", () => {
  it("start with the usual pages, the gallery reachable from the footer", async ({
    page,
    server,
  }) => {
    await page.goto(`${server.url}/`);
    expect(await links(page, HEADER)).toEqual([
      "Accueil → /",
      "Produits → /produits",
      "Services → /services",
      "À propos → /a-propos",
      "Blog → /blog",
      "Contact → /contact",
    ]);
    expect(await links(page, FOOTER)).toContain("Galerie → /galeries");
    await page.goto(`${server.url}/?lng=en`);
    expect(await links(page, FOOTER)).toContain("Gallery → /galeries?lng=en");
  });

  it("lets an administrator add, order, rename and remove links; visitors see it at once", async ({
    server,
    adminPage: admin,
    openPage,
  }) => {
    await admin.goto(`${server.url}/admin/navigation`);
    await waitForHydration(admin);
    const header = admin.locator("[data-menu='header']");
    await header.getByLabel("Page à ajouter").selectOption({ label: "Galerie" });
    await header.getByRole("button", { name: "Ajouter au menu" }).click();
    // From the end to third place.
    for (let i = 0; i < 4; i++)
      await header.getByRole("button", { name: "Monter « Galerie »" }).click();
    await header
      .locator("[data-menu-item='/a-propos']")
      .getByLabel("Texte du lien en français")
      .fill("Qui sommes-nous");
    const footer = admin.locator("[data-menu='footer']");
    await footer.getByRole("button", { name: "Retirer « Contact » du menu" }).click();
    await admin.getByRole("button", { name: "Enregistrer les menus" }).click();
    await admin.getByText("Menus enregistrés").waitFor();

    const visitor = await openPage();
    await visitor.goto(`${server.url}/services`);
    expect(await links(visitor, HEADER)).toEqual([
      "Accueil → /",
      "Produits → /produits",
      "Galerie → /galeries",
      "Services → /services",
      "Qui sommes-nous → /a-propos",
      "Blog → /blog",
      "Contact → /contact",
    ]);
    expect(await links(visitor, FOOTER)).not.toContain("Contact → /contact");
    // English: the page's English name where no English words were written.
    await visitor.goto(`${server.url}/services?lng=en`);
    expect((await links(visitor, HEADER)).slice(2, 5)).toEqual([
      "Gallery → /galeries?lng=en",
      "Services → /services?lng=en",
      "About us → /a-propos?lng=en",
    ]);

    // On a phone, the menu button opens the same links in the same order.
    const phone = await openPage(PHONE);
    await phone.goto(`${server.url}/contact`);
    await phone.getByTestId("mobile-menu").locator("summary").tap();
    const mobile = await links(phone, "[data-testid='mobile-menu'] nav");
    expect(mobile.slice(0, 5)).toEqual([
      "Accueil → /",
      "Produits → /produits",
      "Galerie → /galeries",
      "Services → /services",
      "Qui sommes-nous → /a-propos",
    ]);
  });

  it("refuses a page twice, a page the site lacks, and anyone but an administrator", async ({
    server,
    database,
    editor,
  }) => {
    const before = await storedMenus(database);
    const cookie = await signInCookie(server.url, ADMIN.email, ADMIN.password);
    const form = (headerPath: string[]) => {
      const body = new URLSearchParams();
      for (const path of headerPath) {
        body.append("headerPath", path);
        body.append("headerFr", "");
        body.append("headerEn", "");
      }
      return body;
    };
    const post = (body: URLSearchParams) =>
      fetch(`${server.url}/admin/navigation`, {
        method: "POST",
        redirect: "manual",
        headers: {
          cookie,
          origin: SITE_ORIGIN,
          "content-type": "application/x-www-form-urlencoded",
        },
        body,
      });
    const twice = await post(form(["/", "/blog", "/blog"]));
    expect(twice.status).toBe(400);
    expect(await twice.text()).toContain("Une page figure deux fois dans ce menu");
    const foreign = await post(form(["/", href("/admin/accounts")]));
    expect(foreign.status).toBe(400);
    const none = await post(form([]));
    expect(none.status).toBe(400);
    expect(await storedMenus(database)).toEqual(before);

    const editorCookie = await signInCookie(server.url, editor.email, editor.password);
    expect((await adminPost(server.url, href("/admin/navigation"), editorCookie, {})).status).toBe(
      403,
    );
  });
});
