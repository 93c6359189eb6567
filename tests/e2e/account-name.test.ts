import { describe, expect } from "vitest";
import { waitForHydration } from "../helpers/browser";
import { it } from "../helpers/fixtures";

/**
 * Every account has a name: the first administrator (created from ADMIN_EMAIL, without one) is
 * asked for it on the dashboard, and the pages' history signs with it, never as the content a new
 * site starts with.
 */
describe("the first administrator's name", () => {
  it("is asked on the dashboard, then signs the page history", async ({ server, adminPage }) => {
    await adminPage.goto(`${server.url}/admin`);
    await waitForHydration(adminPage);
    const ask = adminPage.getByTestId("ask-name");
    await ask.waitFor();
    expect(await ask.textContent()).toContain("« boss »");

    // Before a name, a publication is signed with the e-mail's first part, not as initial content.
    await adminPage.goto(`${server.url}/admin/pages/home`);
    await waitForHydration(adminPage);
    await adminPage.locator("#page-intro-title-fr").fill("Lomé, propre et verte");
    await adminPage.getByRole("button", { name: "Enregistrer et publier" }).click();
    await adminPage.getByText("Page publiée").waitFor();
    await adminPage.goto(`${server.url}/admin/pages/home/history`);
    const newest = adminPage.locator("[data-version]").first();
    expect(await newest.textContent()).toContain("par boss");
    expect(await newest.textContent()).not.toContain("contenu initial");
    expect(await adminPage.locator("[data-version]").last().textContent()).toContain(
      "contenu initial",
    );

    await adminPage.goto(`${server.url}/admin`);
    await waitForHydration(adminPage);
    await ask.getByLabel(/Nom affiché/).fill("Afi Mensah");
    await ask.getByRole("button", { name: "Enregistrer mon nom" }).click();
    await ask.waitFor({ state: "detached" });
    expect(await adminPage.getByTestId("admin-user").textContent()).toBe("Afi Mensah");
    await adminPage.goto(`${server.url}/admin/pages/home/history`);
    expect(await adminPage.locator("[data-version]").first().textContent()).toContain(
      "par Afi Mensah",
    );
  });
});
