import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { AppDatabase } from "~/db/db.server";
import { log } from "~/lib/logger.server";
import { MEDIA_FILE_NAME } from "./media.server";

/** A disk copy of served variants: a cache only, rebuilt from the database whenever missing. */
export function mediaCacheDir(dataDir: string): string {
  return path.join(dataDir, "cache", "media");
}

export interface MediaFile {
  contentType: string;
  content: Buffer;
}

/**
 * One variant by file name: from the disk cache when this process has served it before, else
 * from the database (then cached). A cache that cannot be written (disk full) only costs speed.
 * A cached copy is served only while its picture is in the library: once deleted there (by any
 * process sharing the database), its addresses answer 404 everywhere and the copy is dropped.
 */
export async function readMediaFile(
  database: AppDatabase,
  cacheDir: string,
  name: string,
): Promise<MediaFile | undefined> {
  const match = MEDIA_FILE_NAME.exec(name);
  if (!match) return undefined;
  const contentType = `image/${match[3]}`;
  const cached = path.join(cacheDir, name);
  const copy = await readFile(cached).catch(() => undefined);
  if (copy) {
    const kept = await database.db
      .selectFrom("media")
      .select("id")
      .where("id", "=", match[1]!)
      .executeTakeFirst()
      // A database that does not answer must not take down the pictures already cached.
      .then(Boolean, () => true);
    if (kept) return { contentType, content: copy };
    await rm(cached, { force: true }).catch(() => undefined);
    return undefined;
  }
  const row = await database.db
    .selectFrom("media_files")
    .select(["content_type", "content"])
    .where("name", "=", name)
    .executeTakeFirst();
  if (!row) return undefined;
  const content = Buffer.from(row.content);
  try {
    await mkdir(cacheDir, { recursive: true });
    // Written aside then renamed: a reader never sees half a file.
    const partial = `${cached}.${process.pid}.${randomUUID().slice(0, 8)}.partial`;
    await writeFile(partial, content);
    await rename(partial, cached);
  } catch (error) {
    log.warn("media cache not written", { name, error });
  }
  return { contentType: row.content_type, content };
}

/**
 * Drops this process's cached copies of a deleted picture at once (other processes drop theirs
 * when next asked, see `readMediaFile`).
 */
export async function forgetCachedMedia(cacheDir: string, mediaId: string): Promise<void> {
  const names = await readdir(cacheDir).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((n) => MEDIA_FILE_NAME.exec(n)?.[1] === mediaId)
      .map((n) => rm(path.join(cacheDir, n), { force: true }).catch(() => undefined)),
  );
}

/** Where versions before media-in-the-database wrote the variants. */
export function legacyUploadsDir(dataDir: string): string {
  return path.join(dataDir, "uploads");
}

/**
 * Moves the variants an older version wrote to DATA_DIR/uploads into the database (insert if
 * absent, so processes starting together or a second run are harmless), then moves each file
 * into the disk cache, where it keeps serving. Files of no known media row (an upload killed
 * half-way, never referenced) stay where they are.
 */
export async function importLegacyUploads(database: AppDatabase, dataDir: string) {
  const dir = legacyUploadsDir(dataDir);
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => MEDIA_FILE_NAME.test(n));
  } catch {
    return { imported: 0, skipped: 0 };
  }
  const known = new Set(
    (await database.db.selectFrom("media").select("id").execute()).map((m) => m.id),
  );
  const cacheDir = mediaCacheDir(dataDir);
  await mkdir(cacheDir, { recursive: true });
  let imported = 0;
  let skipped = 0;
  for (const name of names) {
    const [, id, , ext] = MEDIA_FILE_NAME.exec(name)!;
    if (!known.has(id!)) {
      skipped++;
      continue;
    }
    let content: Buffer;
    try {
      content = await readFile(path.join(dir, name));
    } catch {
      continue; // another process moved it meanwhile
    }
    await database.db
      .insertInto("media_files")
      .values({ name, media_id: id!, content_type: `image/${ext}`, content })
      .onConflict((oc) => oc.column("name").doNothing())
      .execute();
    await rename(path.join(dir, name), path.join(cacheDir, name)).catch(() => undefined);
    imported++;
  }
  await rmdir(dir).catch(() => undefined); // only if now empty
  if (imported || skipped)
    log.info("uploads moved from DATA_DIR/uploads into the database", { imported, skipped });
  return { imported, skipped };
}
