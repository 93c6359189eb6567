import { expect, it } from "vitest";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { insertMedia } from "../../../tests/helpers/rows";
import { listRecentMedia } from "./media-lookup.server";

forEachDatabase((open) => {
  it("lists the latest pictures and counts the whole library", async () => {
    const database = await open();
    for (let n = 0; n < 65; n++) await insertMedia(database, `photo-${n}`);
    const { pictures, total } = await listRecentMedia(database.db, 60);
    expect([pictures.length, total]).toEqual([60, 65]);
    expect(new Set(pictures.map((p) => p.id)).size).toBe(60);
    expect(await listRecentMedia(database.db, 80)).toMatchObject({ total: 65 });
    await database.close();
  });
});
