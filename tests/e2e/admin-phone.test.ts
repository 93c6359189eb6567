import { describe, expect } from "vitest";
import { adminWords, words } from "~/i18n/words/admin";
import { PHONE, waitForHydration } from "../helpers/browser";
import { ADMIN, it } from "../helpers/fixtures";
import { guardFields, postForm } from "../helpers/forms";
import { href } from "react-router";

/** The admin on a 390 px phone: nothing wider than the screen, the list readable as cards. */
const SCREENS = [
  href("/admin"),
  href("/admin/leads"),
  href("/admin/visits"),
  href("/admin/testimonials"),
  href("/admin/posts"),
  href("/admin/posts/new"),
  href("/admin/accounts"),
  href("/admin/settings"),
  href("/admin/prices"),
  href("/admin/team"),
  href("/admin/clients"),
  href("/admin/gallery"),
  href("/admin/account"),
];

describe("the admin on a phone", () => {
  it("never scrolls sideways, on any screen, in either language", async ({
    server,
    database,
    openSignedInPage,
  }) => {
    const sent = await postForm(server.url, "/quote", {
      firstName: "Kofi",
      lastName: "Agbo-Kpélégbé-Mensah",
      email: "a-rather-long-address.for-a-phone@example-company.tg",
      phone: "+228 70 00 00 01",
      serviceType: "sante-pro",
      description: "Désinfection mensuelle d'un cabinet médical de trois étages.",
      ...guardFields(),
    });
    expect(sent.status).toBe(200);
    const lead = await database.db
      .selectFrom("quote_requests")
      .select("id")
      .executeTakeFirstOrThrow();
    const page = await openSignedInPage(ADMIN, PHONE);
    for (const lng of ["", "?lng=en"])
      for (const path of [
        ...SCREENS,
        href("/admin/leads/:type/:id", { type: "quote", id: lead.id }),
      ]) {
        await page.goto(`${server.url}${path}${lng}`);
        await waitForHydration(page);
        const widths = await page.evaluate(() => [
          document.documentElement.scrollWidth,
          window.innerWidth,
        ]);
        expect(widths[0], `${path}${lng}`).toBeLessThanOrEqual(widths[1]!);
      }
  });

  it("shows the lead list as cards with the open link in view, and the filters folded", async ({
    server,
    openSignedInPage,
  }) => {
    const t = words("fr", adminWords);
    await postForm(server.url, "/contact", {
      firstName: "Ama",
      lastName: "Mensah",
      email: "ama@example.tg",
      phone: "90 12 34 56",
      message: "Bonjour",
      ...guardFields(),
    });
    const page = await openSignedInPage(ADMIN, PHONE);
    await page.goto(`${server.url}/admin/leads`);
    await waitForHydration(page);
    const open = page.getByRole("link", { name: t.leads.open }).first();
    const box = (await open.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // The filters other than the search are folded until asked for.
    expect(await page.getByLabel(t.leads.status).isVisible()).toBe(false);
    await page.getByText(t.leads.filters).click();
    expect(await page.getByLabel(t.leads.status).isVisible()).toBe(true);
    // The menu, once opened, wraps instead of clipping its tabs.
    await page.locator("[data-menu-button]").click();
    const tabs = await page.locator("header nav a").evaluateAll((links) =>
      links.map((a) => {
        const r = a.getBoundingClientRect();
        return r.right <= window.innerWidth && r.left >= 0;
      }),
    );
    expect(tabs.every(Boolean)).toBe(true);
  });

  it("folds the account and the screens into one menu, and opens a lead from anywhere on its card", async ({
    server,
    openSignedInPage,
  }) => {
    const t = words("fr", adminWords);
    await postForm(server.url, "/contact", {
      firstName: "Kossi",
      lastName: "Adjo",
      email: "kossi@example.tg",
      phone: "90 12 34 57",
      message: "Bonjour",
      ...guardFields(),
    });
    const page = await openSignedInPage(ADMIN, PHONE);
    await page.goto(`${server.url}/admin/leads`);
    await waitForHydration(page);
    // The header is a line, not 40 % of the first screen.
    const header = (await page.locator("header").boundingBox())!;
    expect(header.height).toBeLessThan(844 * 0.15);
    const menu = page.locator("[data-menu-button]");
    expect(await menu.textContent()).toContain(t.nav.leads);
    expect(await page.getByRole("link", { name: t.nav.testimonials }).isVisible()).toBe(false);
    await menu.click();
    expect(await menu.getAttribute("aria-expanded")).toBe("true");
    expect(await page.getByRole("button", { name: t.signOut, exact: true }).isVisible()).toBe(true);
    await page.getByRole("link", { name: t.nav.testimonials }).click();
    await page.waitForURL(/\/admin\/testimonials/);
    await expect.poll(() => menu.getAttribute("aria-expanded")).toBe("false");

    await page.goto(`${server.url}/admin/leads`);
    await waitForHydration(page);
    // A tap on the name, far from the "Open" link, opens the lead.
    const name = (await page.getByText("Kossi Adjo").boundingBox())!;
    await page.mouse.click(name.x + name.width / 2, name.y + name.height / 2);
    await page.waitForURL(/\/admin\/leads\/contact\//);
  });
});
