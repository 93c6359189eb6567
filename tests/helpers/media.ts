import { randomUUID } from "node:crypto";
import { nowIso, type AppDatabase } from "~/db/db.server";
import { mediaSearchText } from "~/features/media/index.server";

/**
 * A picture of the media library as its row and one stored variant, without encoding anything
 * (for tests whose subject is not the upload pipeline). Returns its id.
 */
export async function addPicture(
  { db }: AppDatabase,
  name: string,
  { createdAt = nowIso(), bytes = 54_321 }: { createdAt?: string; bytes?: number } = {},
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto("media")
    .values({
      id,
      created_at: createdAt,
      uploaded_by: null,
      original_name: name,
      mime_type: "image/jpeg",
      width: 400,
      height: 300,
      bytes,
      variants: JSON.stringify({ webp: [`/media/${id}-400.webp 400w`] }),
      alt: null,
      content_hash: null,
      search_text: mediaSearchText(name, null),
    })
    .execute();
  await db
    .insertInto("media_files")
    .values({
      name: `${id}-400.webp`,
      media_id: id,
      content_type: "image/webp",
      content: Buffer.from([1, 2, 3]),
    })
    .execute();
  return id;
}
