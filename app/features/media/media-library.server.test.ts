import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, expect, it } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { addTeamMember } from "~/features/company/index.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { addPicture } from "../../../tests/helpers/media";
import { describeMedia, LIBRARY_PAGE_SIZE, listLibrary } from "./media-library.server";

/** An upload time `minutes` after a fixed morning, so the order is known. */
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 5, 8, minutes)).toISOString();

forEachDatabase((open) => {
  let database: AppDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.close();
  });

  it("lists the newest first, a page at a time, and says how many there are", async () => {
    for (let n = 1; n <= LIBRARY_PAGE_SIZE + 2; n++)
      await addPicture(database, `photo-${n}.jpg`, { createdAt: at(n) });
    const first = await listLibrary(database.db, { q: "", page: 1 });
    expect(first.total).toBe(26);
    expect(first.page).toBe(1);
    expect(first.items.map((i) => i.name).slice(0, 2)).toEqual(["photo-26.jpg", "photo-25.jpg"]);
    expect(first.items).toHaveLength(LIBRARY_PAGE_SIZE);
    const second = await listLibrary(database.db, { q: "", page: 2 });
    expect(second.items.map((i) => i.name)).toEqual(["photo-2.jpg", "photo-1.jpg"]);
    // A page past the end shows the last one rather than nothing.
    expect((await listLibrary(database.db, { q: "", page: 99 })).page).toBe(2);
    expect(first.items[0]).toMatchObject({
      width: 400,
      height: 300,
      bytes: 54_321,
      createdAt: at(26),
      description: "",
      usage: { places: [], history: [] },
    });
    expect(first.items[0]!.image?.src).toMatch(/^\/media\/[0-9a-f-]{36}-400\.webp$/);
  });

  it("finds by file name and by description, whatever the accents and capitals", async () => {
    await addPicture(database, "Plage-KÉGUÉ.JPG", { createdAt: at(1) });
    const tank = await addPicture(database, "IMG_0042.jpg", { createdAt: at(2) });
    await addPicture(database, "bureau 100%.png", { createdAt: at(3) });
    const names = async (q: string) =>
      (await listLibrary(database.db, { q, page: 1 })).items.map((i) => i.name);
    expect(await names("kegue")).toEqual(["Plage-KÉGUÉ.JPG"]);
    expect(await names("plage-kégué")).toEqual(["Plage-KÉGUÉ.JPG"]);
    expect(await names("citerne")).toEqual([]);

    expect(await describeMedia(database, tank, "Citerne nettoyée à Bè")).toBe(true);
    expect(await names("CITERNE NETTOYEE")).toEqual(["IMG_0042.jpg"]);
    // The name stays searchable once described; the description is what was typed.
    expect(await names("img_0042")).toEqual(["IMG_0042.jpg"]);
    const listed = await listLibrary(database.db, { q: "bè", page: 1 });
    expect(listed.items.map((i) => [i.name, i.description])).toEqual([
      ["IMG_0042.jpg", "Citerne nettoyée à Bè"],
    ]);
    expect(listed.total).toBe(1);
    // LIKE's wildcards typed in a search are plain characters.
    expect(await names("100%")).toEqual(["bureau 100%.png"]);
    expect(await names("_")).toEqual(["IMG_0042.jpg"]);
    // Emptied, the description is gone from the row and from the search.
    expect(await describeMedia(database, tank, "")).toBe(true);
    expect(await names("citerne")).toEqual([]);
    const row = await database.db
      .selectFrom("media")
      .select("alt")
      .where("id", "=", tank)
      .executeTakeFirstOrThrow();
    expect(row.alt).toBeNull();
    expect(await describeMedia(database, randomUUID(), "Rien")).toBe(false);
  });

  it("gives each listed picture where it is used", async () => {
    const portrait = await addPicture(database, "kofi.jpg");
    await addTeamMember(
      database,
      {
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
      },
      { photoMediaId: portrait },
    );
    const [item] = (await listLibrary(database.db, { q: "kofi", page: 1 })).items;
    expect(item?.usage.places).toEqual([
      { kind: "team", id: expect.any(String), name: "Kofi Agbo" },
    ]);
  });
});
