import sharp from "sharp";
import { describe, expect } from "vitest";
import { DESKTOP, waitForHydration } from "../helpers/browser";
import { ADMIN, it } from "../helpers/fixtures";

const photo = await sharp({
  create: { width: 900, height: 600, channels: 3, background: "#2f6b3a" },
})
  .jpeg()
  .toBuffer();

/**
 * A replaced picture does not keep the old one's descriptions (they described another photo):
 * both are cleared, the French one is asked for at once, and the page cannot be saved without it.
 */
describe("replacing a picture in the pages editor", () => {
  it("clears both descriptions and asks for the French one", async ({
    server,
    openSignedInPage,
    allowErrors,
  }) => {
    // The save refused for the missing description is answered 400, which the console reports.
    allowErrors(/status of 400/);
    const page = await openSignedInPage(ADMIN, DESKTOP);
    await page.goto(`${server.url}/admin/pages/services`);
    await waitForHydration(page);
    const slot = page.locator("[data-picture]").first();
    const fr = slot.getByLabel(/Description de la photo \(Français\)/);
    const en = slot.getByLabel(/Description de la photo \(Anglais\)/);
    expect(await fr.inputValue()).not.toBe("");
    expect(await en.inputValue()).not.toBe("");

    await slot
      .locator('input[type="file"]')
      .setInputFiles({ name: "chantier.jpg", mimeType: "image/jpeg", buffer: photo });
    await slot.locator('[data-picture-state="company"]').waitFor();
    expect(await fr.inputValue()).toBe("");
    expect(await en.inputValue()).toBe("");
    await slot.getByRole("status").filter({ hasText: "Nouvelle photo" }).waitFor();
    await expect.poll(() => fr.evaluate((input) => input === document.activeElement)).toBe(true);

    // Saved without it: refused, with the field marked.
    await page.getByRole("button", { name: "Enregistrer le brouillon" }).click();
    await expect.poll(() => fr.getAttribute("aria-invalid")).toBe("true");
    await fr.fill("Un agent taille une haie devant une villa");
    await page.getByRole("button", { name: "Enregistrer le brouillon" }).click();
    await page.getByText("Brouillon enregistré").waitFor();
  });
});
