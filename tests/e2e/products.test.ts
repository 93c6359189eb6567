import type { Locator } from "playwright-core";
import { describe, expect } from "vitest";
import { siteContent } from "../helpers/page-content";
import { itHasNoSeriousViolations, seriousA11yViolations } from "../helpers/axe";
import { DESKTOP, PHONE, waitForHydration } from "../helpers/browser";
import { it } from "../helpers/fixtures";

const playState = (el: Locator) => el.evaluate((node) => getComputedStyle(node).animationPlayState);
/** How many pictures sit side by side on the gallery's first row. */
const columns = (el: Locator) =>
  el.evaluate((list) => {
    const tops = [...list.children].map((item) => Math.round(item.getBoundingClientRect().top));
    return tops.filter((top) => top === tops[0]).length;
  });

describe.each(["fr", "en"] as const)("the products page (%s)", (locale) => {
  const q = locale === "en" ? "?lng=en" : "";
  const products = siteContent[locale].products;

  it("shows the banner's three feature cards and the two product galleries", async ({
    server,
    page,
  }) => {
    await page.goto(`${server.url}/produits${q}`);
    expect(await page.locator("h1").allTextContents()).toEqual([products.hero.title]);
    const features = page.getByTestId("product-features").locator(":scope > li");
    expect(await features.count()).toBe(3);
    for (const [i, feature] of products.hero.features.entries()) {
      expect(await features.nth(i).textContent()).toBe(feature.title + feature.description);
      expect(await features.nth(i).locator("svg").count()).toBe(1);
    }
    for (const range of [products.ecotrash, products.ecoclean]) {
      const images = page.locator(`#${range.id} [data-product] img`);
      expect(await images.count()).toBe(range.id === "ecotrash" ? 11 : 5);
      const attributes = await images.evaluateAll((imgs) =>
        imgs.map((img) => ({
          alt: img.getAttribute("alt"),
          width: Number(img.getAttribute("width")),
          height: Number(img.getAttribute("height")),
          loading: img.getAttribute("loading"),
          sizes:
            img.getAttribute("sizes") ??
            img.closest("picture")?.querySelector("source")?.getAttribute("sizes"),
        })),
      );
      expect(attributes.map((a) => a.alt)).toEqual(
        range.products.flatMap((p) => p.photos.map((photo) => photo.image.alt)),
      );
      for (const a of attributes) {
        expect(a.width).toBeGreaterThan(0);
        expect(a.height).toBeGreaterThan(0);
        expect(a.loading).toBe("lazy");
        expect(a.sizes).toMatch(/px|vw/);
      }
      expect(await page.locator(`#${range.id} h2`).textContent()).toBe(range.title);
    }
  });

  it("lays the product cards out in 1 column on phones and 3 on desktop", async ({
    server,
    openPage,
  }) => {
    const page = await openPage(PHONE);
    await page.goto(`${server.url}/produits${q}`);
    expect(await columns(page.getByTestId("ecotrash-gallery"))).toBe(1);
    expect(await columns(page.getByTestId("ecoclean-gallery"))).toBe(1);
    await page.setViewportSize(DESKTOP.viewport!);
    expect(await columns(page.getByTestId("ecotrash-gallery"))).toBe(3);
    expect(await columns(page.getByTestId("ecoclean-gallery"))).toBe(3);
    // No horizontal scrolling on a phone, the ring included.
    await page.setViewportSize(PHONE.viewport!);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.viewport!.width,
    );
  });

  it("has the four statistic cards and a call to action to contact and quote", async ({
    server,
    page,
  }) => {
    await page.goto(`${server.url}/produits${q}`);
    const why = page.locator("section", {
      has: page.getByRole("heading", { name: products.whyChoose.title }),
    });
    expect(await why.locator("li").count()).toBe(4);
    // The values are key figures: the code's content names them ({figure:clients}), the page
    // shows them filled.
    const shown = (await why.textContent()) ?? "";
    for (const stat of products.whyChoose.stats) expect(shown).toContain(stat.label);
    expect(shown).not.toContain("{");
    const cta = page.locator("section", {
      has: page.getByRole("heading", { name: products.cta.title }),
    });
    expect(
      await cta
        .getByRole("link", { name: products.cta.contact.label, exact: true })
        .getAttribute("href"),
    ).toBe(`/contact${q}`);
    expect(
      await cta
        .getByRole("link", { name: products.cta.quote.label, exact: true })
        .getAttribute("href"),
    ).toBe(`/quote${q}`);
    await cta.getByRole("link", { name: products.cta.quote.label, exact: true }).click();
    await page.waitForURL(`${server.url}/quote${q}`);
  });

  it("turns the showcase ring, pauses it on hover and enlarges the hovered image", async ({
    server,
    page,
  }) => {
    await page.goto(`${server.url}/produits${q}`);
    await waitForHydration(page);
    const ring = page.getByTestId("showcase-ring");
    const orbit = page.getByTestId("showcase-orbit");
    expect(await ring.getAttribute("aria-hidden")).toBe("true");
    expect(await page.getByTestId("showcase-image").count()).toBe(
      products.hero.showcase.images.length,
    );
    expect(await orbit.evaluate((el) => getComputedStyle(el).animationDuration)).toBe("25s");
    expect(await playState(orbit)).toBe("running");

    // Hovering the centre pauses the orbit; then an image can be pointed at and grows.
    const box = (await ring.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => playState(orbit)).toBe("paused");
    const image = page.getByTestId("showcase-image").nth(2);
    // Every counter-rotating wrapper stops too, so the images stay upright.
    expect(await playState(image.locator(".."))).toBe("paused");
    const before = (await image.boundingBox())!.width;
    await image.hover();
    await expect
      .poll(async () => (await image.boundingBox())!.width / before, { timeout: 3000 })
      .toBeCloseTo(128 / 96, 1);

    await page.mouse.move(0, 0);
    await expect.poll(() => playState(orbit)).toBe("running");
  });

  it("can be paused from the keyboard", async ({ server, page }) => {
    await page.goto(`${server.url}/produits${q}`);
    const pause = page.getByRole("checkbox", { name: products.hero.showcase.pause });
    await pause.focus();
    await page.keyboard.press("Space");
    expect(await pause.isChecked()).toBe(true);
    expect(await playState(page.getByTestId("showcase-orbit"))).toBe("paused");
  });

  it("replaces a missing image with the placeholder", async ({ server, page, allowErrors }) => {
    allowErrors(/status of 404/);
    await page.route(/\/ecotrash-7[^/]*$/, (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto(`${server.url}/produits${q}`);
    await waitForHydration(page);
    const broken = page
      .getByTestId("showcase-image")
      .locator("img")
      .nth(products.hero.showcase.images.findIndex((item) => item.image.name === "ecotrash-7"));
    await expect
      .poll(() => broken.evaluate((img: HTMLImageElement) => img.currentSrc), { timeout: 5000 })
      .toMatch(/placeholder/);
    await expect
      .poll(() => broken.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 5000 })
      .toBeGreaterThan(0);
    const others = page.getByTestId("showcase-image").locator("img").nth(0);
    expect(await others.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/ecotrash-1/);
  });

  it("keeps the ring still when the visitor asks for reduced motion", async ({
    server,
    openPage,
  }) => {
    const page = await openPage({ reducedMotion: "reduce" });
    await page.goto(`${server.url}/produits${q}`);
    expect(
      await page.getByTestId("showcase-orbit").evaluate((el) => getComputedStyle(el).animationName),
    ).toBe("none");
    const counters = await page
      .getByTestId("showcase-image")
      .evaluateAll((els) => els.map((el) => getComputedStyle(el.parentElement!).animationName));
    expect(new Set(counters)).toEqual(new Set(["none"]));
    expect(
      await page.getByRole("checkbox", { name: products.hero.showcase.pause }).isVisible(),
    ).toBe(false);
  });

  itHasNoSeriousViolations(`/produits${q}`);
});

describe.each(["fr", "en"] as const)("the galleries page (%s)", (locale) => {
  const q = locale === "en" ? "?lng=en" : "";
  const galleries = siteContent[locale].galleries;

  it("shows its heading and links back into the site", async ({ server, openPage }) => {
    const page = await openPage(PHONE);
    await page.goto(`${server.url}/galeries${q}`);
    await waitForHydration(page);
    expect(await page.locator("h1").allTextContents()).toEqual([galleries.heading]);
    for (const link of galleries.links) {
      expect(
        await page.locator("main").getByRole("link", { name: link.label }).getAttribute("href"),
      ).toBe(`${link.href}${q}`);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
