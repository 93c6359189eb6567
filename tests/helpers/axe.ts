import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { DESKTOP, PHONE, waitForHydration } from "./browser";
import { it } from "./fixtures";

/** Serious and critical WCAG 2.1 AA violations on the page, as readable lines. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // Colours caught halfway through a transition (a tab just chosen) are not what anyone reads:
  // wait for every finite animation and transition to end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Parts below the first screen are drawn only as they near it (`content-visibility: auto`),
  // and axe reads colours from what is drawn: draw them all, as a reader scrolling would.
  await page.addStyleTag({
    content: ".render-near-screen { content-visibility: visible !important; }",
  });
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(" | ")}`,
    );
}

/**
 * Declares the tests that the page at `path` (hydrated) has no serious or critical violation,
 * on a desktop and on a phone.
 */
export function itHasNoSeriousViolations(path: string) {
  it.for([
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const)(
    "has no serious accessibility violation (%s)",
    async ([, device], { server, openPage }) => {
      const page = await openPage(device);
      await page.goto(`${server.url}${path}`);
      await waitForHydration(page);
      expect(await seriousA11yViolations(page)).toEqual([]);
    },
  );
}
