import { expect, it } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { initialDocument } from "~/features/pages/content.server";
import type { PageDocument } from "~/content/fields";
import { publishDraft, restoreVersion, saveDraft } from "~/features/page-editor/page-edits.server";
import { picturesOf, readDraft } from "~/features/pages/page-store.server";
import { PAGES, type PageKey } from "~/features/pages/registry";
import { seedSite } from "~/features/seed/seed.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { insertMedia } from "../../../tests/helpers/rows";
import { removeDemoContent } from "~/features/company/demo.server";
import { ARTWORK_PAGES, launchChecklist } from "./launch-checklist.server";
import { defaultSettings } from "~/features/company/settings";
import { saveSettings } from "~/features/company/settings.server";

const options = { notifyTo: "leads@example.tg", demo: true };
const noSmtp = { SMTP_URL: undefined };

/** Saves a page's draft and publishes it, as the page's editor does. */
async function publish(database: AppDatabase, page: PageKey, doc: PageDocument) {
  const { revision } = await readDraft(database.db, page);
  const saved = await saveDraft(database, page, doc, revision, "u1");
  if (!saved.ok) throw new Error(`save refused: ${saved.reason}`);
  expect(await publishDraft(database, page, saved.revision, "u1")).toMatchObject({ ok: true });
}

const counts = async (database: AppDatabase) =>
  Object.fromEntries(
    (await launchChecklist(database, noSmtp)).artwork.map((a) => [a.page, a.count]),
  );

forEachDatabase((open) => {
  it("lists what is left before launch", async () => {
    const database = await open();
    await seedSite(database, options);
    expect((await launchChecklist(database, noSmtp)).steps).toEqual({
      identity: false,
      phone: false,
      accounts: false,
      demo: false,
      photos: false,
      pictures: false,
      figures: false,
      mail: false,
    });
    await saveSettings(
      database,
      { ...defaultSettings("x@example.tg"), phone: "+228 91 23 45 67", phone2: "" },
      null,
    );
    await removeDemoContent(database);
    const after = await launchChecklist(database, { SMTP_URL: "smtp://mail.example.tg:587" });
    expect(after.steps.phone).toBe(true);
    expect(after.steps.demo).toBe(true);
    // No gallery photo yet.
    expect(after.steps.photos).toBe(false);
    // With SMTP_URL the outbox really sends; without it, messages only become files.
    expect(after.steps.mail).toBe(true);
    await database.close();
  });

  it("counts each page's pictures that still show the artwork, until real ones are published", async () => {
    const database = await open();
    await seedSite(database, options);
    const first = await launchChecklist(database, noSmtp);
    expect(first.artwork.map((a) => [a.page, a.label.fr])).toEqual([
      ["home", "Accueil"],
      ["about", "À propos"],
      ["services", "Services"],
      ["products", "Produits"],
    ]);
    // A new install shows the artwork in every picture of every page.
    for (const page of ARTWORK_PAGES) {
      const pictures = picturesOf(PAGES[page].fields, initialDocument(page)).length;
      expect(pictures).toBeGreaterThan(0);
      expect((await counts(database))[page]).toBe(pictures);
    }

    // Every home picture uploaded, but only in the draft: visitors still see the artwork.
    const doc = structuredClone(initialDocument("home"));
    const pictures = picturesOf(PAGES.home.fields, doc);
    for (const [i, picture] of pictures.entries()) {
      await insertMedia(database, `m${i}`);
      picture.media = `m${i}`;
    }
    const { revision } = await readDraft(database.db, "home");
    await saveDraft(database, "home", doc, revision, "u1");
    expect((await counts(database)).home).toBe(pictures.length);

    await publish(database, "home", doc);
    const published = await counts(database);
    expect(published.home).toBe(0);
    expect(published.about).toBe(first.artwork[1]!.count);
    expect((await launchChecklist(database, noSmtp)).steps.pictures).toBe(false);

    // A picture removed from the library since: the page shows the artwork there again.
    await database.db.deleteFrom("media").where("id", "=", "m0").execute();
    expect((await counts(database)).home).toBe(1);
    await database.close();
  });

  it("says the key figures are the example ones until different ones are published", async () => {
    const database = await open();
    await seedSite(database, options);
    expect((await launchChecklist(database, noSmtp)).steps.figures).toBe(false);
    const figures = structuredClone(initialDocument("figures")) as any;
    figures.figures.items[0].value = 1200;
    await publish(database, "figures", figures);
    expect((await launchChecklist(database, noSmtp)).steps.figures).toBe(true);

    // Back to the example figures (version 1): the line is to do again.
    const { revision } = await readDraft(database.db, "figures");
    const restored = await restoreVersion(database, "figures", 1, revision, "u1");
    if (!restored.ok) throw new Error("restore refused");
    await publishDraft(database, "figures", restored.revision, "u1");
    expect((await launchChecklist(database, noSmtp)).steps.figures).toBe(false);
    await database.close();
  });
});
