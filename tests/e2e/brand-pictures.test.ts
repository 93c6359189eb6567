import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect } from "vitest";
import { adminPost, signInCookie } from "../helpers/auth";
import { waitForHydration } from "../helpers/browser";
import { it, type E2eServer } from "../helpers/fixtures";
import { href } from "react-router";

const png = async (width: number, height: number, background: string) => ({
  name: `${background.slice(1)}.png`,
  mimeType: "image/png",
  buffer: await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer(),
});

const head = async (server: E2eServer, path: string) => {
  const html = await (await fetch(`${server.url}${path}`)).text();
  const attr = (pattern: RegExp) =>
    pattern.exec(html)?.[1]?.replaceAll("&amp;", "&").replaceAll("&#x27;", "'");
  return {
    html,
    icon: attr(/<link rel="icon"[^>]*href="([^"]+)"/),
    ogImage: attr(/<meta property="og:image" content="([^"]+)"/),
    ogAlt: attr(/<meta property="og:image:alt" content="([^"]+)"/),
  };
};

/** Sends a picture through a slot's file input and waits until the page has stored it. */
async function choose(page: Page, slot: string, file: Awaited<ReturnType<typeof png>>) {
  const box = page.locator(`[data-brand-slot="${slot}"]`);
  await box.locator('input[type="file"]').setInputFiles(file);
  await box.locator("[data-uploaded]").waitFor();
}

describe("logo, icon and share pictures from the admin", () => {
  it("start as the site's own", async ({ server }) => {
    const home = await head(server, "/");
    expect(home.icon).toBe("/favicon.svg");
    expect(home.ogImage).toMatch(/\/img\/og-default\.jpg$/);
    expect(home.html).not.toContain('rel="apple-touch-icon"');
  });

  it("replace the logo, the icon, the site's and a page's share picture", async ({
    server,
    adminPage: page,
  }) => {
    await page.goto(`${server.url}/admin/brand`);
    await waitForHydration(page);
    await choose(page, "logo", await png(300, 100, "#c53030"));
    await choose(page, "icon", await png(512, 512, "#2b6cb0"));
    await choose(page, "share", await png(1200, 630, "#2f855a"));
    await page.locator('[name="shareAltFr"]').fill("L'équipe au travail à Lomé");
    await choose(page, "page-services", await png(1200, 630, "#dd6b20"));
    await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
    await page.getByText("Images enregistrées").waitFor();

    const home = await head(server, "/");
    expect(home.icon).toMatch(/^\/brand\/icon-32\.png\?v=[\w-]+$/);
    const icon = await fetch(`${server.url}${home.icon}`);
    expect(icon.headers.get("content-type")).toBe("image/png");
    expect(await sharp(Buffer.from(await icon.arrayBuffer())).metadata()).toMatchObject({
      width: 32,
      height: 32,
    });
    const touch = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(home.html)![1]!;
    const big = await fetch(`${server.url}${touch.replaceAll("&amp;", "&")}`);
    expect((await sharp(Buffer.from(await big.arrayBuffer())).metadata()).width).toBe(180);
    const manifest = (await (await fetch(`${server.url}/site.webmanifest`)).json()) as {
      icons: { src: string; sizes: string }[];
    };
    expect(manifest.icons.map((i) => i.sizes)).toEqual(["192x192", "512x512"]);

    // The site's share picture, as a JPEG link previews can show, with its description.
    expect(home.ogImage).toMatch(/\/og-image\.jpg\?src=%2Fmedia%2F[\w-]+-1200\.webp$/);
    expect(home.ogAlt).toBe("L'équipe au travail à Lomé");
    const preview = await fetch(home.ogImage!.replace(/^https?:\/\/[^/]+/, server.url));
    expect(preview.headers.get("content-type")).toBe("image/jpeg");
    // English without English words: the French description stands in.
    expect((await head(server, "/?lng=en")).ogAlt).toBe("L'équipe au travail à Lomé");
    // /services has its own; the others keep the site's.
    const services = await head(server, "/services");
    expect(services.ogImage).toMatch(/\/og-image\.jpg\?src=%2Fmedia%2F/);
    expect(services.ogImage).not.toBe(home.ogImage);
    expect((await head(server, "/contact")).ogImage).toBe(home.ogImage!.replace(/\/$/, ""));

    // The header's logo is the picture, at the logo's height.
    const visitor = page.context();
    const site = await visitor.newPage();
    await site.goto(`${server.url}/`);
    const logo = site.locator("header a[aria-label] img").first();
    expect(await logo.getAttribute("src")).toMatch(/^\/media\//);
    expect(Math.round((await logo.boundingBox())!.height)).toBe(36);

    // Back to the site's own logo.
    await page.goto(`${server.url}/admin/brand`);
    await waitForHydration(page);
    await page
      .locator('[data-brand-slot="logo"]')
      .getByLabel("Revenir à l'image fournie avec le site")
      .check();
    await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
    await page.getByText("Images enregistrées").waitFor();
    await site.reload();
    expect(await site.locator("header a[aria-label] svg").count()).toBe(1);
    expect(await site.locator("header a[aria-label] img").count()).toBe(0);
  });

  it("refuses an icon too small to show on a phone, and anyone but an administrator", async ({
    server,
    database,
    editor,
    adminPage: page,
    allowErrors,
  }) => {
    allowErrors(/status of 400/);
    const before = await database.db
      .selectFrom("site_settings")
      .select("value")
      .where("key", "=", "brand")
      .executeTakeFirst();
    await page.goto(`${server.url}/admin/brand`);
    await waitForHydration(page);
    await choose(page, "icon", await png(100, 100, "#553c9a"));
    await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
    await page.getByText("Icône trop petite").first().waitFor();
    const after = await database.db
      .selectFrom("site_settings")
      .select("value")
      .where("key", "=", "brand")
      .executeTakeFirst();
    expect(after).toEqual(before);

    const cookie = await signInCookie(server.url, editor.email, editor.password);
    expect((await adminPost(server.url, href("/admin/brand"), cookie, {})).status).toBe(403);
    expect(
      (await fetch(`${server.url}/admin/brand`, { headers: { cookie }, redirect: "manual" }))
        .status,
    ).toBe(403);
  });
});
