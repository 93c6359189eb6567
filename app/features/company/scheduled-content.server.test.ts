import { afterEach, expect, it, vi } from "vitest";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { createPost } from "~/features/blog/posts.server";
import { seedSite } from "~/features/seed/seed.server";
import { readContentVersion, readNextPublication } from "./content-version.server";
import { CONTENT_CHECK_MS, getSiteData } from "./site-data.server";

afterEach(() => {
  vi.useRealTimers();
});

/**
 * A scheduled post changes the public content at its time with no edit to move the content
 * version: the site data (and so the page cache's key) must change then by itself
 * (docs/decisions/041-scheduled-posts-and-caches.md).
 */
forEachDatabase((open) => {
  it("changes its cache key when a scheduled post comes out, without any edit", async () => {
    // Only the clock is faked: the databases' I/O keeps its real timers.
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.parse("2026-11-28T13:59:00.000Z");
    vi.setSystemTime(start);
    const database = await open();
    await seedSite(database, { notifyTo: "leads@example.tg", demo: false });
    const at = Date.parse("2026-11-28T14:00:00.000Z");
    const later = Date.parse("2026-11-29T08:00:00.000Z");
    for (const [title, time] of [
      ["À 14 heures", at],
      ["Demain", later],
    ] as const)
      await createPost(
        database,
        {
          title,
          content: "<p>x</p>",
          status: "published",
          publishedAt: new Date(time).toISOString(),
        },
        { id: null, name: "Équipe" },
      );
    expect(await readNextPublication(database.db)).toBe(at);
    const before = await getSiteData(database);
    expect(before.changesAt).toBe(at);
    const version = await readContentVersion(database.db);

    // Past the check interval but before its time: the same copy, the same key.
    vi.setSystemTime(at - 1000);
    expect((await getSiteData(database)).cacheKey).toBe(before.cacheKey);

    // Its time: at once, not at the next interval, a new copy under a new key.
    vi.setSystemTime(at);
    const after = await getSiteData(database);
    expect(after.cacheKey).not.toBe(before.cacheKey);
    expect(after.changesAt).toBe(later);
    expect(after.version).toBe(version);
    expect(await readContentVersion(database.db)).toBe(version);

    // Then it is kept as usual until the next one.
    vi.setSystemTime(at + CONTENT_CHECK_MS / 2);
    expect(await getSiteData(database)).toBe(after);
    vi.setSystemTime(later + 1);
    expect((await getSiteData(database)).changesAt).toBeNull();
    await database.close();
  });
});
