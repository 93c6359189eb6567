import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { nowIso, type AppDatabase } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { bumpContentVersion } from "./content-version.server";
import { mediaImage, type Focus, type MediaImage } from "~/content/media-image";

export interface AlbumTexts {
  titleFr: string;
  titleEn: string;
  descriptionFr: string;
  descriptionEn: string;
}

export interface GalleryPhoto {
  id: string;
  image: MediaImage;
  captionFr: string;
  captionEn: string;
  focus: Focus;
}

/** What staff edit on a photo of an album. */
export interface PhotoTexts {
  captionFr: string;
  captionEn: string;
  focus: Focus;
}

export interface GalleryAlbum extends AlbumTexts {
  id: string;
  photos: GalleryPhoto[];
}

/** Albums in order, each with its photos in order (photos whose picture is gone are left out). */
export async function listAlbums(db: Kysely<Database>): Promise<GalleryAlbum[]> {
  const [albums, photos] = await Promise.all([
    db.selectFrom("gallery_albums").selectAll().orderBy("position").orderBy("created_at").execute(),
    db
      .selectFrom("gallery_photos as p")
      .innerJoin("media as m", "m.id", "p.media_id")
      .select([
        "p.id",
        "p.album_id",
        "p.media_id",
        "p.caption_fr",
        "p.caption_en",
        "p.focus_x",
        "p.focus_y",
        "m.variants",
        "m.width",
        "m.height",
      ])
      .orderBy("p.position")
      .orderBy("p.created_at")
      .execute(),
  ]);
  return albums.map((a) => ({
    id: a.id,
    titleFr: a.title_fr,
    titleEn: a.title_en,
    descriptionFr: a.description_fr,
    descriptionEn: a.description_en,
    photos: photos
      .filter((p) => p.album_id === a.id)
      .flatMap((p) => {
        const image = mediaImage({
          id: p.media_id,
          variants: p.variants,
          width: Number(p.width),
          height: Number(p.height),
        });
        const focus = { x: Number(p.focus_x), y: Number(p.focus_y) };
        return image
          ? [{ id: p.id, image, captionFr: p.caption_fr, captionEn: p.caption_en, focus }]
          : [];
      }),
  }));
}

const albumColumns = (t: AlbumTexts) => ({
  title_fr: t.titleFr,
  title_en: t.titleEn,
  description_fr: t.descriptionFr,
  description_en: t.descriptionEn,
});

async function nextPosition(
  trx: Kysely<Database>,
  table: "gallery_albums" | "gallery_photos",
  albumId?: string,
): Promise<number> {
  let query = trx.selectFrom(table).select((eb) => eb.fn.max("position").as("p"));
  if (albumId) query = query.where("album_id" as never, "=", albumId as never);
  const row = await query.executeTakeFirst();
  return Number(row?.p ?? -1) + 1;
}

export async function addAlbum({ db }: AppDatabase, texts: AlbumTexts): Promise<string> {
  const id = randomUUID();
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("gallery_albums")
      .values({
        id,
        position: await nextPosition(trx, "gallery_albums"),
        ...albumColumns(texts),
        created_at: now,
        updated_at: now,
      })
      .execute();
    await bumpContentVersion(trx);
  });
  return id;
}

export async function updateAlbum(
  { db }: AppDatabase,
  id: string,
  texts: AlbumTexts,
): Promise<boolean> {
  return changed(db, (trx) =>
    trx
      .updateTable("gallery_albums")
      .set({ ...albumColumns(texts), updated_at: nowIso() })
      .where("id", "=", id)
      .executeTakeFirst()
      .then((r) => Number(r.numUpdatedRows)),
  );
}

/** Removes an album and its photos (the pictures stay in the media library). */
export async function removeAlbum({ db }: AppDatabase, id: string): Promise<boolean> {
  return changed(db, async (trx) => {
    await trx.deleteFrom("gallery_photos").where("album_id", "=", id).execute();
    const r = await trx.deleteFrom("gallery_albums").where("id", "=", id).executeTakeFirst();
    return Number(r.numDeletedRows);
  });
}

/** Adds uploaded pictures at the end of an album, in the order given. */
export async function addPhotos(
  { db }: AppDatabase,
  albumId: string,
  photos: { mediaId: string; captionFr: string; captionEn: string }[],
): Promise<boolean> {
  return changed(db, async (trx) => {
    const album = await trx
      .selectFrom("gallery_albums")
      .select("id")
      .where("id", "=", albumId)
      .executeTakeFirst();
    if (!album) return 0;
    // A picture already in the album is not added again: a second tap on "upload" during a slow
    // upload sends the same files, which the media library knows by their bytes.
    const present = await trx
      .selectFrom("gallery_photos")
      .select("media_id")
      .where("album_id", "=", albumId)
      .execute();
    const seen = new Set(present.map((r) => r.media_id));
    let position = await nextPosition(trx, "gallery_photos", albumId);
    const now = nowIso();
    for (const p of photos.filter((photo) => !seen.has(photo.mediaId) && seen.add(photo.mediaId)))
      await trx
        .insertInto("gallery_photos")
        .values({
          id: randomUUID(),
          album_id: albumId,
          media_id: p.mediaId,
          position: position++,
          caption_fr: p.captionFr,
          caption_en: p.captionEn,
          created_at: now,
          updated_at: now,
        })
        .execute();
    return 1;
  });
}

export async function updatePhoto(
  { db }: AppDatabase,
  id: string,
  photo: PhotoTexts,
): Promise<boolean> {
  return changed(db, (trx) =>
    trx
      .updateTable("gallery_photos")
      .set({
        caption_fr: photo.captionFr,
        caption_en: photo.captionEn,
        focus_x: photo.focus.x,
        focus_y: photo.focus.y,
        updated_at: nowIso(),
      })
      .where("id", "=", id)
      .executeTakeFirst()
      .then((r) => Number(r.numUpdatedRows)),
  );
}

export async function removePhoto({ db }: AppDatabase, id: string): Promise<boolean> {
  return changed(db, (trx) =>
    trx
      .deleteFrom("gallery_photos")
      .where("id", "=", id)
      .executeTakeFirst()
      .then((r) => Number(r.numDeletedRows)),
  );
}

export async function photoAlbum(db: Kysely<Database>, photoId: string): Promise<string | null> {
  const row = await db
    .selectFrom("gallery_photos")
    .select("album_id")
    .where("id", "=", photoId)
    .executeTakeFirst();
  return row?.album_id ?? null;
}

/** Runs a change and bumps the content version when it touched a row. */
async function changed(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<number>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if ((await work(trx)) < 1) return false;
    await bumpContentVersion(trx);
    return true;
  });
}
