import { afterEach, expect, it, vi } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { readContentVersion } from "~/features/company/content-version.server";
import { CONTENT_CHECK_MS, getSiteData, type SiteData } from "~/features/company/site-data.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { insertMedia, insertStaff } from "../../../tests/helpers/rows";
import { initialDocument, projectPage } from "~/features/pages/content.server";
import type { PageDocument } from "~/content/fields";
import {
  pagesWithUnpublishedChanges,
  publishDraft,
  restoreVersion,
  saveDraft,
  seedPages,
} from "./page-edits.server";
import {
  listVersions,
  readDraft,
  readPublishedPages,
  readVersion,
} from "~/features/pages/page-store.server";
import { PAGE_KEYS } from "~/features/pages/registry";

afterEach(() => {
  vi.useRealTimers();
});

const seed = ({ db }: AppDatabase) => db.transaction().execute((trx) => seedPages(trx));

/** The home document with another introduction title and the first slide's picture. */
function home(title: string, media: string | null): PageDocument {
  const doc = structuredClone(initialDocument("home")) as any;
  doc.intro.title = { fr: title, en: "" };
  doc.hero.slides[0].image.media = media;
  return doc;
}

/** The home page as French visitors get it from the site's published content. */
const shownHome = (site: SiteData) =>
  projectPage("home", "fr", site.pages.home, {
    figures: site.pages.figures,
    media: site.pageMedia,
    prices: site.prices,
    facts: site.facts,
  });

/** Saves a document as the draft and publishes it; the new version's number. */
async function publish(database: AppDatabase, doc: PageDocument, userId = "u1") {
  const { revision } = await readDraft(database.db, "home");
  const saved = await saveDraft(database, "home", doc, revision, userId);
  if (!saved.ok) throw new Error(`save refused: ${saved.reason}`);
  const published = await publishDraft(database, "home", saved.revision, userId);
  if (!published.ok) throw new Error(`publish refused: ${published.reason}`);
  return published.version;
}

forEachDatabase((open) => {
  it("seeds every page once, as draft 1 and version 1, and never an edited page again", async () => {
    const database = await open();
    expect(await seed(database)).toBe(PAGE_KEYS.length);
    for (const page of PAGE_KEYS) {
      const draft = await readDraft(database.db, page);
      expect(draft.revision).toBe(1);
      expect(draft.doc).toEqual(initialDocument(page));
      expect((await listVersions(database.db, page)).versions.map((v) => v.version)).toEqual([1]);
      expect(await readVersion(database.db, page, 1)).toEqual(initialDocument(page));
    }
    expect(await seed(database)).toBe(0);

    expect(await saveDraft(database, "home", home("Édité", null), 1, "u1")).toEqual({
      ok: true,
      revision: 2,
    });
    expect(await seed(database)).toBe(0);
    const draft = await readDraft(database.db, "home");
    expect(draft).toMatchObject({ revision: 2, doc: home("Édité", null), updatedBy: "u1" });
    const versions = await database.db.selectFrom("page_versions").select("page").execute();
    expect(versions).toHaveLength(PAGE_KEYS.length);
    await database.close();
  });

  it("saves only from the current revision, so two staff never overwrite each other", async () => {
    const database = await open();
    await seed(database);
    expect(await saveDraft(database, "home", home("Ama", null), 1, "u1")).toEqual({
      ok: true,
      revision: 2,
    });
    // Kofi opened the form before Ama saved: his save is refused and hers is kept.
    expect(await saveDraft(database, "home", home("Kofi", null), 1, "u2")).toEqual({
      ok: false,
      reason: "conflict",
    });
    expect(await readDraft(database.db, "home")).toMatchObject({
      revision: 2,
      doc: home("Ama", null),
      updatedBy: "u1",
    });

    // Both at the very same moment: one wins, the other is told, whatever the order.
    const both = await Promise.all([
      saveDraft(database, "home", home("Ama 2", null), 2, "u1"),
      saveDraft(database, "home", home("Kofi 2", null), 2, "u2"),
    ]);
    expect(both.filter((r) => r.ok)).toEqual([{ ok: true, revision: 3 }]);
    expect(both.filter((r) => !r.ok)).toEqual([{ ok: false, reason: "conflict" }]);
    const winner = both[0]!.ok ? "Ama 2" : "Kofi 2";
    expect((await readDraft(database.db, "home")).doc).toEqual(home(winner, null));
    await database.close();
  });

  it("inserts the first save of a page that was never seeded", async () => {
    const database = await open();
    expect(await readDraft(database.db, "about")).toMatchObject({ revision: 0, updatedAt: null });
    const doc = { ...initialDocument("about"), extra: "not a field" };
    expect(await saveDraft(database, "about", doc, 0, "u1")).toEqual({ ok: true, revision: 1 });
    // Read back through the page's fields: what no field describes is left out.
    expect(await readDraft(database.db, "about")).toMatchObject({
      revision: 1,
      doc: initialDocument("about"),
    });
    // A second "first save" finds the row taken.
    expect(await saveDraft(database, "about", doc, 0, "u2")).toEqual({
      ok: false,
      reason: "conflict",
    });
    await database.close();
  });

  it("publishes exactly the draft, here at once and in another process within the check", async () => {
    const database = await open();
    await seed(database);
    // Another process: its own copy of the site's content over the same database.
    const other = { ...database };
    expect((await getSiteData(other)).pages.home).toEqual(initialDocument("home"));
    vi.useFakeTimers({ toFake: ["Date"] });

    const saved = await saveDraft(database, "home", home("Titre publié", null), 1, "u1");
    expect(saved.ok).toBe(true);
    // Saving a draft changes nothing visitors see.
    expect((await readPublishedPages(database.db)).home).toEqual(initialDocument("home"));
    const before = await readContentVersion(database.db);
    const published = await publishDraft(database, "home", 2, "u1");
    expect(published).toMatchObject({ ok: true, version: 2 });
    expect(await readContentVersion(database.db)).toBe(before + 1);
    expect(await readVersion(database.db, "home", 2)).toEqual(home("Titre publié", null));
    const pages = await readPublishedPages(database.db);
    expect(pages.home).toEqual(home("Titre publié", null));
    expect(pages.about).toEqual(initialDocument("about"));

    expect(shownHome(await getSiteData(database)).intro.title).toBe("Titre publié");
    expect((await getSiteData(other)).pages.home).toEqual(initialDocument("home"));
    vi.setSystemTime(Date.now() + CONTENT_CHECK_MS + 1);
    expect(shownHome(await getSiteData(other)).intro.title).toBe("Titre publié");

    // A publish from a revision that is no longer the draft's is refused, and changes nothing.
    const draft = await readDraft(database.db, "home");
    expect(
      await saveDraft(database, "home", home("Pas relu", null), draft.revision, "u2"),
    ).toMatchObject({ ok: true });
    expect(await publishDraft(database, "home", draft.revision, "u1")).toEqual({
      ok: false,
      reason: "conflict",
    });
    expect((await readPublishedPages(database.db)).home).toEqual(home("Titre publié", null));
    expect((await listVersions(database.db, "home")).versions).toHaveLength(2);
    await database.close();
  });

  it("restores an earlier version's text and picture, and publishing it shows them", async () => {
    const database = await open();
    await seed(database);
    await insertMedia(database, "m1");
    const withPhoto = await publish(database, home("Avec photo", "m1"));
    await publish(database, home("Sans photo", null));
    const before = shownHome(await getSiteData(database));
    expect(before.intro.title).toBe("Sans photo");
    expect(before.hero.slides[0]!.image.media).toBeUndefined();

    const { revision } = await readDraft(database.db, "home");
    expect(await restoreVersion(database, "home", withPhoto, revision - 1, "u1")).toEqual({
      ok: false,
      reason: "conflict",
    });
    expect(await restoreVersion(database, "home", 99, revision, "u1")).toEqual({
      ok: false,
      reason: "missing",
    });
    const restored = await restoreVersion(database, "home", withPhoto, revision, "u1");
    expect(restored).toEqual({ ok: true, revision: revision + 1 });
    const draft = await readDraft(database.db, "home");
    expect(draft.doc).toEqual(home("Avec photo", "m1"));
    // Restoring only fills the draft: visitors still see the latest version.
    expect(shownHome(await getSiteData(database)).intro.title).toBe("Sans photo");

    expect(await publishDraft(database, "home", draft.revision, "u1")).toMatchObject({
      ok: true,
      version: 4,
    });
    const after = shownHome(await getSiteData(database));
    expect(after.intro.title).toBe("Avec photo");
    expect(after.hero.slides[0]!.image.media).toMatchObject({
      id: "m1",
      src: "/media/m1-800.webp",
    });
    await database.close();
  });

  it("lists versions newest first, never taking a person for the initial content", async () => {
    const database = await open();
    await seed(database);
    await insertStaff(database, "u1", "Edem");
    await publish(database, home("Deux", null), "u1");
    // An account with no name yet (the first administrator's): the first part of its e-mail.
    await insertStaff(database, "u2", "");
    await publish(database, home("Trois", null), "u2");
    // An account removed since: its versions stay, said to be a removed account's.
    await publish(database, home("Quatre", null), "gone");
    const { versions } = await listVersions(database.db, "home");
    expect(versions.map(({ version, publishedBy }) => [version, publishedBy])).toEqual([
      [4, "removed"],
      [3, { name: "u2" }],
      [2, { name: "Edem" }],
      [1, "initial"],
    ]);
    expect(versions.every((v) => !Number.isNaN(Date.parse(v.publishedAt)))).toBe(true);
    await database.close();
  });

  it("publishes a revision once when two staff publish it at the same moment", async () => {
    const database = await open();
    await seed(database);
    const saved = await saveDraft(database, "home", home("Une fois", null), 1, "u1");
    if (!saved.ok) throw new Error("save refused");
    const both = await Promise.all([
      publishDraft(database, "home", saved.revision, "u1"),
      publishDraft(database, "home", saved.revision, "u2"),
    ]);
    expect(both.filter((r) => r.ok)).toEqual([expect.objectContaining({ ok: true, version: 2 })]);
    expect(both.filter((r) => !r.ok)).toEqual([{ ok: false, reason: "conflict" }]);
    expect((await listVersions(database.db, "home")).versions.map((v) => v.version)).toEqual([
      2, 1,
    ]);
    // Publishing moved the page on: a form opened before it must be reloaded first.
    expect(await saveDraft(database, "home", home("Vieux", null), saved.revision, "u3")).toEqual({
      ok: false,
      reason: "conflict",
    });
    await database.close();
  });

  it("tells which pages have unpublished changes, until they are published", async () => {
    const database = await open();
    await seed(database);
    expect(await pagesWithUnpublishedChanges(database.db)).toEqual(new Set());
    const saved = await saveDraft(database, "home", home("Brouillon", null), 1, "u1");
    expect(await pagesWithUnpublishedChanges(database.db)).toEqual(new Set(["home"]));
    if (!saved.ok) throw new Error("save refused");
    await publishDraft(database, "home", saved.revision, "u1");
    expect(await pagesWithUnpublishedChanges(database.db)).toEqual(new Set());
    // Restoring the first version is a change too, until it is published.
    const { revision } = await readDraft(database.db, "home");
    const restored = await restoreVersion(database, "home", 1, revision, "u1");
    expect(await pagesWithUnpublishedChanges(database.db)).toEqual(new Set(["home"]));
    if (!restored.ok) throw new Error("restore refused");
    await publishDraft(database, "home", restored.revision, "u1");
    expect(await pagesWithUnpublishedChanges(database.db)).toEqual(new Set());
    await database.close();
  });
});
