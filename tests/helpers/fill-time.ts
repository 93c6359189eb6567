import type { Page } from "playwright-core";
import { MIN_FILL_MS } from "~/features/leads/leads.server";

/**
 * A person's pause before sending the lead form on `page`: the server refuses a form sent sooner
 * than MIN_FILL_MS after it rendered it (the hidden `_started` field, read on the server's clock,
 * which is this machine's). Waits until that much time has passed since then and no longer: the
 * time the test spent loading the page and typing counts, as it does for a person.
 */
export async function waitOutFillTime(page: Page) {
  const started = Number(await page.locator('input[name="_started"]').first().inputValue());
  if (!(started > 0)) throw new Error("no form start time (_started) on the page");
  // A little over the minimum: the server reads its clock when the request arrives.
  const left = started + MIN_FILL_MS + 200 - Date.now();
  if (left > 0) await page.waitForTimeout(left);
}
