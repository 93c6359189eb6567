import { describe, expect } from "vitest";
import { PUBLIC_PAGES } from "~/content/public-pages";
import { PHONE } from "../helpers/browser";
import { it } from "../helpers/fixtures";

/**
 * A public page is one document. An SVG shown as an <img> or reached by <use href="file.svg#…">
 * is a second document the phone loads, parses and lays out apart from the page; the logo and the
 * icons are drawn inline instead (app/components/layout/site-logo.tsx, scripts/build-icons.js).
 */
describe("a public page", () => {
  it("loads no SVG file and still draws its logo and icons", async ({ server, openPage }) => {
    const page = await openPage(PHONE);
    const svgRequests: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      // The tab's icon is drawn by the browser, not in the page.
      if (pathname.endsWith(".svg") && pathname !== "/favicon.svg") svgRequests.push(pathname);
    });
    for (const path of PUBLIC_PAGES) {
      await page.goto(`${server.url}${path}`, { waitUntil: "load" });
      const drawn = await page.evaluate(() => {
        const logo = document.querySelector('header a[href] > svg[viewBox="0 0 256 256"]');
        const icons = [...document.querySelectorAll("body svg")].filter((svg) => svg !== logo);
        return {
          logoShapes: logo?.querySelectorAll("path, circle").length ?? 0,
          icons: icons.length,
          iconsWithoutShapes: icons.filter(
            (svg) => !svg.querySelector("path, circle, rect, line, polyline, polygon, ellipse"),
          ).length,
          uses: document.querySelectorAll("use").length,
        };
      });
      expect(drawn.logoShapes, path).toBeGreaterThan(3);
      expect(drawn.icons, path).toBeGreaterThan(0);
      expect(drawn.iconsWithoutShapes, path).toBe(0);
      expect(drawn.uses, path).toBe(0);
    }
    expect(svgRequests).toEqual([]);
  });
});
