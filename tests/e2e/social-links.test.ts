import { describe, expect } from "vitest";
import { waitForHydration } from "../helpers/browser";
import { it } from "../helpers/fixtures";

/** The company's social links, Instagram and TikTok beside the others, edited in Identité. */
describe("social links", () => {
  it("shows Instagram and TikTok in the footer once set, and hides an emptied one", async ({
    server,
    adminPage: page,
  }) => {
    await page.goto(`${server.url}/admin/settings`);
    await waitForHydration(page);
    await page
      .getByLabel("Instagram", { exact: true })
      .fill("https://www.instagram.com/africaclean.tg");
    await page.getByLabel("TikTok", { exact: true }).fill("https://www.tiktok.com/@africaclean.tg");
    await page.getByLabel("YouTube", { exact: true }).fill("");
    await page.getByRole("button", { name: "Enregistrer", exact: true }).first().click();
    await page.getByText("Modifications enregistrées : le site les affiche déjà.").waitFor();

    const footer = (await (await fetch(`${server.url}/contact`)).text()).split("<footer")[1]!;
    expect(footer).toMatch(
      /href="https:\/\/www\.instagram\.com\/africaclean\.tg"[^>]*aria-label="Instagram"/,
    );
    expect(footer).toMatch(
      /href="https:\/\/www\.tiktok\.com\/@africaclean\.tg"[^>]*aria-label="TikTok"/,
    );
    expect(footer).not.toContain('aria-label="YouTube"');
  });
});
