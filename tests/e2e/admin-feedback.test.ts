import { describe, expect } from "vitest";
import { adminWords, words } from "~/i18n/words/admin";
import { waitForHydration } from "../helpers/browser";
import { it } from "../helpers/fixtures";
import { guardFields, postForm } from "../helpers/forms";

/** One feedback per admin action, on the page, never over a control. */
describe.each(["fr", "en"] as const)("admin feedback (%s)", (locale) => {
  const t = words(locale, adminWords);
  const q = locale === "en" ? "?lng=en" : "";

  it("says once that the status is saved, and covers nothing", async ({
    server,
    database,
    adminPage,
  }) => {
    const email = `feedback-${locale}@example.tg`;
    const sent = await postForm(server.url, "/contact", {
      firstName: "Ama",
      lastName: "Mensah",
      email,
      phone: "90 12 34 56",
      message: "Bonjour, un devis pour nos bureaux.",
      ...guardFields(),
    });
    expect(sent.status).toBe(200);
    const lead = await database.db
      .selectFrom("contact_messages")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    await adminPage.goto(`${server.url}/admin/leads/contact/${lead.id}${q}`);
    await waitForHydration(adminPage);
    await adminPage.getByLabel(t.lead.changeStatus).selectOption("contacted");
    await adminPage.getByRole("button", { name: t.lead.save }).first().click();
    const saved = t.lead.updated.replace(
      "{changes}",
      t.lead.changes.status.replace("{status}", t.leads.statuses.contacted),
    );
    await adminPage.getByRole("status").filter({ hasText: saved }).waitFor();
    // The message once, and no toast region with it.
    expect(await adminPage.getByText(saved, { exact: true }).count()).toBe(1);
    // Every link of the admin's menu is on top where it is drawn (nothing covers "View site").
    // (The save button sits lower on the page: back to the top, where the menu is.)
    await adminPage.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    const site = adminPage.getByRole("link", { name: t.nav.site });
    const box = (await site.boundingBox())!;
    const onTop = await adminPage.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest("a")?.textContent,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(onTop).toBe(t.nav.site);
  });
});
