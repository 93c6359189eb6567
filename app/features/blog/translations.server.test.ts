import { afterEach, beforeEach, expect, it } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import {
  createPost,
  getPostVersions,
  getPublishedTranslations,
  listPublishedPostUrls,
  listPublishedPosts,
  listPublishedTags,
  recentPosts,
  unpublishPost,
} from "./posts.server";

const author = { id: null, name: "Équipe Africa Clean" };
const titles = (posts: Array<{ title: string }>) => posts.map((p) => p.title);

forEachDatabase((open) => {
  let database: AppDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.close();
  });

  async function article() {
    const fr = await createPost(
      database,
      { title: "Le compost", content: "<p>Compost</p>", status: "published", tags: ["Jardin"] },
      author,
    );
    const en = await createPost(
      database,
      {
        title: "Composting",
        content: "<p>Compost</p>",
        status: "published",
        tags: ["Garden"],
        locale: "en",
        translationOf: fr.id,
      },
      author,
    );
    const frenchOnly = await createPost(
      database,
      { title: "Seulement en français", content: "<p>Texte</p>", status: "published" },
      author,
    );
    return { fr, en, frenchOnly };
  }

  it("links a translation to its article, each with its own slug and language", async () => {
    const { fr, en } = await article();
    expect(en).toMatchObject({ locale: "en", slug: "composting", translationGroup: fr.id });
    expect(await getPublishedTranslations(database, fr)).toEqual([
      { locale: "en", slug: "composting" },
    ]);
    expect(await getPublishedTranslations(database, en)).toEqual([
      { locale: "fr", slug: "le-compost" },
    ]);
    const versions = await getPostVersions(database, en.id);
    expect(versions?.fr?.id).toBe(fr.id);
    expect(versions?.en?.id).toBe(en.id);
  });

  it("refuses a second version in the same language", async () => {
    const { fr } = await article();
    await expect(
      createPost(
        database,
        { title: "Compost again", content: "<p>x</p>", locale: "en", translationOf: fr.id },
        author,
      ),
    ).rejects.toThrow();
  });

  it("offers each language its own versions, and the other language's untranslated posts", async () => {
    await article();
    expect(titles(await listPublishedPosts(database, { locale: "en" })).sort()).toEqual([
      "Composting",
      "Seulement en français",
    ]);
    expect(titles(await listPublishedPosts(database, { locale: "fr" })).sort()).toEqual([
      "Le compost",
      "Seulement en français",
    ]);
    expect(await listPublishedTags(database, "en")).toEqual(["Garden"]);
    expect(await listPublishedTags(database, "fr")).toEqual(["Jardin"]);
  });

  it("shows the French version again on English pages once the translation is taken offline", async () => {
    const { en } = await article();
    await unpublishPost(database, en.id);
    expect(titles(await listPublishedPosts(database, { locale: "en" })).sort()).toEqual([
      "Le compost",
      "Seulement en français",
    ]);
  });

  it("never recommends an article's own translation under it", async () => {
    const { fr, en } = await article();
    expect(titles(await recentPosts(database, en, 3, "en"))).toEqual(["Seulement en français"]);
    expect(titles(await recentPosts(database, fr, 3, "fr"))).toEqual(["Seulement en français"]);
  });

  it("gives the sitemap each version with its language and its translation", async () => {
    await article();
    const urls = await listPublishedPostUrls(database);
    expect(urls.find((u) => u.slug === "composting")).toMatchObject({
      locale: "en",
      translations: [{ locale: "fr", slug: "le-compost" }],
    });
    expect(urls.find((u) => u.slug === "seulement-en-francais")).toMatchObject({
      locale: "fr",
      translations: [],
    });
  });
});
