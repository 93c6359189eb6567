import sharp from "sharp";
import { describe, expect } from "vitest";
import { phonePhoto } from "../../bench/phone-photo.js";
import { PHONE, waitForHydration } from "../helpers/browser";
import { ADMIN, it } from "../helpers/fixtures";

const jpeg = async (width: number, height: number, background: string) => ({
  name: `photo-${width}x${height}.jpg`,
  mimeType: "image/jpeg",
  buffer: await sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer(),
});

describe("uploads in the admin show progress and cannot double", () => {
  it("sends a team photo at once with its progress, holds the form meanwhile, and stores both once", async ({
    server,
    database,
    adminPage: page,
  }) => {
    const before = (await database.db.selectFrom("media").select("id").execute()).length;
    // A slow connection: the photo's answer takes a while.
    await page.route("**/admin/media", async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto(`${server.url}/admin/team`);
    await waitForHydration(page);
    const form = page.locator("form", { has: page.locator('button[value="add"]') });
    await form.locator('[name="name"]').fill("Yawa Amegah");
    await form.locator('[name="roleFr"]').fill("Cheffe d'équipe");
    await form.locator('input[name="photo"]').setInputFiles(await jpeg(900, 1200, "#14532d"));
    await form.locator("[data-upload-progress]").waitFor();
    // Tapped while the photo is on its way (twice): held, then sent once the photo is stored.
    await form.locator('button[value="add"]').click();
    await form.locator('button[value="add"]').click();
    expect(await page.getByText("Membre ajouté.").count()).toBe(0);
    await page.getByText("Membre ajouté.").first().waitFor();
    const member = await database.db
      .selectFrom("team_members")
      .select("photo_media_id")
      .where("name", "=", "Yawa Amegah")
      .execute();
    expect(member).toHaveLength(1);
    expect(member[0]!.photo_media_id).toBeTruthy();
    expect((await database.db.selectFrom("media").select("id").execute()).length).toBe(before + 1);
  });

  it("shows a post cover's upload progress", async ({ server, adminPage: page }) => {
    await page.route("**/admin/media", async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto(`${server.url}/admin/posts/new`);
    await waitForHydration(page);
    const cover = page.locator("fieldset", { has: page.locator('input[name="imageUrl"]') });
    await cover.locator('input[type="file"]').setInputFiles(await jpeg(1200, 800, "#0f766e"));
    await cover.locator("[data-upload-progress]").waitFor();
    expect(await cover.locator('input[type="file"]').isDisabled()).toBe(true);
    await expect
      .poll(() => cover.locator('input[name="imageUrl"]').inputValue(), { timeout: 15_000 })
      .toMatch(/^\/media\//);
  });

  it("shows a wide client logo at its own shape on the home page", async ({
    server,
    adminPage: page,
  }) => {
    await page.goto(`${server.url}/admin/clients`);
    await waitForHydration(page);
    const form = page.locator("form", { has: page.locator('button[value="add"]') }).first();
    await form.locator('[name="name"]').fill("Logistique Golfe");
    await form.locator('input[name="logo"]').setInputFiles(await jpeg(800, 200, "#1e3a8a"));
    await form.locator("[data-uploaded]").waitFor();
    await form.locator('button[value="add"]').click();
    await page.getByText("Ajouté au bandeau.").first().waitFor();
    await page.goto(`${server.url}/`);
    const logo = page.locator("li", { hasText: "Logistique Golfe" }).first().locator("img");
    const box = await logo.boundingBox();
    expect(box!.width / box!.height).toBeGreaterThan(2.5);
  });

  it("says when the photo is sent and the server is making its sizes, then shows it", async ({
    server,
    openSignedInPage,
  }) => {
    const page = await openSignedInPage(ADMIN, PHONE);
    await page.goto(`${server.url}/admin/team`);
    await waitForHydration(page);
    const form = page.locator("form", { has: page.locator('button[value="add"]') });
    // A phone's 12-megapixel photo: a few seconds of the server's work after the last byte.
    const photo = { name: "phone.jpg", mimeType: "image/jpeg", buffer: await phonePhoto(42) };
    await form.locator('input[name="photo"]').setInputFiles(photo);
    const status = form.locator('[data-upload-progress="processing"]');
    await status.waitFor();
    expect(await status.textContent()).toContain(
      "Photo reçue : le site en prépare les tailles pour les téléphones et les ordinateurs",
    );
    // No "100 %" bar while the server works: the bar says it is busy, without a value.
    expect(await status.locator("progress").getAttribute("value")).toBeNull();
    await form.locator("[data-uploaded]").waitFor();
    expect(await form.locator("[data-upload-progress]").count()).toBe(0);
  });
});
