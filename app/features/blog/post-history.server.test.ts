import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { nowIso, type AppDatabase } from "~/db/db.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { AltTextMissing } from "./alt-text.server";
import { listPostVersions, readPostVersion } from "./post-history.server";
import { SlugTaken } from "./post-slugs.server";
import { createPost, deletePost, publishPost, updatePost } from "./posts.server";

const team = { id: null, name: "Équipe Africa Clean" };

forEachDatabase((open) => {
  let database: AppDatabase;
  beforeEach(async () => {
    database = await open();
    await database.db
      .insertInto("user")
      .values({
        id: "u-edem",
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
  });
  afterEach(async () => {
    await database.close();
  });
  const edem = { id: "u-edem", name: "Edem Editor" };
  const afi = { id: null, name: "Afi" };

  describe("a post's history", () => {
    it("keeps each save that changes something, with who and when, newest first", async () => {
      const post = await createPost(
        database,
        { title: "Citernes", content: "<p>Vider.</p>" },
        team,
        edem,
      );
      await updatePost(database, post.id, { content: "<p>Vider, brosser.</p>" }, { by: afi });
      // The same fields again: no new version.
      await updatePost(database, post.id, { content: "<p>Vider, brosser.</p>" }, { by: afi });
      await publishPost(database, post.id, edem);
      await updatePost(
        database,
        post.id,
        { title: "Citernes propres" },
        { by: edem, restoredFrom: 1 },
      );
      const versions = await listPostVersions(database, post.id);
      expect(versions.map((v) => [v.version, v.savedBy, v.status, v.restoredFrom])).toEqual([
        [4, { name: "Edem Editor" }, "published", 1],
        [3, { name: "Edem Editor" }, "published", null],
        [2, { name: "Afi" }, "draft", null],
        [1, { name: "Edem Editor" }, "draft", null],
      ]);
      expect(Date.parse(versions[0]!.savedAt)).toBeGreaterThan(Date.now() - 10_000);
      expect(await readPostVersion(database, post.id, 1)).toMatchObject({
        title: "Citernes",
        content: "<p>Vider.</p>",
        slug: "citernes",
        status: "draft",
      });
      expect(await readPostVersion(database, post.id, 9)).toBeNull();

      // The account goes: its name stays on what it saved.
      await database.db.deleteFrom("user").where("id", "=", "u-edem").execute();
      expect((await listPostVersions(database, post.id))[0]!.savedBy).toEqual({
        name: "Edem Editor",
      });
      // The post goes: its history with it.
      await deletePost(database, post.id);
      expect(await listPostVersions(database, post.id)).toEqual([]);
    });

    it("keeps what a post held before its history began, and nothing of a refused save", async () => {
      // As a post written before the history existed (or a demo post): a row with no version.
      const post = await createPost(database, { title: "Ancien", content: "<p>Avant.</p>" }, team);
      await database.db.deleteFrom("blog_post_versions").execute();
      const other = await createPost(database, { title: "Autre", content: "<p>x</p>" }, team);
      await updatePost(database, post.id, { content: "<p>Après.</p>" }, { by: edem });
      const versions = await listPostVersions(database, post.id);
      expect(versions.map((v) => [v.version, v.savedBy])).toEqual([
        [2, { name: "Edem Editor" }],
        [1, "earlier"],
      ]);
      expect((await readPostVersion(database, post.id, 1))?.content).toBe("<p>Avant.</p>");

      await expect(
        updatePost(database, post.id, { title: "Pris", slug: other.slug }, { by: edem }),
      ).rejects.toBeInstanceOf(SlugTaken);
      await expect(
        updatePost(
          database,
          post.id,
          { status: "published", content: `<p><img src="/img/a-800.webp"></p>` },
          { by: edem },
        ),
      ).rejects.toBeInstanceOf(AltTextMissing);
      expect(await listPostVersions(database, post.id)).toHaveLength(2);
    });
  });
});
