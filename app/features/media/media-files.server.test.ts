import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, expect, it } from "vitest";
import { nowIso, type AppDatabase } from "~/db/db.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { importLegacyUploads, mediaCacheDir, readMediaFile } from "./media-files.server";
import { storeUpload } from "./media.server";

const tempDir = () => mkdtempSync(path.join(tmpdir(), "media-"));
const photo = async (width: number, height: number) =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width, height, channels: 3, background: "#1d6b3a" } })
          .jpeg()
          .toBuffer(),
      ),
    ],
    "photo.jpg",
    { type: "image/jpeg" },
  );

forEachDatabase((open) => {
  let database: AppDatabase;
  afterEach(async () => database && (await database.close()));

  // Image encoding takes seconds on a busy machine: a generous timeout (speed is not tested here).
  it(
    "stores every variant in the database; any process serves it, then from its own disk cache",
    { timeout: 60_000 },
    async () => {
      database = await open();
      const stored = await storeUpload(database, await photo(1000, 500), null);
      if (typeof stored === "string") throw new Error(stored);
      const files = await database.db
        .selectFrom("media_files")
        .select(["name", "content_type"])
        .where("media_id", "=", stored.id)
        .orderBy("name")
        .execute();
      expect(files.map((f) => f.name)).toEqual(
        ["1000.avif", "1000.webp", "400.avif", "400.webp", "800.avif", "800.webp"].map(
          (suffix) => `${stored.id}-${suffix}`,
        ),
      );

      // A process that never saw the upload (its own, empty cache) serves the same picture.
      const cacheDir = path.join(tempDir(), "cache");
      const name = path.basename(stored.url);
      const served = await readMediaFile(database, cacheDir, name);
      expect(served?.contentType).toBe("image/webp");
      expect((await sharp(served!.content).metadata()).width).toBe(800);
      expect(readdirSync(cacheDir)).toEqual([name]);

      // The next read comes from the cache (the stored bytes are gone, the cached ones are served);
      // a cache wiped is rebuilt from the database.
      await database.db.deleteFrom("media_files").where("media_id", "=", stored.id).execute();
      expect((await readMediaFile(database, cacheDir, name))?.content).toEqual(served!.content);
      rmSync(cacheDir, { recursive: true });
      expect(await readMediaFile(database, cacheDir, name)).toBeUndefined();
    },
  );

  it(
    "serves no cached copy of a picture deleted from the library, and drops the copy",
    { timeout: 60_000 },
    async () => {
      database = await open();
      const stored = await storeUpload(database, await photo(300, 200), null);
      if (typeof stored === "string") throw new Error(stored);
      const cacheDir = path.join(tempDir(), "cache");
      const name = path.basename(stored.url);
      expect(await readMediaFile(database, cacheDir, name)).toBeDefined();
      expect(readdirSync(cacheDir)).toEqual([name]);
      // Another process deletes it: this one's cached copy must not outlive it.
      await database.db.deleteFrom("media").where("id", "=", stored.id).execute();
      expect(await readMediaFile(database, cacheDir, name)).toBeUndefined();
      expect(readdirSync(cacheDir)).toEqual([]);
    },
  );

  it("serves only names the pipeline writes", async () => {
    database = await open();
    const cacheDir = tempDir();
    writeFileSync(path.join(cacheDir, "secret.txt"), "x");
    for (const name of ["secret.txt", "../secret.txt", `${randomUUID()}-800.webp`, "x-800.svg"])
      expect(await readMediaFile(database, cacheDir, name)).toBeUndefined();
  });

  it("moves the uploads an older version wrote to DATA_DIR/uploads into the database", async () => {
    database = await open();
    const dataDir = tempDir();
    const uploads = path.join(dataDir, "uploads");
    mkdirSync(uploads);
    const id = randomUUID();
    const orphan = `${randomUUID()}-400.webp`;
    await database.db
      .insertInto("media")
      .values({
        id,
        created_at: nowIso(),
        uploaded_by: null,
        original_name: "old.jpg",
        mime_type: "image/jpeg",
        width: 400,
        height: 200,
        bytes: 1234,
        variants: JSON.stringify({ webp: [`/media/${id}-400.webp 400w`] }),
        alt: null,
      })
      .execute();
    const webp = await sharp({
      create: { width: 400, height: 200, channels: 3, background: "#123456" },
    })
      .webp()
      .toBuffer();
    writeFileSync(path.join(uploads, `${id}-400.webp`), webp);
    writeFileSync(path.join(uploads, `${id}-400.avif`), Buffer.from("avif-bytes"));
    writeFileSync(path.join(uploads, orphan), webp);
    writeFileSync(path.join(uploads, "notes.html"), "<script>");

    expect(await importLegacyUploads(database, dataDir)).toEqual({ imported: 2, skipped: 1 });
    // A second start (or a second process) finds nothing more to do.
    expect(await importLegacyUploads(database, dataDir)).toEqual({ imported: 0, skipped: 1 });
    expect(readdirSync(uploads).sort()).toEqual([orphan, "notes.html"].sort());
    expect(readdirSync(mediaCacheDir(dataDir)).sort()).toEqual(
      [`${id}-400.avif`, `${id}-400.webp`].sort(),
    );
    // Served from the database alone: the cache may go.
    rmSync(mediaCacheDir(dataDir), { recursive: true });
    const served = await readMediaFile(database, mediaCacheDir(dataDir), `${id}-400.webp`);
    expect(served?.content.equals(webp)).toBe(true);
    expect(existsSync(path.join(mediaCacheDir(dataDir), `${id}-400.webp`))).toBe(true);
  });
});
