import sharp from "sharp";
import { describe, expect } from "vitest";
import { it } from "../helpers/fixtures";

const expected = {
  fr: { home: "Africa Clean — accueil", hours: /^Lundi – samedi : 7\sh/ },
  en: { home: "Africa Clean — home", hours: /^Monday – Saturday: 7/ },
};

describe.each(["fr", "en"] as const)("the frame's words (%s)", (locale) => {
  it("labels the logo and writes the opening hours in the page's language", async ({ server }) => {
    const html = await (await fetch(`${server.url}/${locale === "en" ? "?lng=en" : ""}`)).text();
    const logoLabel = /<a [^>]*aria-label="([^"]*)"[^>]*><svg viewBox="0 0 256 256"/.exec(
      html,
    )?.[1];
    expect(logoLabel).toBe(expected[locale].home);
    const hours = /<p>((?:Lundi|Monday)[^<]*(?:<!-- -->[^<]*)*)<\/p>/.exec(html)?.[1];
    expect(hours?.replaceAll("<!-- -->", "")).toMatch(expected[locale].hours);
  });
});

describe.each(["fr", "en"] as const)(
  "language of what others wrote and of previews (%s)",
  (locale) => {
    const q = locale === "en" ? "?lng=en" : "";
    const other = locale === "en" ? "fr" : "en";

    it("shows the testimonials written in the page's language first and marks the others", async ({
      server,
    }) => {
      const html = await (await fetch(`${server.url}/${q}`)).text();
      const quotes = [...html.matchAll(/<blockquote([^>]*)>/g)].map(
        ([, attrs]) => /lang="([a-z]+)"/.exec(attrs!)?.[1] ?? locale,
      );
      expect(quotes.length).toBe(5);
      const firstOther = quotes.indexOf(other);
      expect(firstOther).toBeGreaterThan(0);
      // Never one in the page's language after one in the other.
      expect(quotes.slice(firstOther).every((l) => l === other)).toBe(true);
    });

    it("gives link previews a card with the tagline in the page's language", async ({ server }) => {
      const html = await (await fetch(`${server.url}/contact${q}`)).text();
      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
      expect(image).toMatch(locale === "en" ? /\/img\/og-en\.jpg$/ : /\/img\/og-default\.jpg$/);
      const response = await fetch(`${server.url}${new URL(image!).pathname}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/jpeg");
    });
  },
);

describe("link-preview pictures", () => {
  it("serves a WebP or AVIF picture of the site as a 1200x630 JPEG under 300 KB, and nothing else", async ({
    server,
  }) => {
    const ok = await fetch(
      `${server.url}/og-image.jpg?src=${encodeURIComponent("/img/natura-potager-1-800.webp")}`,
    );
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("image/jpeg");
    const jpeg = Buffer.from(await ok.arrayBuffer());
    expect(jpeg.length).toBeLessThan(300 * 1024);
    const info = await sharp(jpeg).metadata();
    expect([info.format, info.width, info.height]).toEqual(["jpeg", 1200, 630]);
    // Only the site's own pictures: no other folder, no climbing out, no missing file.
    for (const src of [
      "/img/../../package.json",
      "/etc/passwd",
      "https://evil.example/a.webp",
      "/img/nope-800.webp",
      "/media/not-an-upload.webp",
      "",
    ]) {
      const refused = await fetch(`${server.url}/og-image.jpg?src=${encodeURIComponent(src)}`);
      expect(refused.status, src).toBe(404);
    }
  });
});

describe("favicon", () => {
  it("serves /favicon.ico as an icon, and a short 404 for a missing picture", async ({
    server,
  }) => {
    const icon = await fetch(`${server.url}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toMatch(/icon/);
    const bytes = new Uint8Array(await icon.arrayBuffer());
    // ICONDIR: reserved 0, type 1 (icon), then how many images.
    expect([...bytes.slice(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(bytes[4]).toBeGreaterThan(0);
    const missing = await fetch(`${server.url}/apple-touch-icon.png`);
    expect(missing.status).toBe(404);
    expect((await missing.text()).length).toBeLessThan(100);
  });
});
