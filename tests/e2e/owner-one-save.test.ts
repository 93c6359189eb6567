import { describe, expect } from "vitest";
import { readSettings } from "~/features/company/index.server";
import { adminWords, words } from "~/i18n/words/admin";
import { DESKTOP, PHONE, waitForHydration } from "../helpers/browser";
import { ADMIN, it } from "../helpers/fixtures";
import { guardFields, postForm } from "../helpers/forms";

/**
 * One screen, one save: a lead's status, its assignee and a new note go with one button, which
 * says what it saved; on Identité each section's save names its section and keeps what was typed
 * in the others.
 */
describe.each([
  ["fr", "1280 px", DESKTOP],
  ["en", "390 px", PHONE],
] as const)("one save (%s, %s)", (locale, _width, device) => {
  const t = words(locale, adminWords);
  const q = locale === "en" ? "?lng=en" : "";

  it("saves a lead's status, its assignee and a note with one button, and names them", async ({
    server,
    database,
    editor,
    openSignedInPage,
  }) => {
    const email = `one-save-${locale}@example.tg`;
    const sent = await postForm(server.url, "/contact", {
      firstName: "Kossi",
      lastName: "Agbeko",
      email,
      phone: "90 22 33 44",
      message: "Bonjour, pouvez-vous nettoyer nos bureaux chaque semaine ?",
      ...guardFields(),
    });
    expect(sent.status).toBe(200);
    const lead = await database.db
      .selectFrom("contact_messages")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    const page = await openSignedInPage(ADMIN, device);
    await page.goto(`${server.url}/admin/leads/contact/${lead.id}${q}`);
    await waitForHydration(page);
    await page.getByLabel(t.lead.changeStatus).selectOption("contacted");
    const { id: editorId } = await database.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", editor.email)
      .executeTakeFirstOrThrow();
    await page.getByLabel(t.lead.assign).selectOption({ label: "Edem Editor" });
    await page.getByLabel(t.lead.addNote).fill("Rappeler jeudi matin.");
    expect(await page.getByRole("button", { name: t.lead.save, exact: true }).count()).toBe(1);
    await page.getByRole("button", { name: t.lead.save, exact: true }).click();
    const status = page.getByRole("status").filter({ hasText: t.lead.updated.split(" ")[0]! });
    await status.waitFor();
    const said = (await status.textContent())!;
    expect(said).toContain(t.leads.statuses.contacted);
    expect(said).toContain("Edem Editor");
    expect(said).toContain(t.lead.changes.note);
    const stored = await database.db
      .selectFrom("contact_messages")
      .select(["status", "assigned_to"])
      .where("id", "=", lead.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: "contacted", assigned_to: editorId });
    const notes = await database.db
      .selectFrom("lead_notes")
      .select("body")
      .where("lead_id", "=", lead.id)
      .execute();
    expect(notes).toEqual([{ body: "Rappeler jeudi matin." }]);
    // The note field is empty again; the status and the person show what is stored.
    await expect.poll(() => page.getByLabel(t.lead.addNote).inputValue()).toBe("");
    expect(await page.getByLabel(t.lead.changeStatus).inputValue()).toBe("contacted");

    // Saving again with nothing changed says so, and writes nothing.
    await page.getByRole("button", { name: t.lead.save, exact: true }).click();
    await page.getByRole("status").filter({ hasText: t.lead.unchanged }).waitFor();
    expect(
      await database.db
        .selectFrom("lead_notes")
        .select("id")
        .where("lead_id", "=", lead.id)
        .execute(),
    ).toHaveLength(1);
  });

  it("on Identité, saves one part, names it, and keeps what was typed in the others", async ({
    server,
    database,
    openSignedInPage,
  }) => {
    const page = await openSignedInPage(ADMIN, device);
    await page.goto(`${server.url}/admin/settings${q}`);
    await waitForHydration(page);
    const s = t.site.settings;
    const phone = page.getByLabel(s.phone, { exact: true });
    const storedPhone = await phone.inputValue();
    await phone.fill("+228 99 88 77 66");
    await page.getByRole("button", { name: t.privacy.settings.save }).click();
    const notice = page.getByRole("status").filter({ hasText: t.privacy.settings.title });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(s.savedPart.split("{part}")[0]!.trim());
    // The phone typed above is still there, not saved, and leaving would ask first.
    expect(await phone.inputValue()).toBe("+228 99 88 77 66");
    expect((await readSettings(database))?.phone ?? storedPhone).toBe(storedPhone);
  });
});
