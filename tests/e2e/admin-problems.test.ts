import { describe, expect } from "vitest";
import { adminWords, words } from "~/i18n/words/admin";
import { waitForHydration } from "../helpers/browser";
import { it } from "../helpers/fixtures";
import { href } from "react-router";

/** Admin pages that cannot be shown say why, in words, inside the admin's frame. */
describe.each(["fr", "en"] as const)("admin problems (%s)", (locale) => {
  const t = words(locale, adminWords);
  const q = locale === "en" ? "?lng=en" : "";

  it("answers an unknown admin address with a 404 in words, menu kept", async ({
    server,
    adminPage,
    allowErrors,
  }) => {
    allowErrors(/status of 404/);
    const response = await adminPage.goto(`${server.url}/admin/nope${q}`);
    expect(response?.status()).toBe(404);
    await waitForHydration(adminPage);
    expect(await adminPage.locator("h1").textContent()).toBe(t.problems.notFound.title);
    expect(await adminPage.locator("main").textContent()).toContain(t.problems.notFound.text);
    // The frame is there: the menu and who is signed in, with the role in words.
    await adminPage.getByRole("link", { name: t.nav.leads }).waitFor();
    expect(await adminPage.locator("header").textContent()).toContain(t.accounts.roles.admin);
    // And the way back works.
    await adminPage.getByRole("link", { name: t.problems.back }).click();
    await adminPage.waitForURL((url) => url.pathname === href("/admin"));
  });

  it("tells an editor that Accounts is for administrators, with a 403, menu kept", async ({
    server,
    editorPage,
    allowErrors,
  }) => {
    allowErrors(/status of 403/);
    const response = await editorPage.goto(`${server.url}/admin/accounts${q}`);
    expect(response?.status()).toBe(403);
    expect(await editorPage.locator("h1").textContent()).toBe(t.problems.forbidden.title);
    expect(await editorPage.locator("main").textContent()).toContain(t.problems.forbidden.text);
    await editorPage.getByRole("link", { name: t.nav.leads }).waitFor();
    expect(await editorPage.locator("header").textContent()).toContain(t.accounts.roles.editor);
    // Never the site's generic error screen.
    expect(await editorPage.locator("main").textContent()).not.toContain("Une erreur est survenue");
  });
});
