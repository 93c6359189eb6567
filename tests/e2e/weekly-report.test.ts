import { href } from "react-router";
import { describe, expect } from "vitest";
import { signInCookie } from "../helpers/auth";
import { ADMIN, it } from "../helpers/fixtures";
import { postForm } from "../helpers/forms";

/** The Monday report's setting, on My account (docs/product/visits.md#the-monday-report). */
describe("the Monday report's setting", () => {
  it("lets an administrator turn it off and choose its language, on a phone", async ({
    server,
    database,
    openSignedInPage,
  }) => {
    const page = await openSignedInPage(ADMIN, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await page.goto(`${server.url}${href("/admin/account")}`);
    const section = page.getByRole("region", { name: "Rapport du lundi" });
    const receive = section.getByLabel("Recevoir le rapport chaque lundi");
    expect(await receive.isChecked()).toBe(true);
    await receive.uncheck();
    await section.getByLabel("Langue du rapport").selectOption("en");
    await section.getByRole("button", { name: "Enregistrer" }).click();
    await expect
      .poll(() => page.getByRole("status").textContent())
      .toBe("Réglage du rapport enregistré.");
    const stored = await database.db
      .selectFrom("report_settings")
      .innerJoin("user", "user.id", "report_settings.user_id")
      .select(["report_settings.weekly", "report_settings.locale"])
      .where("user.email", "=", ADMIN.email)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ weekly: 0, locale: "en" });
    await page.reload();
    expect(await section.getByLabel("Recevoir le rapport chaque lundi").isChecked()).toBe(false);
    expect(await section.getByLabel("Langue du rapport").inputValue()).toBe("en");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });

  it("is not an editor's: no section, and a forged post is refused", async ({
    server,
    editor,
    openSignedInPage,
  }) => {
    const page = await openSignedInPage(editor);
    await page.goto(`${server.url}${href("/admin/account")}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).count()).toBe(1);
    expect(await page.getByRole("region", { name: "Rapport du lundi" }).count()).toBe(0);
    const cookie = await signInCookie(server.url, editor.email, editor.password);
    const forged = await postForm(
      server.url,
      href("/admin/account"),
      { intent: "report", weekly: "on", locale: "fr" },
      { headers: { cookie } },
    );
    expect(forged.status).toBe(403);
    // The same post from an administrator goes through: the refusal is the role's.
    const admin = await signInCookie(server.url, ADMIN.email, ADMIN.password);
    const allowed = await postForm(
      server.url,
      href("/admin/account"),
      { intent: "report", weekly: "on", locale: "fr" },
      { headers: { cookie: admin } },
    );
    expect(allowed.status).toBe(200);
  });
});
