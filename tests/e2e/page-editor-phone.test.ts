import { describe, expect } from "vitest";
import { PHONE, waitForHydration } from "../helpers/browser";
import { ADMIN, it } from "../helpers/fixtures";
import { href } from "react-router";

const height = (page: import("playwright-core").Page) =>
  page.evaluate(() => document.documentElement.scrollHeight);

describe("the Pages editor on a phone", () => {
  it("folds the home page's sections to their titles, opens one on a tap, keeps it after a save", async ({
    server,
    openSignedInPage,
    allowErrors,
  }) => {
    allowErrors(/status of 400/);
    const page = await openSignedInPage(ADMIN, PHONE);
    await page.goto(`${server.url}/admin/pages/home`);
    await waitForHydration(page);
    const sections = page.locator("details[data-section]");
    const count = await sections.count();
    expect(count).toBeGreaterThan(4);
    expect(await sections.first().getAttribute("open")).toBe("");
    for (let i = 1; i < count; i++) expect(await sections.nth(i).getAttribute("open")).toBeNull();
    // About 22,000 px with every section open; folded, the titles and the first section.
    expect(await height(page)).toBeLessThan(4_000);
    const last = sections.last();
    await last.locator("summary").tap();
    expect(await last.getAttribute("open")).toBe("");
    await page.getByRole("button", { name: "Enregistrer le brouillon" }).tap();
    await page.getByText("Brouillon enregistré").first().waitFor();
    expect(await sections.last().getAttribute("open")).toBe("");
    expect(await sections.nth(1).getAttribute("open")).toBeNull();

    // A refused save opens the folded section that holds the problem.
    const intro = page.locator("details[data-section='intro']");
    await intro.locator("summary").tap();
    await page.locator("#page-intro-title-fr").fill("");
    await intro.locator("summary").tap();
    expect(await intro.getAttribute("open")).toBeNull();
    await page.getByRole("button", { name: "Enregistrer le brouillon" }).tap();
    await expect.poll(() => intro.getAttribute("open")).toBe("");
    expect(await page.locator("#page-intro-title-fr").isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("page-intro-title-fr");
  });

  it("keeps every section open on a wide screen", async ({ server, adminPage: page }) => {
    await page.goto(`${server.url}/admin/pages/home`);
    await waitForHydration(page);
    const open = await page
      .locator("details[data-section]")
      .evaluateAll((all) => all.every((d) => (d as HTMLDetailsElement).open));
    expect(open).toBe(true);
  });
});

describe("the Pages editor after a save", () => {
  it("keeps what is typed while the saved revision is read back", async ({
    server,
    adminPage: page,
  }) => {
    await page.goto(`${server.url}/admin/pages/home`);
    await waitForHydration(page);
    // On a slow connection the answer to a save comes well before the page's new revision.
    let slow = false;
    // The route is in place before the save: only the read-back that follows it is slowed.
    await page.route("**/admin/pages/home.data*", async (route) => {
      if (slow && route.request().method() === "GET") await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    const form = page.locator("form[data-revision]");
    const before = await form.getAttribute("data-revision");
    slow = true;
    const readBack = page.waitForResponse(
      (r) =>
        r.request().method() === "GET" &&
        r.url().includes(`${href("/admin/pages/:page", { page: "home" })}.data`),
    );
    await page.getByRole("button", { name: "Enregistrer le brouillon" }).click();
    await page.getByText("Brouillon enregistré").first().waitFor();
    const title = page.locator("#page-intro-title-fr");
    await title.fill("Typed while the save was read back");
    await readBack;
    await expect.poll(() => form.getAttribute("data-revision")).not.toBe(before);
    expect(await title.inputValue()).toBe("Typed while the save was read back");
  });
});
