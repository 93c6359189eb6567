import { expect, it } from "vitest";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { initialDocument } from "./content.server";
import { listVersions } from "./page-store.server";

forEachDatabase((open) => {
  it("pages a long history newest first, with its total and the live version", async () => {
    const database = await open();
    const data = JSON.stringify(initialDocument("about"));
    const versions = Array.from({ length: 250 }, (_, i) => ({
      page: "about",
      version: i + 1,
      data,
      published_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      published_by: null,
    }));
    await database.db.insertInto("page_versions").values(versions).execute();
    const first = await listVersions(database.db, "about");
    expect([first.total, first.live, first.listPage, first.versions.length]).toEqual([
      250, 250, 1, 100,
    ]);
    const second = await listVersions(database.db, "about", { listPage: 2 });
    expect(second.versions.map((v) => v.version)).toEqual(
      Array.from({ length: 100 }, (_, i) => 150 - i),
    );
    // Past the end: the last page, the oldest versions.
    const past = await listVersions(database.db, "about", { listPage: 9 });
    expect([past.listPage, past.versions.at(-1)?.version, past.versions.length]).toEqual([
      3, 1, 50,
    ]);
    expect(await listVersions(database.db, "home")).toMatchObject({ total: 0, live: null });
    await database.close();
  });
});
