import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { DESKTOP, PHONE, waitForHydration } from "../helpers/browser";
import { ADMIN, it } from "../helpers/fixtures";
import { href } from "react-router";

/**
 * Leaving an admin screen with unsaved typing asks first (features/admin/unsaved-changes.tsx):
 * through the admin's own menu, the browser's back button, a reload or a closed tab; nothing is
 * asked when nothing was typed, or once it was saved.
 */
const words = {
  fr: {
    q: "",
    phone: "Téléphone",
    save: "Enregistrer",
    saved: "Modifications enregistrées : le site les affiche déjà.",
    team: "Équipe",
    identity: "Identité",
    title: "Quitter sans enregistrer ?",
    stay: "Rester sur cet écran",
    leave: "Quitter sans enregistrer",
  },
  en: {
    q: "?lng=en",
    phone: "Phone",
    save: "Save",
    saved: "Changes saved: the site already shows them.",
    team: "Team",
    identity: "Identity",
    title: "Leave without saving?",
    stay: "Stay on this screen",
    leave: "Leave without saving",
  },
} as const;

/** A link of the admin's menu, unfolded first on a phone. */
async function menuLink(page: Page, name: string) {
  const fold = page.locator("[data-menu-button]");
  if (await fold.isVisible()) await fold.click();
  return page.locator("#admin-nav").getByRole("link", { name, exact: true });
}

describe.each([
  ["fr", "1280 px", DESKTOP],
  ["en", "390 px", PHONE],
  ["fr", "390 px", PHONE],
] as const)("unsaved changes (%s, %s)", (locale, _width, device) => {
  const w = words[locale];

  it("asks before the menu leaves a screen with typing, and keeps the typing on Stay", async ({
    server,
    openSignedInPage,
  }) => {
    const page = await openSignedInPage(ADMIN, device);
    // Reached from another admin screen, so the back button stays inside the admin.
    await page.goto(`${server.url}/admin/team${w.q}`);
    await waitForHydration(page);
    await (await menuLink(page, w.identity)).click();
    await page.waitForURL((url) => url.pathname === href("/admin/settings"));
    const phone = page.getByLabel(w.phone, { exact: true });
    await phone.fill("+228 93 00 11 22");

    await (await menuLink(page, w.team)).click();
    const dialog = page.getByTestId("unsaved-dialog");
    await dialog.waitFor();
    expect(await dialog.getByText(w.title).isVisible()).toBe(true);
    await dialog.getByRole("button", { name: w.stay }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(new URL(page.url()).pathname).toBe(href("/admin/settings"));
    expect(await phone.inputValue()).toBe("+228 93 00 11 22");

    // The browser's back button asks too.
    await page.goBack();
    await dialog.waitFor();
    await dialog.getByRole("button", { name: w.stay }).click();
    expect(new URL(page.url()).pathname).toBe(href("/admin/settings"));

    await (await menuLink(page, w.team)).click();
    await dialog.getByRole("button", { name: w.leave }).click();
    await page.waitForURL((url) => url.pathname === href("/admin/team"));
  });

  it("lets the staff member go without a question when nothing was typed or all was saved", async ({
    server,
    openSignedInPage,
  }) => {
    const page = await openSignedInPage(ADMIN, device);
    await page.goto(`${server.url}/admin/settings${w.q}`);
    await waitForHydration(page);
    const phone = page.getByLabel(w.phone, { exact: true });
    // Looked at, not changed: a focus alone is no change.
    await phone.focus();
    await (await menuLink(page, w.team)).click();
    await page.waitForURL((url) => url.pathname === href("/admin/team"));

    await page.goto(`${server.url}/admin/settings${w.q}`);
    await waitForHydration(page);
    await phone.fill("+228 93 44 55 66");
    await page.getByRole("button", { name: w.save, exact: true }).first().click();
    await page.getByText(w.saved).first().waitFor();
    await (await menuLink(page, w.team)).click();
    await page.waitForURL((url) => url.pathname === href("/admin/team"));
    expect(await page.getByTestId("unsaved-dialog").isVisible()).toBe(false);
  });

  it("asks the browser to confirm a reload or a closed tab while typing is unsaved", async ({
    server,
    openSignedInPage,
  }) => {
    const page = await openSignedInPage(ADMIN, device);
    await page.goto(`${server.url}/admin/team${w.q}`);
    await waitForHydration(page);
    const asked: string[] = [];
    // Leaving is confirmed, so the page closes for good: a page kept open by a dismissed
    // question once brought Chromium down with it, and the file's later tests with it.
    page.on("dialog", (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    // A click first: browsers ask about leaving only after the reader has touched the page.
    const field = page.locator("main form input[type=text], main form input:not([type])").first();
    await field.click();
    await field.fill("X");
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => asked).toEqual(["beforeunload"]);
  });
});

describe("unsaved changes in the pages editor", () => {
  it("asks before leaving an edited page through the menu", async ({ server, adminPage }) => {
    await adminPage.goto(`${server.url}/admin/pages/home`);
    await waitForHydration(adminPage);
    await adminPage.locator("#page-intro-title-fr").fill("Un titre pas encore enregistré");
    await (await menuLink(adminPage, "Équipe")).click();
    const dialog = adminPage.getByTestId("unsaved-dialog");
    await dialog.waitFor();
    await dialog.getByRole("button", { name: words.fr.stay }).click();
    expect(await adminPage.locator("#page-intro-title-fr").inputValue()).toBe(
      "Un titre pas encore enregistré",
    );
    expect(new URL(adminPage.url()).pathname).toBe(href("/admin/pages/:page", { page: "home" }));
  });
});
