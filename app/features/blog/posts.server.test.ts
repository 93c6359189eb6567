import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import {
  countAllPosts,
  createPost,
  deletePost,
  getPostById,
  getPublishedPostBySlug,
  listAllPosts,
  listAllTags,
  listPublishedPostUrls,
  listPublishedPosts,
  listPublishedTags,
  publishPost,
  recentPosts,
  unpublishPost,
  updatePost,
} from "./posts.server";
import type { PostInput } from "./post-input";

const author = { id: null, name: "Équipe Africa Clean" };
const post = (title: string, extra: Partial<PostInput> = {}): PostInput => ({
  title,
  content: `<p>${title}</p>`,
  status: "published",
  ...extra,
});
const titles = (posts: Array<{ title: string }>) => posts.map((p) => p.title);

forEachDatabase((open) => {
  let database: AppDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.close();
  });

  describe("public reads", () => {
    it("lists published posts only, newest first, with their reading time", async () => {
      const first = await createPost(database, post("Premier"), author);
      await createPost(database, post("Brouillon", { status: "draft" }), author);
      const second = await createPost(database, post("Second", { tags: ["Hygiène"] }), author);
      // The first came out a minute before the second, whatever the clock's resolution (a time
      // ahead would be a scheduled post, not shown yet).
      const earlier = new Date(Date.parse(second.publishedAt!) - 60_000).toISOString();
      await database.db
        .updateTable("blog_posts")
        .set({ published_at: earlier })
        .where("id", "=", first.id)
        .execute();
      const list = await listPublishedPosts(database);
      expect(titles(list)).toEqual(["Second", "Premier"]);
      expect(list[0]).toMatchObject({
        tags: ["Hygiène"],
        readingMinutes: 1,
        author: "Équipe Africa Clean",
        status: "published",
      });
      expect(list[0]).not.toHaveProperty("content");
      expect(titles(await listPublishedPosts(database, { limit: 1 }))).toEqual(["Second"]);
      expect(titles(await recentPosts(database, first))).toEqual(["Second"]);
    });

    it("searches title, content and excerpt without regard to case, LIKE wildcards meaning themselves", async () => {
      await createPost(database, post("Le compost au jardin"), author);
      await createPost(
        database,
        post("Hygiène", { content: "<p>Lavage des mains à 100% et savon_noir</p>" }),
        author,
      );
      await createPost(
        database,
        post("Tri", { excerpt: "Des poubelles COLORÉES pour la fête" }),
        author,
      );
      await createPost(
        database,
        post("Secret", { status: "draft", content: "<p>compost</p>" }),
        author,
      );
      expect(titles(await listPublishedPosts(database, { q: "COMPOST" }))).toEqual([
        "Le compost au jardin",
      ]);
      expect(titles(await listPublishedPosts(database, { q: "mains" }))).toEqual(["Hygiène"]);
      expect(titles(await listPublishedPosts(database, { q: "poubelles" }))).toEqual(["Tri"]);
      expect(titles(await listPublishedPosts(database, { q: "100%" }))).toEqual(["Hygiène"]);
      expect(titles(await listPublishedPosts(database, { q: "0%" }))).toEqual(["Hygiène"]);
      expect(titles(await listPublishedPosts(database, { q: "s_v" }))).toEqual([]);
      expect(titles(await listPublishedPosts(database, { q: "savon_noir" }))).toEqual(["Hygiène"]);
      expect(titles(await listPublishedPosts(database, { q: "%" }))).toEqual(["Hygiène"]);
      expect(titles(await listPublishedPosts(database, { q: "  " }))).toHaveLength(3);
    });

    it("ignores the case of accented capitals too (SQLite's lower() folds ASCII only)", async () => {
      await createPost(database, post("Été à Lomé", { tags: ["Écologie"] }), author);
      await createPost(
        database,
        post("Autre", { content: "<p>Une ÉCOLE propre</p>", tags: ["événementiel"] }),
        author,
      );
      expect(titles(await listPublishedPosts(database, { q: "été" }))).toEqual(["Été à Lomé"]);
      expect(titles(await listPublishedPosts(database, { q: "ÉTÉ À" }))).toEqual(["Été à Lomé"]);
      expect(titles(await listPublishedPosts(database, { q: "école" }))).toEqual(["Autre"]);
      expect(titles(await listPublishedPosts(database, { tag: "écologie" }))).toEqual([
        "Été à Lomé",
      ]);
      expect(titles(await listPublishedPosts(database, { tag: "Événementiel" }))).toEqual([
        "Autre",
      ]);
    });

    it("filters by tag (any case, whole tags only) and lists the tags of published posts", async () => {
      await createPost(database, post("A", { tags: ["Compost", "Potager"] }), author);
      await createPost(database, post("B", { tags: ["compost-bio", 'Guillemet "x"'] }), author);
      await createPost(database, post("C", { tags: ["Écologie", "potager"] }), author);
      await createPost(database, post("D", { tags: ["Caché"], status: "draft" }), author);
      expect(titles(await listPublishedPosts(database, { tag: "Compost" }))).toEqual(["A"]);
      expect(titles(await listPublishedPosts(database, { tag: "POTAGER" })).sort()).toEqual([
        "A",
        "C",
      ]);
      expect(titles(await listPublishedPosts(database, { tag: 'Guillemet "x"' }))).toEqual(["B"]);
      expect(titles(await listPublishedPosts(database, { tag: "Caché" }))).toEqual([]);
      expect(titles(await listPublishedPosts(database, { tag: "potager", q: "zzz" }))).toEqual([]);
      expect(await listPublishedTags(database)).toEqual([
        "Compost",
        "compost-bio",
        "Écologie",
        'Guillemet "x"',
        "Potager",
      ]);
      // Whole tags: one that merely ends in another after a quote is another tag.
      await createPost(
        database,
        post("E", { tags: ['x"Compost', "Été à l'école élémentaire"] }),
        author,
      );
      expect(titles(await listPublishedPosts(database, { tag: "compost" }))).toEqual(["A"]);
      // Any case, however many accented letters (SQL compares the spellings JavaScript matched).
      const accents = { tag: "ÉTÉ À L'ÉCOLE ÉLÉMENTAIRE" };
      expect(titles(await listPublishedPosts(database, accents))).toEqual(["E"]);
      expect(await listAllTags(database)).toContain("Caché");
      expect(await listPublishedTags(database)).not.toContain("Caché");
    });

    it("names each tag by its most used spelling", async () => {
      await createPost(database, post("A", { tags: ["compost"] }), author);
      await createPost(database, post("B", { tags: ["Compost"] }), author);
      await createPost(database, post("C", { tags: ["Compost"] }), author);
      expect(await listPublishedTags(database)).toEqual(["Compost"]);
      expect(titles(await listPublishedPosts(database, { tag: "COMPOST" }))).toHaveLength(3);
    });

    it("never shows drafts by slug, and follows a published post's old slug", async () => {
      const draft = await createPost(database, post("Brouillon", { status: "draft" }), author);
      expect(await getPublishedPostBySlug(database, draft.slug)).toBeNull();
      const live = await createPost(database, post("Ancien titre"), author);
      expect(await getPublishedPostBySlug(database, "ancien-titre")).toMatchObject({
        id: live.id,
        content: "<p>Ancien titre</p>",
      });
      await updatePost(database, live.id, { title: "Nouveau titre" });
      expect(await getPublishedPostBySlug(database, "ancien-titre")).toEqual({
        redirectTo: "nouveau-titre",
      });
      await updatePost(database, live.id, { title: "Troisième titre" });
      expect(await getPublishedPostBySlug(database, "ancien-titre")).toEqual({
        redirectTo: "troisieme-titre",
      });
      expect(await getPublishedPostBySlug(database, "nouveau-titre")).toEqual({
        redirectTo: "troisieme-titre",
      });
      await unpublishPost(database, live.id);
      expect(await getPublishedPostBySlug(database, "ancien-titre")).toBeNull();
      expect(await getPublishedPostBySlug(database, "troisieme-titre")).toBeNull();
      expect(await getPublishedPostBySlug(database, "inconnu")).toBeNull();
      expect(await listPublishedPostUrls(database)).toEqual([]);
    });
  });

  describe("admin writes", () => {
    it("makes unique slugs from titles, also against other posts' former slugs", async () => {
      const a = await createPost(database, post("L'été à Lomé !"), author);
      const b = await createPost(database, post("L’Été à Lomé"), author);
      const c = await createPost(database, post("🌱🌱", { status: "draft" }), author);
      expect([a.slug, b.slug, c.slug]).toEqual(["lete-a-lome", "lete-a-lome-2", "article"]);
      await updatePost(database, a.id, { title: "Autre chose" });
      const d = await createPost(database, post("L'été à Lomé"), author);
      expect(d.slug).toBe("lete-a-lome-3");
      // A post may take back its own former slug, which then stops being a redirect.
      const back = await updatePost(database, a.id, { title: "L'été à Lomé" });
      expect(back?.slug).toBe("lete-a-lome");
      expect(await getPublishedPostBySlug(database, "lete-a-lome")).toMatchObject({ id: a.id });
      expect(await getPublishedPostBySlug(database, "autre-chose")).toEqual({
        redirectTo: "lete-a-lome",
      });
      expect((await updatePost(database, b.id, { slug: "Mon adresse" }))?.slug).toBe("mon-adresse");
    });

    it("records no former slug for a post that was never published", async () => {
      const draft = await createPost(database, post("Idée", { status: "draft" }), author);
      await updatePost(database, draft.id, { title: "Idée mûrie", status: "published" });
      expect(await getPublishedPostBySlug(database, "idee")).toBeNull();
      expect(await getPublishedPostBySlug(database, "idee-murie")).toMatchObject({ id: draft.id });
    });

    it("sanitises content and cover picture on save, and normalises tags", async () => {
      const p = await createPost(
        database,
        // A draft: a cover without a description may be saved, not published (alt-text tests).
        post("X", {
          status: "draft",
          content: `<p onclick="x()">ok</p><script>alert(1)</script>`,
          imageUrl: "javascript:alert(1)",
          tags: [" Compost ", "compost", "", "Potager  bio"],
        }),
        author,
      );
      expect(p).toMatchObject({
        content: "<p>ok</p>",
        imageUrl: null,
        tags: ["Compost", "Potager bio"],
      });
      const u = await updatePost(database, p.id, {
        content: `<img src=x onerror=alert(1)><p>bien</p>`,
        imageUrl: "/img/eco-jardin-1-800.webp",
      });
      expect(u).toMatchObject({
        content: "<p>bien</p>",
        imageUrl: "/img/eco-jardin-1-800.webp",
        title: "X",
        slug: "x",
      });
      await expect(createPost(database, post("   "), author)).rejects.toThrow();
    });

    it("publishes and unpublishes as documented, and drafts stay out of public lists", async () => {
      const p = await createPost(database, post("Bientôt", { status: "draft" }), author);
      expect(p).toMatchObject({ status: "draft", publishedAt: null });
      expect(await listPublishedPosts(database)).toEqual([]);
      const published = await publishPost(database, p.id);
      expect(published?.status).toBe("published");
      expect(Date.parse(published!.publishedAt!)).toBeGreaterThan(Date.now() - 5000);
      expect((await publishPost(database, p.id))?.publishedAt).toBe(published!.publishedAt);
      expect(titles(await listPublishedPosts(database))).toEqual(["Bientôt"]);
      expect(await listPublishedPostUrls(database)).toEqual([
        { slug: "bientot", locale: "fr", updatedAt: published!.updatedAt, translations: [] },
      ]);
      expect(await unpublishPost(database, p.id)).toMatchObject({
        status: "draft",
        publishedAt: null,
      });
      expect(await listPublishedPosts(database)).toEqual([]);
      expect(await listPublishedTags(database)).toEqual([]);
      expect(await updatePost(database, p.id, { status: "published" })).toMatchObject({
        status: "published",
      });
      expect((await updatePost(database, p.id, { status: "draft" }))?.publishedAt).toBeNull();
      expect(await publishPost(database, "missing")).toBeNull();
      expect(await updatePost(database, "missing", { title: "x" })).toBeNull();
    });

    it("lists every post for the admin, by status and search, and deletes", async () => {
      const a = await createPost(database, post("Publié"), author);
      await createPost(database, post("Brouillon caché", { status: "draft" }), author);
      expect(await listAllPosts(database)).toHaveLength(2);
      expect(titles(await listAllPosts(database, { status: "draft" }))).toEqual([
        "Brouillon caché",
      ]);
      expect(titles(await listAllPosts(database, { q: "caché" }))).toEqual(["Brouillon caché"]);
      expect(await countAllPosts(database)).toBe(2);
      expect(await countAllPosts(database, { status: "published", q: "caché" })).toBe(0);
      const pages = [
        ...(await listAllPosts(database, { limit: 1 })),
        ...(await listAllPosts(database, { limit: 1, offset: 1 })),
      ];
      expect(titles(pages).sort()).toEqual(["Brouillon caché", "Publié"]);
      await updatePost(database, a.id, { title: "Renommé" });
      expect(await deletePost(database, a.id)).toBe(true);
      expect(await deletePost(database, a.id)).toBe(false);
      expect(await getPostById(database, a.id)).toBeNull();
      expect(await getPublishedPostBySlug(database, "publie")).toBeNull();
    });
  });
});
