import { describe, expect } from "vitest";
import { signInCookie } from "../helpers/auth";
import { DESKTOP, PHONE, waitForHydration } from "../helpers/browser";
import { ADMIN, it } from "../helpers/fixtures";

/**
 * The admin keeps its own language (ADMIN_LOCALE_COOKIE): previewing the English site, or
 * reading it, leaves a French admin French, and the admin's own switch changes the admin only.
 */
describe.each([
  ["1280 px", DESKTOP],
  ["390 px", PHONE],
] as const)("the admin's language (%s)", (_width, device) => {
  it("stays French after the English site was read, and switches only through the admin", async ({
    server,
    openSignedInPage,
  }) => {
    const page = await openSignedInPage(ADMIN, device);
    const lang = () => page.locator("html").getAttribute("lang");
    await page.goto(`${server.url}/admin/pages`);
    await waitForHydration(page);
    expect(await lang()).toBe("fr");

    // An English preview of a page: the public site now remembers English.
    await page.goto(`${server.url}/services?lng=en`);
    expect((await page.context().cookies()).find((c) => c.name === "lng")?.value).toBe("en");
    await page.goto(`${server.url}/admin/pages`);
    await waitForHydration(page);
    expect(new URL(page.url()).search).toBe("");
    expect(await lang()).toBe("fr");
    expect(await page.getByRole("heading", { level: 1 }).first().textContent()).toBe(
      "Pages du site",
    );

    // The admin's own switch (in the folded menu on a phone).
    const fold = page.locator("[data-menu-button]");
    if (await fold.isVisible()) await fold.click();
    const switcher = page.getByRole("navigation", { name: "Langue de l'administration" });
    expect(
      await switcher.getByRole("link", { name: "Français" }).getAttribute("aria-current"),
    ).toBe("true");
    await switcher.getByRole("link", { name: "English" }).click();
    await page.waitForURL((url) => url.searchParams.get("lng") === "en");
    await expect.poll(lang).toBe("en");

    // The choice holds on an address without `?lng=`, and the public site's stays its own.
    await page.goto(`${server.url}/admin/team`);
    await waitForHydration(page);
    expect(await lang()).toBe("en");
    await page.goto(`${server.url}/contact`);
    await page.waitForURL((url) => url.searchParams.get("lng") === "en");

    await page.goto(`${server.url}/admin/team?lng=en`);
    await waitForHydration(page);
    if (await fold.isVisible()) await fold.click();
    await page
      .getByRole("navigation", { name: "Language of the admin" })
      .getByRole("link", { name: "Français" })
      .click();
    await expect.poll(lang).toBe("fr");
    await page.goto(`${server.url}/admin`);
    await waitForHydration(page);
    expect(await lang()).toBe("fr");
    expect(new URL(page.url()).search).toBe("");
  });
});

it("answers an admin address in its own language, whatever the site's cookie says", async ({
  server,
}) => {
  const cookie = await signInCookie(server.url, ADMIN.email, ADMIN.password);
  const answer = await fetch(`${server.url}/admin`, {
    headers: { cookie: `${cookie}; lng=en`, "accept-language": "fr-FR" },
    redirect: "manual",
  });
  expect(answer.status).toBe(200);
  expect(await answer.text()).toContain('<html lang="fr"');
});

it("moves between screens without sending the admin's words again, but reads them for a new language", async ({
  server,
  openSignedInPage,
}) => {
  const page = await openSignedInPage(ADMIN, DESKTOP);
  await page.goto(`${server.url}/admin`);
  await waitForHydration(page);
  const reads: URL[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith(".data")) reads.push(url);
  });
  // The frame's data (menu, account, every word of the admin) stays; the screen's own is read.
  await page
    .getByRole("navigation", { name: "Administration" })
    .getByRole("link", { name: "Demandes", exact: true })
    .click();
  await page.waitForURL(/\/admin\/leads$/);
  await page.getByRole("heading", { level: 1, name: "Demandes" }).waitFor();
  expect(reads).toHaveLength(1);
  const routes = reads[0]!.searchParams.get("_routes") ?? "";
  expect(routes).toContain("routes/admin/leads");
  expect(routes).not.toContain("routes/admin/layout");

  // Another language: the frame reads its words again, and the menu speaks it.
  await page
    .getByRole("navigation", { name: "Langue de l'administration" })
    .getByRole("link", { name: "English" })
    .click();
  await page.waitForURL((url) => url.searchParams.get("lng") === "en");
  await page
    .getByRole("navigation", { name: "Admin", exact: true })
    .getByRole("link", { name: "Leads", exact: true })
    .waitFor();
  expect(reads.at(-1)!.searchParams.get("_routes") ?? "all").not.toMatch(/^routes\/admin\/leads$/);
});
