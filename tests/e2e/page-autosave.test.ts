import { describe, expect } from "vitest";
import { waitForHydration } from "../helpers/browser";
import { ADMIN, it } from "../helpers/fixtures";
import { SITE_ORIGIN } from "../helpers/forms";
import { signInCookie } from "../helpers/auth";

const TITLE = "#page-intro-title-fr";

describe("the Pages editor keeps what is typed", () => {
  it("keeps typing on the server every few seconds, without touching the draft or the form", async ({
    server,
    database,
    openSignedInPage,
  }) => {
    const draftRevision = async () =>
      (
        await database.db
          .selectFrom("page_drafts")
          .select("revision")
          .where("page", "=", "home")
          .executeTakeFirst()
      )?.revision;
    const before = await draftRevision();
    const page = await openSignedInPage(ADMIN);
    await page.goto(`${server.url}/admin/pages/home`);
    await waitForHydration(page);
    await page.locator(TITLE).fill("Propreté à Lomé");
    await expect
      .poll(() => page.locator("[data-autosave]").textContent())
      .toMatch(/^Gardé automatiquement à \d\d:\d\d$/);
    // Typing on while the copy is kept: nothing typed is lost, the form is not rebuilt.
    await page.locator(TITLE).press("End");
    await page.locator(TITLE).pressSequentially(" et à Kara");
    await expect
      .poll(async () => {
        const row = await database.db
          .selectFrom("autosaves")
          .select("data")
          .where("target", "=", "page:home")
          .executeTakeFirst();
        type Kept = { doc: { intro: { title: { fr: string } } } };
        return row && (JSON.parse(row.data) as Kept).doc.intro.title.fr;
      })
      .toBe("Propreté à Lomé et à Kara");
    expect(await page.locator(TITLE).inputValue()).toBe("Propreté à Lomé et à Kara");
    expect(await draftRevision()).toBe(before);

    // Tab closed without saving; opened again from another browser: offered back, on request.
    await page.context().close();
    const again = await openSignedInPage(ADMIN);
    await again.goto(`${server.url}/admin/pages/home`);
    await waitForHydration(again);
    const offer = again.locator("[data-kept-typing]");
    await offer.waitFor();
    expect(await offer.textContent()).toContain(
      "Des modifications que vous n'aviez pas enregistrées",
    );
    expect(await again.locator(TITLE).inputValue()).not.toBe("Propreté à Lomé et à Kara");
    await offer.getByRole("button", { name: "Reprendre mes modifications" }).click();
    expect(await again.locator(TITLE).inputValue()).toBe("Propreté à Lomé et à Kara");
    await again.getByRole("button", { name: "Enregistrer le brouillon" }).click();
    await again.getByText("Brouillon enregistré").first().waitFor();
    const draft = await database.db
      .selectFrom("page_drafts")
      .select("data")
      .where("page", "=", "home")
      .executeTakeFirstOrThrow();
    expect(draft.data).toContain("Propreté à Lomé et à Kara");
    // Saved: nothing left to offer.
    expect(
      await database.db
        .selectFrom("autosaves")
        .select("target")
        .where("target", "=", "page:home")
        .execute(),
    ).toEqual([]);
    await again.reload();
    await waitForHydration(again);
    expect(await again.locator("[data-kept-typing]").count()).toBe(0);
  });

  it("keeps typing on the device while the connection is down", async ({
    server,
    openSignedInPage,
    allowErrors,
  }) => {
    allowErrors(/INTERNET_DISCONNECTED/);
    const page = await openSignedInPage(ADMIN);
    await page.goto(`${server.url}/admin/pages/about`);
    await waitForHydration(page);
    const field = page.locator("input[id$='-fr']").first();
    const id = await field.getAttribute("id");
    await page.context().setOffline(true);
    await field.fill("Écrit sans réseau");
    await expect
      .poll(() => page.locator("[data-autosave]").textContent(), { timeout: 15_000 })
      .toBe("Hors connexion : vos modifications sont gardées sur cet appareil");
    await page.context().setOffline(false);
    // The tab is closed; the same browser opens the editor again.
    const next = await page.context().newPage();
    await page.close();
    await next.goto(`${server.url}/admin/pages/about`);
    await waitForHydration(next);
    await next
      .locator("[data-kept-typing]")
      .getByRole("button", { name: "Reprendre mes modifications" })
      .click();
    expect(await next.locator(`#${id}`).inputValue()).toBe("Écrit sans réseau");
    // Discarding drops both copies (a new tab: this one has unsaved changes).
    const third = await next.context().newPage();
    await next.close();
    await third.goto(`${server.url}/admin/pages/about`);
    await waitForHydration(third);
    await third.locator("[data-kept-typing]").getByRole("button", { name: "Les écarter" }).click();
    await expect
      .poll(() => third.evaluate(() => localStorage.getItem("page-editor:about")))
      .toBeNull();
  });

  it("refuses an autosave from another site or with a forged document", async ({ server }) => {
    const cookie = await signInCookie(server.url, ADMIN.email, ADMIN.password);
    const post = (origin: string, fields: Record<string, string>) =>
      fetch(`${server.url}/admin/pages/home/autosave`, {
        method: "POST",
        headers: { cookie, origin, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      });
    expect((await post("https://evil.example", { intent: "discard" })).status).toBe(403);
    const broken = await post(SITE_ORIGIN, { intent: "autosave", revision: "1", document: "{" });
    expect(broken.status).toBe(400);
    const unknown = await post(SITE_ORIGIN, { intent: "publish", revision: "1", document: "{}" });
    expect(unknown.status).toBe(400);
    const nowhere = await fetch(`${server.url}/admin/pages/nowhere/autosave`, {
      method: "POST",
      headers: { cookie, origin: SITE_ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "discard" }),
    });
    expect(nowhere.status).toBe(404);
  });
});
