import { afterEach, expect, it, vi } from "vitest";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { DEFAULT_PRICE_SECTIONS } from "~/content/pricing";
import { seedSite } from "~/features/seed/seed.server";
import {
  listApprovedTestimonials,
  reviseTestimonial,
} from "~/features/testimonials/testimonials.server";
import { demoCounts, removeDemoContent } from "./demo.server";
import { addAlbum, addPhotos, listAlbums, removeAlbum } from "./gallery.server";
import { addPartner, listPartners, removePartner, updatePartner } from "./partners.server";
import { toDraft } from "./price-form";
import { applyIntent, validateDraft } from "./price-form.server";
import { readPriceGrid, savePriceGrid } from "./prices.server";
import { defaultSettings } from "./settings";
import { readSettings, saveSettings } from "./settings.server";
import { CONTENT_CHECK_MS, getSiteData, invalidateSiteData } from "./site-data.server";
import {
  addTeamMember,
  listTeam,
  moveRow,
  removeTeamMember,
  updateTeamMember,
} from "./team.server";

const options = { notifyTo: "leads@example.tg", demo: true };

afterEach(() => {
  vi.useRealTimers();
});

forEachDatabase((open) => {
  it("seeds the initial content and the demo once, and never again after a removal", async () => {
    const database = await open();
    await seedSite(database, options);
    expect((await readSettings(database))?.leadsNotifyTo).toBe("leads@example.tg");
    expect(await readPriceGrid(database.db)).toEqual(DEFAULT_PRICE_SECTIONS);
    expect(await demoCounts(database)).toEqual({
      testimonials: 5,
      // Four articles, each in French and in English.
      blog_posts: 8,
      team_members: 1,
      partners: 16,
    });
    await seedSite(database, options);
    expect((await demoCounts(database)).testimonials).toBe(5);

    expect(await removeDemoContent(database)).toEqual({
      testimonials: 5,
      // Four articles, each in French and in English.
      blog_posts: 8,
      team_members: 1,
      partners: 16,
    });
    await seedSite(database, options);
    expect(await demoCounts(database)).toEqual({
      testimonials: 0,
      blog_posts: 0,
      team_members: 0,
      partners: 0,
    });
    // Deleted prices stay deleted too.
    await savePriceGrid(database, []);
    await seedSite(database, options);
    expect(await readPriceGrid(database.db)).toEqual([]);
    await database.close();
  });

  it("seeds no demo content with SEED_DEMO=0, but the identity and prices", async () => {
    const database = await open();
    await seedSite(database, { ...options, demo: false });
    expect(Object.values(await demoCounts(database))).toEqual([0, 0, 0, 0]);
    expect(await listApprovedTestimonials(database, "fr")).toEqual([]);
    expect((await readPriceGrid(database.db)).length).toBe(4);
    expect((await getSiteData(database)).company.phones.primary.display).toBe("+228 90 00 00 00");
    await database.close();
  });

  it("serves edits at once in this process and within CONTENT_CHECK_MS in another", async () => {
    const database = await open();
    await seedSite(database, options);
    // Another process: its own cache over the same database.
    const other = { ...database };
    expect((await getSiteData(other)).company.phones.primary.display).toBe("+228 90 00 00 00");
    vi.useFakeTimers({ toFake: ["Date"] });
    const settings = { ...defaultSettings("x@example.tg"), phone: "+228 91 23 45 67" };
    await saveSettings(database, settings, null);
    invalidateSiteData(database);
    const here = await getSiteData(database);
    expect(here.company.phones.primary).toEqual({
      display: "+228 91 23 45 67",
      tel: "+22891234567",
      whatsapp: "22891234567",
    });
    // Until its next check the other process still shows the old number...
    expect((await getSiteData(other)).company.phones.primary.display).toBe("+228 90 00 00 00");
    vi.setSystemTime(Date.now() + CONTENT_CHECK_MS + 1);
    // ...then reads the version, sees it moved, and reloads.
    expect((await getSiteData(other)).company.phones.primary.display).toBe("+228 91 23 45 67");
    expect((await getSiteData(other)).facts.company.phones.primary.tel).toBe("+22891234567");
    await database.close();
  });

  it("never keeps a copy that was loading while an edit landed", async () => {
    const database = await open();
    await seedSite(database, options);
    const client = (await getSiteData(database)).clients[0]!;
    const names = (data: { clients: { name: string }[] }) => data.clients.map((c) => c.name);
    // A page's request starts reloading the site's content; the owner's removal lands meanwhile.
    invalidateSiteData(database);
    const loading = getSiteData(database);
    expect(await removePartner(database, client.id)).toBe(true);
    // The removal was acknowledged: from now on no page of this process may show the client.
    expect(names(await getSiteData(database))).not.toContain(client.name);
    await loading;
    expect(names(await getSiteData(database))).not.toContain(client.name);
    await database.close();
  });

  it("keeps serving the copy in memory while the database does not answer", async () => {
    const database = await open();
    await seedSite(database, options);
    vi.useFakeTimers({ toFake: ["Date"] });
    const before = await getSiteData(database);
    // The database stops answering (every query throws).
    const selectFrom = database.db.selectFrom.bind(database.db);
    database.db.selectFrom = (() => {
      throw new Error("connection refused");
    }) as unknown as typeof database.db.selectFrom;
    vi.setSystemTime(Date.now() + CONTENT_CHECK_MS + 1);
    expect(await getSiteData(database)).toBe(before);
    // A process that never loaded anything has nothing to fall back on: it fails loudly.
    await expect(getSiteData({ ...database })).rejects.toThrow("connection refused");
    database.db.selectFrom = selectFrom;
    await database.close();
  });

  it("keeps the price grid whole: checked drafts only, quoted items stay", async () => {
    const database = await open();
    await seedSite(database, options);
    const draft = toDraft(await readPriceGrid(database.db));
    draft[0]!.items[1]!.min = "350";
    draft[0]!.items[1]!.max = "300";
    draft[0]!.items[2]!.min = "12.5";
    draft[1]!.items[0]!.labelFr = " ";
    const refused = validateDraft(draft);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.problems).toEqual({
      "s.0.i.1.max": "RANGE",
      "s.0.i.2.min": "AMOUNT",
      "s.1.i.0.labelFr": "REQUIRED",
    });

    const added = applyIntent(toDraft(DEFAULT_PRICE_SECTIONS), "add-item:1")!.draft;
    const line = added[1]!.items.at(-1)!;
    Object.assign(line, { labelFr: "Vitres", min: "1 000", max: "2000", unit: "item" });
    const checked = validateDraft(added);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    await savePriceGrid(database, checked.grid);
    const saved = await readPriceGrid(database.db);
    expect(saved[1]!.items.at(-1)).toMatchObject({
      label: { fr: "Vitres", en: "" },
      min: 1000,
      max: 2000,
      unit: "item",
    });
    invalidateSiteData(database);
    // The public grid shows the French where the English is empty.
    expect((await getSiteData(database)).prices[1]!.items.at(-1)!.label.en).toBe("Vitres");

    const bins = toDraft(saved)[2]!.items.findIndex((i) => i.id === "bins");
    expect(applyIntent(toDraft(saved), `remove-item:2.${bins}`)!.problems).toEqual({
      [`s.2.i.${bins}.id`]: "QUOTED",
    });
    expect(applyIntent(toDraft(saved), "remove-section:2")!.draft).toHaveLength(4);
    expect(applyIntent(toDraft(saved), "remove-item:1.0")!.draft[1]!.items).toHaveLength(3);
    await database.close();
  });

  it("orders, edits and removes team members, clients and partners", async () => {
    const database = await open();
    await seedSite(database, options);
    const texts = {
      name: "Kossi Mensah",
      roleFr: "Chef d'équipe",
      roleEn: "",
      phone: "+228 91 00 00 01",
      email: "kossi@example.tg",
      educationFr: "BTS",
      educationEn: "",
      trainingFr: "",
      trainingEn: "",
      experienceFr: "Dix ans",
      experienceEn: "Ten years",
    };
    const id = await addTeamMember(database, texts);
    expect((await listTeam(database.db)).map((m) => m.name)).toEqual([
      "Akossiwa Dogbé",
      "Kossi Mensah",
    ]);
    expect(await moveRow(database.db, "team_members", id, "up")).toBe(true);
    expect(await moveRow(database.db, "team_members", id, "up")).toBe(false);
    const [first, leader] = await listTeam(database.db);
    expect(first!.name).toBe("Kossi Mensah");
    expect(await updateTeamMember(database, leader!.id, { ...texts, name: "Ama Real" })).toBe(true);
    // An edited demo member is the company's own now: removing the demo keeps it.
    await removeDemoContent(database);
    expect((await listTeam(database.db)).map((m) => m.name)).toEqual(["Kossi Mensah", "Ama Real"]);
    expect(await removeTeamMember(database, id)).toBe(true);
    expect(await removeTeamMember(database, id)).toBe(false);

    const client = await addPartner(database, {
      kind: "client",
      name: "Hôtel 2 Février",
      url: null,
    });
    await addPartner(database, { kind: "partner", name: "Mairie", url: "https://example.tg" });
    await updatePartner(database, client, { name: "Hôtel du 2 Février", url: "https://h.tg" });
    expect((await listPartners(database.db)).map((p) => [p.kind, p.name, p.url])).toEqual([
      ["client", "Hôtel du 2 Février", "https://h.tg"],
      ["partner", "Mairie", "https://example.tg"],
    ]);
    expect(await removePartner(database, client)).toBe(true);
    await database.close();
  });

  it("keeps albums and photos in order, with both languages, and drops an album whole", async () => {
    const database = await open();
    await seedSite(database, options);
    const media = (id: string) =>
      database.db
        .insertInto("media")
        .values({
          id,
          created_at: new Date().toISOString(),
          uploaded_by: null,
          original_name: `${id}.jpg`,
          mime_type: "image/jpeg",
          width: 800,
          height: 600,
          bytes: 1000,
          variants: JSON.stringify({
            avif: [`/media/${id}-400.avif 400w`, `/media/${id}-800.avif 800w`],
            webp: [`/media/${id}-400.webp 400w`, `/media/${id}-800.webp 800w`],
          }),
          alt: null,
        })
        .execute();
    await media("m1");
    await media("m2");
    const album = await addAlbum(database, {
      titleFr: "Chantiers",
      titleEn: "",
      descriptionFr: "",
      descriptionEn: "",
    });
    expect(
      await addPhotos(database, album, [
        { mediaId: "m1", captionFr: "Avant", captionEn: "Before" },
        { mediaId: "m2", captionFr: "Après", captionEn: "" },
      ]),
    ).toBe(true);
    expect(await addPhotos(database, "no-such-album", [])).toBe(false);
    // The same upload sent again (a second tap while the first was on its way) adds nothing.
    await addPhotos(database, album, [{ mediaId: "m2", captionFr: "Encore", captionEn: "" }]);
    invalidateSiteData(database);
    const [listed] = (await getSiteData(database)).gallery;
    expect(listed!.photos.map((p) => [p.captionFr, p.image.src])).toEqual([
      ["Avant", "/media/m1-800.webp"],
      ["Après", "/media/m2-800.webp"],
    ]);
    const second = listed!.photos[1]!.id;
    await moveRow(database.db, "gallery_photos", second, "up", {
      column: "album_id",
      value: album,
    });
    expect((await listAlbums(database.db))[0]!.photos[0]!.captionFr).toBe("Après");
    expect(await removeAlbum(database, album)).toBe(true);
    expect(await listAlbums(database.db)).toEqual([]);
    expect(await database.db.selectFrom("gallery_photos").selectAll().execute()).toEqual([]);
    // The pictures stay in the media library.
    expect((await database.db.selectFrom("media").select("id").execute()).length).toBe(2);
    await database.close();
  });

  it("publishes a testimonial as the moderator corrected it", async () => {
    const database = await open();
    await seedSite(database, options);
    const [one] = await listApprovedTestimonials(database, "fr");
    const revision = {
      name: "Afi K.",
      content: "Texte corrigé.",
      rating: 4,
      locale: "en" as const,
      company: "Clinique",
      role: null,
      service: null,
      location: "Lomé",
    };
    expect(await reviseTestimonial(database, one!.id, revision, "approved")).toBe(true);
    const after = (await listApprovedTestimonials(database, "fr")).find((t) => t.id === one!.id);
    expect(after).toMatchObject({
      content: "Texte corrigé.",
      locale: "en",
      rating: 4,
      company: "Clinique",
    });
    await database.close();
  });
});
