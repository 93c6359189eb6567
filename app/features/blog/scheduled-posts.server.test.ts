import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import {
  createPost,
  getPostById,
  getPublishedPostBySlug,
  getPublishedTranslations,
  listAllPosts,
  listPublishedPostUrls,
  listPublishedPosts,
  listPublishedTags,
  publishPost,
  recentPosts,
  unpublishPost,
  updatePost,
} from "./posts.server";

const team = { id: null, name: "Équipe Africa Clean" };
const HOUR = 3_600_000;
const titles = (posts: Array<{ title: string }>) => posts.map((p) => p.title);

/** Only the clock is faked: the databases' I/O keeps its real timers. */
function setClock(ms: number) {
  vi.setSystemTime(ms);
}

forEachDatabase((open) => {
  let database: AppDatabase;
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    database = await open();
  });
  afterEach(async () => {
    vi.useRealTimers();
    await database.close();
  });

  describe("a post scheduled for later", () => {
    it("stays out of every public read until its time, then is in all of them without a write", async () => {
      const start = Date.parse("2026-11-28T13:00:00.000Z");
      setClock(start);
      const at = "2026-11-28T14:00:00.000Z";
      const out = await createPost(
        database,
        { title: "Déjà là", content: "<p>Ancien</p>", status: "published", tags: ["Eau"] },
        team,
      );
      const later = await createPost(
        database,
        {
          title: "Citernes propres",
          content: "<p>Citernes</p>",
          status: "published",
          tags: ["Citernes"],
          publishedAt: at,
        },
        team,
      );
      expect(later).toMatchObject({ status: "published", publishedAt: at });
      // Its English version is scheduled too: French readers of English keep the French one.
      const english = await createPost(
        database,
        {
          title: "Clean tanks",
          content: "<p>Tanks</p>",
          status: "published",
          locale: "en",
          translationOf: later.id,
          publishedAt: at,
        },
        team,
      );

      const hidden = async () => {
        expect(titles(await listPublishedPosts(database))).toEqual(["Déjà là"]);
        expect(titles(await listPublishedPosts(database, { q: "citernes" }))).toEqual([]);
        expect(titles(await listPublishedPosts(database, { tag: "citernes" }))).toEqual([]);
        expect(await listPublishedTags(database)).toEqual(["Eau"]);
        expect(await getPublishedPostBySlug(database, later.slug)).toBeNull();
        expect((await listPublishedPostUrls(database)).map((u) => u.slug)).toEqual([out.slug]);
        expect(await recentPosts(database, out)).toEqual([]);
        expect(await getPublishedTranslations(database, english)).toEqual([]);
      };
      await hidden();
      setClock(Date.parse(at) - 1);
      await hidden();

      setClock(Date.parse(at));
      expect(titles(await listPublishedPosts(database, { locale: "fr" }))).toEqual([
        "Citernes propres",
        "Déjà là",
      ]);
      expect(titles(await listPublishedPosts(database, { tag: "citernes" }))).toEqual([
        "Citernes propres",
      ]);
      expect(await getPublishedPostBySlug(database, later.slug)).toMatchObject({ id: later.id });
      const urls = await listPublishedPostUrls(database);
      // Its "last change" for search engines is when it came out.
      expect(urls.find((u) => u.slug === later.slug)?.updatedAt).toBe(at);
      expect(titles(await recentPosts(database, out, 3, "fr"))).toEqual(["Citernes propres"]);
      expect(await getPublishedTranslations(database, english)).toEqual([
        { locale: "fr", slug: later.slug },
      ]);
      // The English reader now gets the English version instead of the French one.
      expect(titles(await listPublishedPosts(database, { locale: "en" }))).toEqual([
        "Clean tanks",
        "Déjà là",
      ]);
    });

    it("is listed for the team by state, keeps a planned date as a draft, and back-dates", async () => {
      const now = Date.parse("2026-11-28T10:00:00.000Z");
      setClock(now);
      const planned = new Date(now + 2 * HOUR).toISOString();
      const draft = await createPost(
        database,
        { title: "Prévu", content: "<p>x</p>", status: "draft", publishedAt: planned },
        team,
      );
      expect(draft).toMatchObject({ status: "draft", publishedAt: planned });
      // Publishing keeps the planned time: the post is scheduled, not out.
      expect(await publishPost(database, draft.id)).toMatchObject({ publishedAt: planned });
      expect(titles(await listAllPosts(database, { status: "scheduled" }))).toEqual(["Prévu"]);
      expect(titles(await listAllPosts(database, { status: "published" }))).toEqual([]);
      // Saved again without a time ("not chosen"): it keeps its own.
      expect(await updatePost(database, draft.id, { publishedAt: null })).toMatchObject({
        publishedAt: planned,
      });
      // Taken back to draft: the date goes with it; published again with no date: now.
      expect(await unpublishPost(database, draft.id)).toMatchObject({ publishedAt: null });
      const again = await updatePost(database, draft.id, {
        status: "published",
        publishedAt: null,
      });
      expect(again?.publishedAt).toBe(new Date(now).toISOString());

      const old = await createPost(
        database,
        {
          title: "Antidaté",
          content: "<p>x</p>",
          status: "published",
          publishedAt: "2024-01-15T09:00:00.000Z",
        },
        team,
      );
      expect(titles(await listPublishedPosts(database))).toEqual(["Prévu", "Antidaté"]);
      // A live post moved to a later time is scheduled again, and leaves the public lists.
      await updatePost(database, old.id, { publishedAt: planned });
      expect(titles(await listPublishedPosts(database))).toEqual(["Prévu"]);
      expect((await getPostById(database, old.id))?.status).toBe("published");
      expect(titles(await listAllPosts(database, { status: "scheduled" }))).toEqual(["Antidaté"]);
    });
  });
});
