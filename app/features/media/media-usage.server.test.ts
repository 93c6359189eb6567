import { afterEach, beforeEach, expect, it } from "vitest";
import { nowIso, type AppDatabase } from "~/db/db.server";
import { createPost } from "~/features/blog/index.server";
import { DEFAULT_BRAND } from "~/content/brand";
import {
  addAlbum,
  addPartner,
  addPhotos,
  addTeamMember,
  saveBrand,
} from "~/features/company/index.server";
import { writeAutosave } from "~/features/admin/autosaves.server";
import { publishDraft, saveDraft } from "~/features/page-editor/page-edits.server";
import { initialDocument } from "~/features/pages/index.server";
import type { PageDocument, PageKey } from "~/features/pages";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { addPicture } from "../../../tests/helpers/media";
import { removeUnusedMedia } from "./media-library.server";
import { mediaUsage } from "./media-usage.server";

/** A page's initial document whose pictures show these uploads, in the order of its fields. */
function withPictures(page: PageKey, media: string[]): PageDocument {
  const doc = structuredClone(initialDocument(page));
  let seen = 0;
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === "object") {
      const value = node as Record<string, unknown>;
      if ("art" in value && "focus" in value) {
        if (seen < media.length) value.media = media[seen];
        seen++;
      } else Object.values(value).forEach(walk);
    }
  };
  walk(doc);
  if (seen < media.length) throw new Error(`${page} has only ${seen} pictures`);
  return doc;
}

const member = {
  name: "Kofi Agbo",
  roleFr: "Agent",
  roleEn: "",
  phone: "",
  email: "",
  educationFr: "",
  educationEn: "",
  trainingFr: "",
  trainingEn: "",
  experienceFr: "",
  experienceEn: "",
};

forEachDatabase((open) => {
  let database: AppDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.close();
  });

  it("names every place a picture is used, and only those", async () => {
    const ids: Record<string, string> = {};
    for (const name of [
      "draft",
      "online",
      "old",
      "cover",
      "inText",
      "team",
      "logo",
      "album",
      "free",
      "typed",
    ])
      ids[name] = await addPicture(database, `${name}.jpg`);
    const user = "staff-1";
    const save = async (page: PageKey, doc: PageDocument, from: number) => {
      const saved = await saveDraft(database, page, doc, from, user);
      if (!saved.ok) throw new Error(`${page} not saved`);
      return saved.revision;
    };
    const publish = async (page: PageKey, revision: number) => {
      const published = await publishDraft(database, page, revision, user);
      if (!published.ok) throw new Error(`${page} not published`);
      return published.revision;
    };
    // Home: "old" published as version 1, "online" as version 2; the draft since then shows
    // "draft" in its first picture and "online" in its second.
    let revision = await publish("home", await save("home", withPictures("home", [ids.old!]), 0));
    revision = await publish(
      "home",
      await save("home", withPictures("home", [ids.online!]), revision),
    );
    await save("home", withPictures("home", [ids.draft!, ids.online!]), revision);
    // About: the free picture's id typed in a text is no use of it.
    const about = withPictures("about", [ids.online!]) as Record<string, Record<string, unknown>>;
    about.meta!.title = { fr: ids.free!, en: "" };
    await save("about", about, 0);

    // Services: typed by Edem in the editor, kept, not saved; and by an account deleted since.
    await database.db
      .insertInto("user")
      .values({
        id: "edem",
        name: "Edem Editor",
        email: "edem@africaclean.tg",
        emailVerified: database.dialect === "sqlite" ? 0 : false,
        image: null,
        createdAt: nowIso(),
        updatedAt: nowIso(),
        role: "editor",
        banned: null,
        banReason: null,
        banExpires: null,
        twoFactorEnabled: null,
      })
      .execute();
    const typed = withPictures("services", [ids.typed!]);
    await writeAutosave(database.db, "page:services", "edem", { doc: typed }, "0");
    await writeAutosave(database.db, "page:services", "gone-account", { doc: typed }, "0");

    const post = await createPost(
      database,
      {
        title: "Citernes propres",
        content: `<p>Avant</p><img src="/media/${ids.inText}-400.webp" alt="Citerne">`,
        imageUrl: `/media/${ids.cover}-400.webp`,
        imageAlt: "Couverture",
        locale: "en",
        status: "published",
      },
      { id: null, name: "Équipe" },
    );
    const kofi = await addTeamMember(database, member, { photoMediaId: ids.team });
    const partner = await addPartner(database, {
      kind: "partner",
      name: "Hôtel 2 Février",
      url: null,
      logoMediaId: ids.logo,
    });
    const album = await addAlbum(database, {
      titleFr: "Villa à Kégué",
      titleEn: "Villa in Kégué",
      descriptionFr: "",
      descriptionEn: "",
    });
    await addPhotos(database, album, [{ mediaId: ids.album!, captionFr: "", captionEn: "" }]);

    const usage = await mediaUsage(database.db, Object.values(ids));
    const of = (name: string) => usage.get(ids[name]!)!;
    expect(of("draft")).toEqual({
      places: [{ kind: "page", page: "home", draft: true, published: false }],
      history: [],
    });
    expect(of("online").places).toEqual([
      { kind: "page", page: "about", draft: true, published: false },
      { kind: "page", page: "home", draft: true, published: true },
    ]);
    // Only in an earlier version: said, but no place keeps it from being deleted.
    expect(of("old")).toEqual({ places: [], history: [{ page: "home", versions: 1 }] });
    const inPost = {
      kind: "post",
      id: post.id,
      title: "Citernes propres",
      status: "published",
      locale: "en",
    };
    expect(of("cover").places).toEqual([inPost]);
    expect(of("inText").places).toEqual([inPost]);
    expect(of("team").places).toEqual([{ kind: "team", id: kofi, name: "Kofi Agbo" }]);
    expect(of("logo").places).toEqual([
      { kind: "partner", id: partner, name: "Hôtel 2 Février", partnerKind: "partner" },
    ]);
    expect(of("album").places).toEqual([
      {
        kind: "gallery",
        id: album,
        titleFr: "Villa à Kégué",
        titleEn: "Villa in Kégué",
        photos: 1,
      },
    ]);
    expect(of("free")).toEqual({ places: [], history: [] });
    expect(of("typed").places).toEqual([
      { kind: "typing", page: "services", name: "Edem Editor" },
      { kind: "typing", page: "services", name: null },
    ]);
    // A lone id is answered the same (the delete check asks for one).
    expect((await mediaUsage(database.db, [ids.team!])).get(ids.team!)).toEqual(of("team"));

    // Deleting: refused with the places while used, nothing removed; done when unused.
    expect(await removeUnusedMedia(database, ids.team!)).toEqual({
      ok: false,
      reason: "used",
      name: "team.jpg",
      usage: of("team"),
    });
    expect(await removeUnusedMedia(database, ids.old!)).toEqual({
      ok: true,
      name: "old.jpg",
      bytes: 54_321,
    });
    expect(await removeUnusedMedia(database, ids.old!)).toEqual({ ok: false, reason: "missing" });
    const left = async (id: string) => ({
      media: (await database.db.selectFrom("media").select("id").where("id", "=", id).execute())
        .length,
      files: (
        await database.db
          .selectFrom("media_files")
          .select("name")
          .where("media_id", "=", id)
          .execute()
      ).length,
    });
    expect(await left(ids.team!)).toEqual({ media: 1, files: 1 });
    expect(await left(ids.old!)).toEqual({ media: 0, files: 0 });
  });

  it("re-checks inside the deletion: a place added after the list was read still refuses", async () => {
    const id = await addPicture(database, "late.jpg");
    expect((await mediaUsage(database.db, [id])).get(id)!.places).toEqual([]);
    // Someone gives the picture to the team between the page's list and the click.
    await addTeamMember(database, { ...member, name: "Ama Late" }, { photoMediaId: id });
    const refused = await removeUnusedMedia(database, id);
    expect(refused.ok).toBe(false);
    expect(refused).toMatchObject({
      reason: "used",
      usage: { places: [{ kind: "team", name: "Ama Late" }] },
    });
    expect(
      await database.db.selectFrom("media").select("id").where("id", "=", id).execute(),
    ).toHaveLength(1);
  });

  it("counts the company's logo, icon and share pictures as uses", async () => {
    const [logo, share, page] = [
      await addPicture(database, "logo.png"),
      await addPicture(database, "share.jpg"),
      await addPicture(database, "services.jpg"),
    ];
    await saveBrand(
      database,
      { ...DEFAULT_BRAND, logo, share, pageShare: { "/services": page } },
      null,
    );
    const usage = await mediaUsage(database.db, [logo, share, page]);
    expect(usage.get(logo)!.places).toEqual([{ kind: "brand", slot: "logo" }]);
    expect(usage.get(share)!.places).toEqual([{ kind: "brand", slot: "share" }]);
    expect(usage.get(page)!.places).toEqual([{ kind: "brand", slot: "page", page: "/services" }]);
    expect(await removeUnusedMedia(database, logo)).toMatchObject({ ok: false, reason: "used" });
  });
});
