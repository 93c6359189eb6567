import type { Kysely } from "kysely";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { storeUpload, type StoredMedia } from "~/features/media/media.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { AltTextMissing, missingAltTexts } from "./alt-text.server";
import { renderPost, withCoverImages } from "./article-images.server";
import { demoCoverAlts } from "../../../db/migrations/0008-demo-cover-alts";
import { DEMO_POSTS, seedDemoPosts } from "./demo-posts.server";
import {
  createPost,
  getPostById,
  listAllPosts,
  listPublishedPosts,
  publishPost,
  unpublishPost,
  updatePost,
} from "./posts.server";

const author = { id: null, name: "Équipe Africa Clean" };

/** A real upload through the media pipeline (a 500 × 300 JPEG). */
async function upload(database: AppDatabase, name: string): Promise<StoredMedia> {
  const jpeg = await sharp({
    create: { width: 500, height: 300, channels: 3, background: "#1d6b3a" },
  })
    .jpeg()
    .toBuffer();
  const stored = await storeUpload(database, new File([new Uint8Array(jpeg)], name), null);
  if (typeof stored === "string") throw new Error(stored);
  return stored;
}

/** What publishing refused, or null when it went through. */
async function refusal(work: Promise<unknown>) {
  try {
    await work;
    return null;
  } catch (error) {
    if (error instanceof AltTextMissing) return error.missing;
    throw error;
  }
}

forEachDatabase((open) => {
  let database: AppDatabase;
  let photo: StoredMedia;
  beforeEach(async () => {
    database = await open();
    photo = await upload(database, "citerne.jpg");
  });
  afterEach(async () => {
    await database.close();
  });

  const body = (alt: string) =>
    `<p>Avant</p><img src="/img/ecotrash-2-800.webp" alt="Trois bacs de tri"><p>Après</p><img src="${photo.url}" alt="${alt}">`;

  describe("publishing needs a description of every picture", () => {
    it("refuses to create a published post without them, and stores nothing", async () => {
      const missing = await refusal(
        createPost(
          database,
          {
            title: "Citernes",
            content: body(""),
            imageUrl: "/img/eco-jardin-1-800.webp",
            status: "published",
          },
          author,
        ),
      );
      expect(missing).toEqual([
        { kind: "cover" },
        { kind: "image", position: 2, name: "citerne.jpg" },
      ]);
      expect(await listAllPosts(database)).toEqual([]);
      // A description of spaces is none.
      expect(
        await refusal(
          createPost(
            database,
            { title: "Citernes", content: body("   "), status: "published" },
            author,
          ),
        ),
      ).toEqual([{ kind: "image", position: 2, name: "citerne.jpg" }]);
    });

    it("saves drafts without them, then refuses to publish until each picture is described", async () => {
      const draft = await createPost(
        database,
        {
          title: "Citernes",
          content: body(""),
          imageUrl: "/img/eco-jardin-1-800.webp",
          status: "draft",
        },
        author,
      );
      expect(await refusal(publishPost(database, draft.id))).toHaveLength(2);
      expect(await refusal(updatePost(database, draft.id, { status: "published" }))).toHaveLength(
        2,
      );
      // Refused as a whole: neither the new title nor the status went in.
      expect(
        await refusal(
          updatePost(database, draft.id, {
            title: "Citernes propres",
            imageAlt: "Potager",
            status: "published",
          }),
        ),
      ).toEqual([{ kind: "image", position: 2, name: "citerne.jpg" }]);
      expect(await getPostById(database, draft.id)).toMatchObject({
        title: "Citernes",
        imageAlt: null,
        status: "draft",
        publishedAt: null,
      });
      expect(await listPublishedPosts(database)).toEqual([]);

      await updatePost(database, draft.id, {
        content: body("Citerne d'eau nettoyée"),
        imageAlt: "Potager derrière la maison",
      });
      expect(await refusal(publishPost(database, draft.id))).toBeNull();
      expect((await getPostById(database, draft.id))?.status).toBe("published");
    });

    it("keeps an online post described: a change that removes a description is refused", async () => {
      const post = await createPost(
        database,
        { title: "Citernes", content: body("Citerne d'eau nettoyée"), status: "published" },
        author,
      );
      expect(
        await refusal(
          updatePost(database, post.id, { content: `${body("ok")}<img src="${photo.url}">` }),
        ),
      ).toEqual([{ kind: "image", position: 3, name: "citerne.jpg" }]);
      expect((await getPostById(database, post.id))?.content).toBe(post.content);
      // Taking it offline is always possible, and then it may be saved as it is.
      expect((await unpublishPost(database, post.id))?.status).toBe("draft");
      expect(await refusal(updatePost(database, post.id, { content: body("") }))).toBeNull();
    });

    it("keeps the demo articles publishable: every cover and picture is described", async () => {
      await seedDemoPosts(database);
      const rows = await database.db
        .selectFrom("blog_posts")
        .select(["content", "image_url", "image_alt", "locale"])
        .execute();
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.image_alt?.trim().length).toBeGreaterThan(10);
        expect(await missingAltTexts(database, row)).toEqual([]);
      }
    });
  });

  describe("migration 0008", () => {
    it("describes the covers of demo articles seeded before covers had descriptions", async () => {
      await seedDemoPosts(database);
      // As an install from before migration 0003 has them; a real post is left alone.
      await database.db.updateTable("blog_posts").set({ image_alt: null }).execute();
      await createPost(
        database,
        {
          title: "Mon article",
          content: "<p>x</p>",
          imageUrl: DEMO_POSTS[0]!.imageUrl,
          status: "draft",
        },
        author,
      );
      // Migrations work on the untyped database.
      await demoCoverAlts.up(database.db as unknown as Kysely<unknown>, database.dialect);
      const rows = await database.db
        .selectFrom("blog_posts")
        .select(["title", "content", "image_url", "image_alt"])
        .execute();
      const expected = DEMO_POSTS.flatMap((p) => [
        { title: p.title, image_alt: p.imageAlt },
        { title: p.english.title, image_alt: p.english.imageAlt },
      ]);
      expect(rows.map(({ title, image_alt }) => ({ title, image_alt }))).toEqual(
        expect.arrayContaining([...expected, { title: "Mon article", image_alt: null }]),
      );
      expect(rows).toHaveLength(expected.length + 1);
    });
  });

  describe("renderPost", () => {
    it("serves an uploaded picture of the text as AVIF and WebP at its real size", async () => {
      const { content: html, coverImage } = await renderPost(database, {
        content: body("Citerne d'eau nettoyée"),
        imageUrl: photo.url,
      });
      const { id } = photo;
      expect(html).toContain(
        `<picture><source type="image/avif" srcset="/media/${id}-400.avif 400w, /media/${id}-500.avif 500w"`,
      );
      expect(html).toContain(`srcset="/media/${id}-400.webp 400w, /media/${id}-500.webp 500w"`);
      expect(html).toMatch(
        new RegExp(
          `<img src="/media/${id}-500.webp" alt="Citerne d'eau nettoyée" width="500" height="300" loading="lazy" decoding="async"></picture>$`,
        ),
      );
      // The cover: the same media's variants and real size, for cards too.
      expect(coverImage).toEqual({
        id: photo.id,
        src: photo.url,
        avif: `/media/${photo.id}-400.avif 400w, /media/${photo.id}-500.avif 500w`,
        webp: `/media/${photo.id}-400.webp 400w, /media/${photo.id}-500.webp 500w`,
        width: 500,
        height: 300,
      });
      expect(
        await withCoverImages(database, [
          { imageUrl: photo.url },
          { imageUrl: "/img/eco-jardin-1-800.webp" },
          { imageUrl: null },
        ]),
      ).toEqual([
        { imageUrl: photo.url, coverImage },
        { imageUrl: "/img/eco-jardin-1-800.webp", coverImage: null },
        { imageUrl: null, coverImage: null },
      ]);
      // The site's own picture is left as the sanitiser let it through.
      expect(html).toContain(
        `<img alt="Trois bacs de tri" loading="lazy" src="/img/ecotrash-2-800.webp">`,
      );
    });
  });
});
