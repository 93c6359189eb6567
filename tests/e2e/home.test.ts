import type { BrowserContextOptions, Locator, Page } from "playwright-core";
import { describe, expect } from "vitest";
import { siteContent } from "../helpers/page-content";
import { clients, partners } from "~/content/demo";
import { ratingText } from "~/features/leads";
import { seriousA11yViolations } from "../helpers/axe";
import { DESKTOP, PHONE, waitForHydration } from "../helpers/browser";
import { waitOutFillTime } from "../helpers/fill-time";
import { it, type OpenPage } from "../helpers/fixtures";

describe.each(["fr", "en"] as const)("the home page (%s)", (locale) => {
  const q = locale === "en" ? "?lng=en" : "";
  const home = siteContent[locale].home;

  /**
   * Opens the home page with a fake clock, hydrated, with time stopped: timers only fire when
   * the test moves the clock on.
   */
  async function openHome(
    { server, openPage }: { server: { url: string }; openPage: OpenPage },
    options: BrowserContextOptions = DESKTOP,
  ) {
    const page = await openPage(options);
    const start = Date.now();
    await page.clock.install({ time: start });
    // Far enough ahead that a slow machine has not passed it yet (pausing in the past fails).
    await page.clock.pauseAt(start + 60_000);
    await page.goto(`${server.url}/${q}`);
    await waitForHydration(page);
    return page;
  }

  const activeSlide = (carousel: Locator) =>
    carousel.locator("[data-slide][data-active]").getAttribute("data-slide").then(Number);
  /** Waits out a reveal or hide transition: true once the element is shown (or hidden). */
  const shown = (locator: Locator) =>
    locator.waitFor({ state: "visible", timeout: 3_000 }).then(
      () => true,
      () => false,
    );
  const gone = (locator: Locator) =>
    locator.waitFor({ state: "hidden", timeout: 3_000 }).then(
      () => true,
      () => false,
    );
  /** Puts the pointer somewhere neutral, outside both carousels. */
  const pointerAway = (page: Page) => page.locator("#intro-title").hover();

  it("renders the first hero slide and its priority picture on the server, before any JavaScript", async ({
    server,
    openPage,
  }) => {
    const page = await openPage({ javaScriptEnabled: false });
    await page.goto(`${server.url}/${q}`);
    const hero = page.getByTestId("hero-carousel");
    expect(await hero.getAttribute("aria-roledescription")).toBe("carousel");
    expect(await hero.getAttribute("aria-label")).toBe(home.hero.label);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(home.meta.title);
    expect(
      await hero.getByRole("heading", { level: 2, name: home.hero.slides[0]!.title }).isVisible(),
    ).toBe(true);
    const slides = hero.locator("[data-slide]");
    expect(await slides.count()).toBe(3);
    expect(
      await slides.evaluateAll((els) =>
        els.map((el) => [
          el.getAttribute("aria-label"),
          el.getAttribute("aria-roledescription"),
          el.hasAttribute("inert"),
        ]),
      ),
    ).toEqual([
      ["1 / 3", "slide", false],
      ["2 / 3", "slide", true],
      ["3 / 3", "slide", true],
    ]);
    expect(await slides.nth(0).isVisible()).toBe(true);
    expect(await slides.nth(1).isVisible()).toBe(false);
    // Only the LCP picture is in the server's HTML, preloaded and fetched first.
    const pictures = slides.locator("img");
    expect(
      await pictures.evaluateAll((imgs) =>
        imgs.map((img) => [img.getAttribute("fetchpriority"), img.getAttribute("loading")]),
      ),
    ).toEqual([["high", "eager"]]);
    expect(
      await page.locator('link[rel="preload"][as="image"][imagesrcset*="/img/hero-1-"]').count(),
    ).toBe(1);
    await pictures.first().evaluate((img: HTMLImageElement) => img.decode());
    expect(
      await pictures.first().evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    expect(
      await hero.getByRole("link", { name: home.hero.slides[0]!.cta.label }).getAttribute("href"),
    ).toBe(`/quote${q}`);
  });

  it("hero: advances every 5 s and wraps around; has a progress bar", async ({
    server,
    openPage,
  }) => {
    const page = await openHome({ server, openPage });
    const hero = page.getByTestId("hero-carousel");
    expect(await activeSlide(hero)).toBe(0);
    await page.clock.runFor(4_500);
    expect(await activeSlide(hero)).toBe(0);
    await page.clock.runFor(600);
    expect(await activeSlide(hero)).toBe(1);
    await page.clock.runFor(5_000);
    expect(await activeSlide(hero)).toBe(2);
    await page.clock.runFor(5_000);
    expect(await activeSlide(hero)).toBe(0);
    // The slide shown is the only one assistive technology sees, and its links are reachable.
    expect(
      await hero
        .locator("[data-slide]")
        .evaluateAll((els) => els.map((el) => el.getAttribute("aria-hidden"))),
    ).toEqual([null, "true", "true"]);
    expect(
      await hero
        .locator("[data-slide] img")
        .evaluateAll((imgs) => imgs.map((img) => img.getAttribute("loading"))),
    ).toEqual(["eager", "lazy", "lazy"]);
    const progress = hero.locator("[data-carousel-progress]");
    expect(await progress.count()).toBe(1);
    expect(await progress.evaluate((el) => getComputedStyle(el).animationDuration)).toBe("5s");
  });

  it("hero: previous / next arrows and dots choose the slide", async ({ server, openPage }) => {
    const page = await openHome({ server, openPage });
    const hero = page.getByTestId("hero-carousel");
    await hero.getByRole("button", { name: home.hero.next }).click();
    expect(await activeSlide(hero)).toBe(1);
    await hero.getByRole("button", { name: home.hero.previous }).click();
    expect(await activeSlide(hero)).toBe(0);
    await hero.getByRole("button", { name: home.hero.previous }).click();
    expect(await activeSlide(hero)).toBe(2);
    await hero.getByRole("button", { name: home.hero.next }).click();
    expect(await activeSlide(hero)).toBe(0);
    const dot = hero.getByRole("button", { name: home.hero.goToSlide.replace("{n}", "2") });
    await dot.click();
    expect(await activeSlide(hero)).toBe(1);
    expect(await dot.getAttribute("aria-current")).toBe("true");
    expect(await hero.locator("[aria-current]").count()).toBe(1);
    expect(await shown(hero.getByRole("heading", { name: home.hero.slides[1]!.title }))).toBe(true);
  });

  it("hero: stops while hovered, while keyboard focus is inside, and with the pause button", async ({
    server,
    openPage,
  }) => {
    const page = await openHome({ server, openPage });
    const hero = page.getByTestId("hero-carousel");
    const progress = hero.locator("[data-carousel-progress]");

    await hero.hover();
    await page.clock.runFor(12_000);
    expect(await activeSlide(hero)).toBe(0);
    expect(await progress.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe("paused");
    await pointerAway(page);
    await page.clock.runFor(5_100);
    expect(await activeSlide(hero)).toBe(1);

    // Keyboard focus: Tab until it lands in the hero.
    for (
      let i = 0;
      i < 30 && !(await hero.evaluate((el) => el.contains(document.activeElement)));
      i++
    )
      await page.keyboard.press("Tab");
    expect(await hero.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.clock.runFor(12_000);
    expect(await activeSlide(hero)).toBe(1);
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await page.clock.runFor(5_100);
    expect(await activeSlide(hero)).toBe(2);

    // The pause switch says what it will do, and holds the slides until pressed again.
    const pause = hero.getByRole("button", { name: home.hero.pause });
    await pause.click();
    await pointerAway(page);
    await page.clock.runFor(12_000);
    expect(await activeSlide(hero)).toBe(2);
    await hero.getByRole("button", { name: home.hero.play }).click();
    await pointerAway(page);
    await page.clock.runFor(5_100);
    expect(await activeSlide(hero)).toBe(0);
    expect(await hero.getByRole("button", { name: home.hero.pause }).count()).toBe(1);
  });

  it("carousels do not move by themselves for visitors who prefer reduced motion", async ({
    server,
    openPage,
  }) => {
    const page = await openHome({ server, openPage }, { ...DESKTOP, reducedMotion: "reduce" });
    const hero = page.getByTestId("hero-carousel");
    const testimonials = page.getByTestId("testimonials-carousel");
    await page.clock.runFor(20_000);
    expect(await activeSlide(hero)).toBe(0);
    expect(await activeSlide(testimonials)).toBe(0);
    // They can still be started on purpose.
    expect(await hero.getByRole("button", { name: home.hero.play }).count()).toBe(1);
  });

  it("concept circles reveal their description on hover and on keyboard focus; quote and services links", async ({
    server,
    openPage,
  }) => {
    const page = await openHome({ server, openPage });
    const concept = (id: string) => page.locator(`[data-concept="${id}"]`);
    const description = (id: string) => concept(id).locator("[data-concept-description]");

    // Hidden, yet in the HTML for search engines.
    expect(await description("nettoie-pro").isVisible()).toBe(false);
    expect(await description("nettoie-pro").textContent()).toBe(
      home.concepts.items[0]!.description,
    );
    await concept("nettoie-pro").locator("[data-concept-circle]").hover();
    expect(await shown(description("nettoie-pro"))).toBe(true);
    await pointerAway(page);
    expect(await gone(description("nettoie-pro"))).toBe(true);

    expect(await description("eco-jardin").isVisible()).toBe(false);
    await concept("nettoie-pro").getByRole("link", { name: home.concepts.learnMoreLabel }).focus();
    await page.keyboard.press("Tab");
    const circle = concept("eco-jardin").locator("[data-concept-circle]");
    expect(await circle.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await shown(description("eco-jardin"))).toBe(true);
    expect(await circle.getAttribute("aria-controls")).toBe(
      await description("eco-jardin").getAttribute("id"),
    );

    for (const item of home.concepts.items) {
      const quote = concept(item.id).getByRole("link", { name: home.concepts.quoteLabel });
      expect(await quote.getAttribute("href")).toBe(
        locale === "en" ? `/quote?concept=${item.id}&lng=en` : `/quote?concept=${item.id}`,
      );
      expect(
        await concept(item.id)
          .getByRole("link", { name: home.concepts.learnMoreLabel })
          .getAttribute("href"),
      ).toBe(`/services${q}#${item.id}`);
    }
    expect(
      await page
        .getByRole("link", { name: home.concepts.contactExperts.label })
        .getAttribute("href"),
    ).toBe(`/contact${q}`);
  });

  it("concept circles open on tap on a phone", async ({ server, openPage }) => {
    const page = await openHome({ server, openPage }, PHONE);
    const concept = page.locator('[data-concept="sante-pro"]');
    const description = concept.locator("[data-concept-description]");
    const circle = concept.locator("[data-concept-circle]");
    expect(await description.isVisible()).toBe(false);
    await circle.tap();
    expect(await shown(description)).toBe(true);
    expect(await circle.getAttribute("aria-expanded")).toBe("true");
    await circle.tap();
    expect(await gone(description)).toBe(true);
  });

  it("trust section: 11 clients in 15 s and 5 partners in 20 s, each name read once, paused on hover", async ({
    server,
    openPage,
  }) => {
    const page = await openHome({ server, openPage });
    // Each entry: a monogram (decorative), then the name.
    const names = (id: string) =>
      page.locator(`ul[data-ticker="${id}"] > li > span:last-child`).allTextContents();
    expect(await names("clients")).toEqual([...clients]);
    expect(await names("partners")).toEqual([...partners]);
    for (const [id, count, duration] of [
      ["clients", 11, "15s"],
      ["partners", 5, "20s"],
    ] as const) {
      const track = page.locator(`[data-ticker-track="${id}"]`);
      expect(await track.evaluate((el) => getComputedStyle(el).animationDuration)).toBe(duration);
      // The copy that closes the loop is hidden from assistive technology.
      expect(await track.locator('ul[aria-hidden="true"] > li').count()).toBe(count);
      expect(await track.locator("ul:not([aria-hidden])").count()).toBe(1);
      // The track itself moves; the pointer rests on its frame.
      await track.locator("xpath=..").hover();
      expect(await track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe("paused");
    }
    for (const stat of home.trust.stats)
      expect(await page.getByText(stat.label, { exact: true }).count()).toBe(1);
  });

  it("testimonials come from the database and advance every 8 s", async ({ server, openPage }) => {
    const page = await openHome({ server, openPage });
    const carousel = page.getByTestId("testimonials-carousel");
    // An island that wakes as it comes into view (decision 037): the reader scrolls to it.
    await carousel.scrollIntoViewIfNeeded();
    await page.waitForSelector(
      'ac-island[data-name="sections/home/testimonials-section"][data-hydrated]',
    );
    const active = carousel.locator("[data-slide][data-active]");
    // Seeded at first start: those in the page's language first, then the newest approval.
    const first =
      locale === "fr" ? ["Afi K.", "Désinfection complète"] : ["Sarah M.", "twelve rooms"];
    expect(await active.textContent()).toContain(first[0]);
    expect(await active.textContent()).toContain(
      home.testimonials.ratingLabel.replace("{rating}", "5"),
    );
    expect(await active.locator("blockquote").textContent()).toContain(first[1]);
    expect(await carousel.locator("[data-slide]").count()).toBe(5);
    await page.clock.runFor(7_500);
    expect(await activeSlide(carousel)).toBe(0);
    await page.clock.runFor(600);
    expect(await activeSlide(carousel)).toBe(1);
    // Then the next: in English, the French ones in approval order (newest first).
    expect(await active.textContent()).toContain(locale === "fr" ? "Komlan A." : "Afi K.");
    expect(
      await carousel
        .locator("[data-carousel-progress]")
        .evaluate((el) => getComputedStyle(el).animationDuration),
    ).toBe("8s");
    await carousel.getByRole("button", { name: home.testimonials.previous }).click();
    await carousel.getByRole("button", { name: home.testimonials.previous }).click();
    expect(await activeSlide(carousel)).toBe(4);
  });

  it("the share button opens the testimonial modal; Escape closes it and gives focus back", async ({
    server,
    openPage,
  }) => {
    const page = await openHome({ server, openPage });
    const share = page.getByRole("button", { name: home.testimonials.shareButton });
    const modal = page.getByTestId("testimonial-modal");
    expect(await modal.isVisible()).toBe(false);
    await share.click();
    // The section is an island that wakes as it comes into view: a click that comes first waits
    // for it, then opens the modal (decision 037).
    await expect
      .poll(() => modal.evaluate((el: HTMLDialogElement) => el.open && el.matches(":modal")))
      .toBe(true);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe(
      "name",
    );
    expect(
      await modal.getByRole("heading", { name: home.testimonials.modal.title }).isVisible(),
    ).toBe(true);

    const fields = home.testimonials.modal.fields;
    expect(await modal.getByLabel(fields.name.label).getAttribute("name")).toBe("name");
    expect(await modal.getByLabel(fields.email.label).getAttribute("type")).toBe("email");
    expect(await modal.getByLabel(fields.testimonial.label).getAttribute("name")).toBe(
      "testimonial",
    );
    expect(await modal.getByLabel(fields.phone.label).getAttribute("required")).toBeNull();
    const ratings = modal.locator('input[name="rating"]');
    expect(
      await ratings.evaluateAll((inputs: HTMLInputElement[]) => inputs.map((i) => i.value)),
    ).toEqual([1, 2, 3, 4, 5].map(ratingText));
    expect(await modal.locator('input[name="rating"]:checked').getAttribute("value")).toBe(
      ratingText(5),
    );
    expect(await modal.getByRole("radio", { name: `5 ${fields.rating.stars}` }).isChecked()).toBe(
      true,
    );
    expect(await modal.getByText(home.testimonials.modal.requiredNote).isVisible()).toBe(true);

    // Sending waits for the three required texts.
    const submit = modal.getByRole("button", { name: home.testimonials.modal.submit });
    expect(await submit.isDisabled()).toBe(true);
    await modal.getByLabel(fields.name.label).fill("Ama T.");
    await modal.getByLabel(fields.email.label).fill("ama@example.tg");
    expect(await submit.isDisabled()).toBe(true);
    await modal.getByLabel(fields.testimonial.label).fill("Très bon travail.");
    expect(await submit.isDisabled()).toBe(false);

    await page.keyboard.press("Escape");
    expect(await modal.evaluate((el: HTMLDialogElement) => el.open)).toBe(false);
    expect(await share.evaluate((el) => el === document.activeElement)).toBe(true);
    // Cancel closes it as well.
    await share.click();
    await modal.getByRole("button", { name: home.testimonials.modal.cancel }).click();
    expect(await modal.evaluate((el: HTMLDialogElement) => el.open)).toBe(false);
  });

  it("a testimonial is sent: field errors first, then success — the modal closes, thanks, and starts over", async ({
    server,
    page,
    database,
    allowErrors,
  }) => {
    // The refused attempt is the only thing the console reports.
    allowErrors(/status of 400/);
    await page.goto(`${server.url}/${q}`);
    await waitForHydration(page);
    const modal = page.getByTestId("testimonial-modal");
    const { fields } = home.testimonials.modal;
    const name = `Test ${locale} ${Date.now()}`;
    await page.getByRole("button", { name: home.testimonials.shareButton }).click();
    await modal.getByLabel(fields.name.label).fill(name);
    // The browser accepts "ama@exemple" as an e-mail; the server wants a domain with a dot.
    await modal.getByLabel(fields.email.label).fill("ama@exemple");
    await modal.getByLabel(fields.testimonial.label).fill("Une équipe ponctuelle et soigneuse.");
    await modal.getByLabel(fields.phone.label).fill("12");
    // Rating with the keyboard: from 5 stars, one step left.
    await modal.getByRole("radio", { name: `5 ${fields.rating.stars}` }).focus();
    await page.keyboard.press("ArrowLeft");
    expect(await modal.locator('input[name="rating"]:checked').getAttribute("value")).toBe(
      ratingText(4),
    );
    await waitOutFillTime(page);

    await modal.getByRole("button", { name: home.testimonials.modal.submit }).click();
    const emailError = modal.locator('[data-field-error="email"]');
    await emailError.waitFor();
    // "Label : message" in French, "Label: message" in English.
    const colon = locale === "fr" ? " : " : ": ";
    expect(await emailError.textContent()).toMatch(new RegExp(`^${fields.email.label}${colon}`));
    expect(await modal.locator('[data-field-error="phone"]').textContent()).toMatch(
      new RegExp(`^${fields.phone.label.replace(/[()]/g, "\\$&")}${colon}`),
    );
    expect(await modal.getByLabel(fields.email.label).getAttribute("aria-invalid")).toBe("true");
    expect(await modal.getByRole("alert").textContent()).toBe(home.testimonials.modal.error);
    expect(await modal.evaluate((el: HTMLDialogElement) => el.open)).toBe(true);
    expect(await modal.getByLabel(fields.name.label).inputValue()).toBe(name);

    await modal.getByLabel(fields.email.label).fill("ama@exemple.tg");
    await modal.getByLabel(fields.phone.label).fill("");
    await modal.getByRole("button", { name: home.testimonials.modal.submit }).click();
    await page.getByText(home.testimonials.modal.success).waitFor();
    expect(await modal.evaluate((el: HTMLDialogElement) => el.open)).toBe(false);
    // Stored for moderation, with the rating chosen.
    const row = await database.db
      .selectFrom("testimonials")
      .select(["rating", "status", "locale"])
      .where("name", "=", name)
      .executeTakeFirst();
    expect(row).toEqual({ rating: 4, status: "pending", locale });
    // Opened again: an empty form, five stars.
    await page.getByRole("button", { name: home.testimonials.shareButton }).click();
    expect(await modal.getByLabel(fields.name.label).inputValue()).toBe("");
    expect(await modal.locator('input[name="rating"]:checked').getAttribute("value")).toBe(
      ratingText(5),
    );
    expect(await modal.locator("[data-field-error]").count()).toBe(0);
  });

  it("without JavaScript the modal still opens and the testimonial is sent", async ({
    server,
    openPage,
  }) => {
    const page = await openPage({ javaScriptEnabled: false });
    await page.goto(`${server.url}/${q}`);
    const modal = page.getByTestId("testimonial-modal");
    const { fields } = home.testimonials.modal;
    await page.getByRole("button", { name: home.testimonials.shareButton }).click();
    expect(await modal.evaluate((el: HTMLDialogElement) => el.open)).toBe(true);
    await modal.getByLabel(fields.name.label).fill(`Sans JS ${locale}`);
    await modal.getByLabel(fields.email.label).fill("sansjs@exemple.tg");
    await modal.getByLabel(fields.testimonial.label).fill("Formulaire envoyé sans JavaScript.");
    await waitOutFillTime(page);
    await modal.getByRole("button", { name: home.testimonials.modal.submit }).click();
    await page.waitForURL(/testimonial=sent/);
    expect(await page.locator("output").textContent()).toBe(home.testimonials.modal.success);
  });

  // axe runs on timers: these two use the real clock.
  it("has no serious or critical accessibility violation, modal closed or open", async ({
    server,
    openPage,
  }) => {
    // Still slides: a carousel fading mid-check would be judged on half-drawn colours.
    const page = await openPage({ ...DESKTOP, reducedMotion: "reduce" });
    await page.goto(`${server.url}/${q}`);
    await waitForHydration(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole("button", { name: home.testimonials.shareButton }).click();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it("reads well on a phone: nothing wider than the screen", async ({ server, openPage }) => {
    const page = await openPage({ ...PHONE, reducedMotion: "reduce" });
    await page.goto(`${server.url}/${q}`);
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.viewport!.width,
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
