import type { Locator } from "playwright-core";
import sharp from "sharp";
import { describe, expect } from "vitest";
import { adminPost, signInCookie } from "../helpers/auth";
import { PHONE, waitForHydration } from "../helpers/browser";
import { ADMIN, it } from "../helpers/fixtures";
import { href } from "react-router";

/**
 * A portrait photo, red in its top 30 % and blue below: a landscape thumbnail cropped around the
 * centre shows only blue; kept on a point near the top, it shows red in its middle.
 */
const RED = { r: 200, g: 30, b: 30 };
const BLUE = { r: 30, g: 60, b: 200 };
const portrait = await sharp({
  create: { width: 600, height: 1200, channels: 3, background: BLUE },
})
  .composite([
    {
      input: await sharp({ create: { width: 600, height: 360, channels: 3, background: RED } })
        .png()
        .toBuffer(),
      top: 0,
      left: 0,
    },
  ])
  .jpeg()
  .toBuffer();

/** The colour in the middle of what the element shows on screen. */
async function middleColour(element: Locator): Promise<"red" | "blue" | string> {
  await element.scrollIntoViewIfNeeded();
  const shot = await element.screenshot();
  const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
  const at =
    (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  const [r, , b] = [data[at]!, data[at + 1]!, data[at + 2]!];
  return r > 150 && b < 90
    ? "red"
    : b > 150 && r < 90
      ? "blue"
      : `rgb(${r}, ${data[at + 1]}, ${b})`;
}

describe("the gallery's thumbnails keep the photo's focal point", () => {
  it("on a phone, a tap on the photo moves the crop; the gallery shows it so", async ({
    server,
    database,
    openPage,
    openSignedInPage,
    editor,
  }) => {
    const page = await openSignedInPage(editor, PHONE);
    await page.goto(`${server.url}/admin/gallery`);
    await waitForHydration(page);
    const create = page.locator("form", { has: page.locator('button[value="add"]') });
    await create.locator('[name="titleFr"]').fill("Villa à Kégué");
    await create.locator('button[value="add"]').click();
    await page.getByText("Album créé").first().waitFor();
    const album = page.locator('[data-album="Villa à Kégué"]');
    await album
      .locator('input[name="photos"]')
      .setInputFiles([{ name: "portrait.jpg", mimeType: "image/jpeg", buffer: portrait }]);
    await album.locator('button[value="upload"]').click();
    await page.getByText("Photos ajoutées à l'album.").first().waitFor();

    const photo = page.locator("[data-admin-photo]").first();
    const thumbnail = photo.locator("img").first();
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    expect(await middleColour(thumbnail)).toBe("blue");
    // The framing is folded away until asked for.
    const picker = photo.locator("[data-focus-picker]");
    expect(await picker.isVisible()).toBe(false);
    await photo.getByText("Cadrage de la vignette").tap();
    const box = (await picker.boundingBox())!;
    await picker.tap({ position: { x: box.width / 2, y: box.height * 0.1 } });
    // The thumbnail above follows at once, before saving.
    expect(await middleColour(thumbnail)).toBe("red");
    await photo.getByRole("button", { name: "Enregistrer" }).tap();
    await page.getByText("Modifications enregistrées").first().waitFor();
    const stored = await database.db
      .selectFrom("gallery_photos")
      .select(["focus_x", "focus_y"])
      .executeTakeFirstOrThrow();
    expect(Number(stored.focus_x)).toBe(50);
    expect(Number(stored.focus_y)).toBeGreaterThanOrEqual(5);
    expect(Number(stored.focus_y)).toBeLessThanOrEqual(15);

    // Visitors on a phone, also without JavaScript, get the thumbnail cropped around that point.
    for (const javaScriptEnabled of [true, false]) {
      const visitor = await openPage({ ...PHONE, javaScriptEnabled });
      await visitor.goto(`${server.url}/galeries`);
      const shown = visitor.locator("[data-gallery-photo] img").first();
      await shown.evaluate((img: HTMLImageElement) => {
        img.loading = "eager";
        return img.decode();
      });
      expect(await middleColour(shown)).toBe("red");
    }
  });

  it("at a desk, the sliders are the keyboard's way; a forged point is refused", async ({
    server,
    database,
    adminPage: page,
  }) => {
    await page.goto(`${server.url}/admin/gallery`);
    await waitForHydration(page);
    const photo = page.locator("[data-admin-photo]").first();
    await photo.getByText("Cadrage de la vignette").click();
    const down = photo.getByRole("slider", { name: "De haut en bas" });
    await down.focus();
    await page.keyboard.press("End");
    await photo.getByRole("button", { name: "Enregistrer" }).click();
    await page.getByText("Modifications enregistrées").first().waitFor();
    const row = await database.db
      .selectFrom("gallery_photos")
      .select(["id", "focus_y"])
      .executeTakeFirstOrThrow();
    expect(Number(row.focus_y)).toBe(100);
    expect(await middleColour(photo.locator("img").first())).toBe("blue");

    const cookie = await signInCookie(server.url, ADMIN.email, ADMIN.password);
    const forged = await adminPost(server.url, href("/admin/gallery"), cookie, {
      id: row.id,
      target: "photo",
      captionFr: "",
      captionEn: "",
      focusX: "500",
      focusY: "20",
    });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain("Nombre invalide.");
    const after = await database.db
      .selectFrom("gallery_photos")
      .select(["focus_x", "focus_y"])
      .executeTakeFirstOrThrow();
    expect([Number(after.focus_x), Number(after.focus_y)]).toEqual([50, 100]);
  });
});
