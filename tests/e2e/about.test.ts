import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { fillTemplate } from "~/content";
import { siteContent } from "../helpers/page-content";
import { DEMO_LEADER } from "~/content/demo";
import { itHasNoSeriousViolations } from "../helpers/axe";
import { DESKTOP, PHONE, waitForHydration, settled } from "../helpers/browser";
import { it } from "../helpers/fixtures";

/** Distance between the top of `#id` and the top of the viewport. */
const topOf = (page: Page, id: string) =>
  page.evaluate((i) => document.getElementById(i)!.getBoundingClientRect().top, id);

describe.each(["fr", "en"] as const)("the about page (%s)", (locale) => {
  const q = locale === "en" ? "?lng=en" : "";
  const about = siteContent[locale].about;
  const tabs = about.missionVisionValues.tabs;

  it("has one h1, and hero buttons that glide to #histoire and #equipe", async ({
    server,
    page,
  }) => {
    await page.goto(`${server.url}/a-propos${q}`);
    await waitForHydration(page);
    expect(await page.locator("h1").allTextContents()).toEqual([about.hero.title]);
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe("smooth");
    for (const [button, id] of [
      [about.hero.historyButton, "histoire"],
      [about.hero.teamButton, "equipe"],
    ] as const) {
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      const link = page.getByRole("link", { name: button.label, exact: true });
      expect(await link.getAttribute("href")).toBe(`#${id}`);
      expect(await topOf(page, id)).toBeGreaterThan(500);
      await link.click();
      // The header is sticky: the section stops below it (scroll-padding-top: 5rem).
      await page.waitForFunction(
        (i) => Math.abs(document.getElementById(i)!.getBoundingClientRect().top - 80) < 4,
        id,
        { timeout: 5000 },
      );
      expect(page.url()).toBe(`${server.url}/a-propos${q}#${id}`);
    }
  });

  it("jumps without smoothing when the visitor asks for reduced motion", async ({
    server,
    openPage,
  }) => {
    const page = await openPage({ reducedMotion: "reduce" });
    await page.goto(`${server.url}/a-propos${q}`);
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe("auto");
  });

  it("switches Mission / Vision / Values tabs by click and arrow keys, Mission first", async ({
    server,
    page,
  }) => {
    await page.goto(`${server.url}/a-propos${q}`);
    await waitForHydration(page);
    const tablist = page.getByRole("tablist");
    const tab = (name: string) => tablist.getByRole("tab", { name, exact: true });
    const expectSelected = async (name: keyof typeof tabs) => {
      for (const key of ["mission", "vision", "values"] as const) {
        const selected = key === name;
        expect(await tab(tabs[key]).getAttribute("aria-selected")).toBe(String(selected));
        expect(await tab(tabs[key]).getAttribute("tabindex")).toBe(selected ? "0" : "-1");
        const panel = page.locator(`#${await tab(tabs[key]).getAttribute("aria-controls")}`);
        expect(await panel.getAttribute("role")).toBe("tabpanel");
        expect(await panel.getAttribute("aria-labelledby")).toBe(
          await tab(tabs[key]).getAttribute("id"),
        );
        expect(await panel.isVisible()).toBe(selected);
      }
    };

    expect(await tablist.getByRole("tab").allTextContents()).toEqual([
      tabs.mission,
      tabs.vision,
      tabs.values,
    ]);
    await expectSelected("mission");
    expect(await page.getByRole("tabpanel").textContent()).toContain(
      about.missionVisionValues.mission.text,
    );

    await tab(tabs.vision).click();
    await expectSelected("vision");
    expect(await page.getByRole("tabpanel").textContent()).toContain(
      about.missionVisionValues.vision.text,
    );

    await page.keyboard.press("ArrowRight");
    await expectSelected("values");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-selected"))).toBe(
      "true",
    );
    expect(await page.getByRole("tabpanel").textContent()).toContain(
      about.missionVisionValues.values.items[0]!.title,
    );
    await page.keyboard.press("ArrowRight");
    await expectSelected("mission");
    await page.keyboard.press("ArrowLeft");
    await expectSelected("values");
    await page.keyboard.press("Home");
    await expectSelected("mission");
    await page.keyboard.press("End");
    await expectSelected("values");
    // Tab leaves the tab list for the panel: only the active tab is in the tab order.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe(
      "tabpanel",
    );
  });

  it("reads completely without JavaScript: all three panels, working anchor links", async ({
    server,
    openPage,
  }) => {
    const page = await openPage({ javaScriptEnabled: false });
    await page.goto(`${server.url}/a-propos${q}`);
    expect(await page.getByRole("tablist").count()).toBe(0);
    for (const key of ["mission", "vision", "values"] as const) {
      expect(await page.getByTestId(`mvv-panel-${key}`).isVisible()).toBe(true);
    }
    await page.getByRole("link", { name: about.hero.teamButton.label, exact: true }).click();
    await expect.poll(() => topOf(page, "equipe"), { timeout: 5000 }).toBeCloseTo(80, -1);
  });

  // A link shared as /a-propos#equipe: the browser jumps to the team while all three panels are
  // shown, then hydration hides two of them above it. The team must stay where the reader landed.
  it.for([
    ["phone", PHONE, "no-preference"],
    ["desktop", DESKTOP, "no-preference"],
    ["phone, reduced motion", PHONE, "reduce"],
  ] as const)(
    "lands on the team when opened from a shared #equipe link (%s)",
    async ([, device, reducedMotion], { server, openPage }) => {
      const page = await openPage({ ...device, reducedMotion });
      await page.goto(`${server.url}/a-propos${q}#equipe`);
      await waitForHydration(page);
      expect(await page.getByRole("tablist").isVisible()).toBe(true);
      // Once any smooth glide has ended and the layout holds still.
      expect(await settled(page, () => topOf(page, "equipe"))).toBeCloseTo(80, -1);
    },
  );

  it("lists the distinctions with their years, alternating sides on desktop and stacked on phones", async ({
    server,
    page,
  }) => {
    await page.goto(`${server.url}/a-propos${q}`);
    const items = page.getByTestId("timeline").locator(":scope > li");
    expect(await items.count()).toBe(about.history.achievements.length);
    const lefts: number[] = [];
    for (const [i, achievement] of about.history.achievements.entries()) {
      const text = (await items.nth(i).textContent()) ?? "";
      for (const part of [
        String(achievement.year),
        achievement.title,
        achievement.description,
        achievement.organisation,
      ])
        expect(text).toContain(part);
      lefts.push((await items.nth(i).locator("article").boundingBox())!.x);
    }
    expect(lefts[0]!).toBeLessThan(DESKTOP.viewport!.width / 2 - 100);
    expect(lefts[1]!).toBeGreaterThan(DESKTOP.viewport!.width / 2);
    expect(lefts[2]).toBe(lefts[0]);

    await page.setViewportSize(PHONE.viewport!);
    const phoneLefts = await items
      .locator("article")
      .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().x)));
    expect(new Set(phoneLefts).size).toBe(1);
  });

  it("shows the leader's profile, contact links and the team, quote and contact buttons", async ({
    server,
    openPage,
  }) => {
    const page = await openPage(PHONE);
    await page.goto(`${server.url}/a-propos${q}`);
    const team = page.locator("#equipe");
    // The leader is the demo team member a new install stores (decision 012).
    const leader = DEMO_LEADER;
    const en = locale === "en";
    expect(await team.getByTestId("role-badge").textContent()).toBe(
      en ? leader.roleEn : leader.roleFr,
    );
    expect(await team.getByRole("link", { name: leader.phone }).getAttribute("href")).toMatch(
      /^tel:\+228\d{8}$/,
    );
    expect(await team.getByRole("link", { name: leader.email }).getAttribute("href")).toMatch(
      /^mailto:/,
    );
    const text = (await team.textContent()) ?? "";
    for (const part of [
      about.team.labels.education,
      ...(en ? leader.educationEn : leader.educationFr).split("\n"),
      about.team.labels.training,
      ...(en ? leader.trainingEn : leader.trainingFr).split("\n"),
      en ? leader.experienceEn : leader.experienceFr,
    ]) {
      expect(text).toContain(part);
    }
    expect(
      await team.getByRole("link", { name: about.team.joinButton.label }).getAttribute("href"),
    ).toBe(`/contact${q}`);
    expect(
      await page
        .getByRole("link", { name: about.whyChooseUs.quoteButton.label })
        .getAttribute("href"),
    ).toBe(`/quote${q}`);
    const cta = page.locator("section", {
      has: page.getByRole("heading", { name: about.cta.title }),
    });
    expect(
      await cta
        .getByRole("link", { name: about.cta.primary.label, exact: true })
        .getAttribute("href"),
    ).toBe(`/contact${q}`);
    expect(
      await cta
        .getByRole("link", { name: about.cta.secondary.label, exact: true })
        .getAttribute("href"),
    ).toBe(`/quote${q}`);
  });

  it("falls back to the illustrated portrait when the photo cannot be loaded", async ({
    server,
    page,
    allowErrors,
  }) => {
    allowErrors(/status of 404/);
    await page.route(/\/team-leader[^/]*$/, (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto(`${server.url}/a-propos${q}`);
    await waitForHydration(page);
    const portrait = page.locator("#equipe img").first();
    await portrait.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () =>
        /team-fallback/.test(
          document.querySelector<HTMLImageElement>("#equipe img")?.currentSrc ?? "",
        ),
      null,
      { timeout: 5000 },
    );
    await page.waitForFunction(
      () => (document.querySelector<HTMLImageElement>("#equipe img")?.naturalWidth ?? 0) > 0,
      null,
      { timeout: 5000 },
    );
    expect(await portrait.getAttribute("alt")).toBe(
      fillTemplate(about.team.labels.photoAlt, { name: DEMO_LEADER.name }),
    );
  });

  it("shows the real photo when it loads", async ({ server, page }) => {
    await page.goto(`${server.url}/a-propos${q}`);
    const portrait = page.locator("#equipe img").first();
    await portrait.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () => (document.querySelector<HTMLImageElement>("#equipe img")?.naturalWidth ?? 0) > 0,
      null,
      { timeout: 5000 },
    );
    expect(await portrait.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /team-leader/,
    );
    expect(await portrait.getAttribute("alt")).toBe(
      fillTemplate(about.team.labels.photoAlt, { name: DEMO_LEADER.name }),
    );
  });

  itHasNoSeriousViolations(`/a-propos${q}`);
});
