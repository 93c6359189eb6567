import type { Kysely } from "kysely";
import { nowIso, type AppDatabase } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { parseTags, type PostRow } from "./post-rows.server";
import type { PostSnapshot, PostVersionSummary } from "./types";

/**
 * A post's history (migration 0018): each write of the editor keeps the post's fields as a new
 * version, in the write's own transaction, so a version exists exactly when the save does.
 */

/** Who saved: the staff member's account and the name they were shown by then. */
export interface PostEditor {
  id: string | null;
  name: string;
}

/** The newest versions a post keeps; older ones go (a post saved daily keeps a few months). */
export const KEPT_VERSIONS = 100;

export function snapshotOf(row: PostRow): PostSnapshot {
  return {
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    content: row.content,
    tags: parseTags(row.tags),
    imageUrl: row.image_url,
    imageAlt: row.image_alt,
    author: row.author_name,
    status: row.status,
    publishedAt: row.published_at,
  };
}

/** A stored version's fields; a damaged one reads as an empty post rather than breaking a page. */
function parseSnapshot(data: string): PostSnapshot {
  const empty: PostSnapshot = {
    title: "",
    slug: "",
    excerpt: "",
    content: "",
    tags: [],
    imageUrl: null,
    imageAlt: null,
    author: "",
    status: "draft",
    publishedAt: null,
  };
  try {
    return { ...empty, ...(JSON.parse(data) as Partial<PostSnapshot>) };
  } catch {
    return empty;
  }
}

/**
 * Keeps `after` as the post's next version, saved by `by`. A post saved before its history began
 * first gets what it held then (`before`) as "earlier", so the first change can be undone too. A
 * save that changes none of the fields adds nothing.
 */
export async function recordVersion(
  trx: Kysely<Database>,
  before: PostRow | null,
  after: PostRow,
  by: PostEditor | undefined,
  restoredFrom?: number,
): Promise<void> {
  const latest = await trx
    .selectFrom("blog_post_versions")
    .select(["version", "data"])
    .where("post_id", "=", after.id)
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
  let version = latest?.version ?? 0;
  if (!latest && before) {
    version = 1;
    await trx
      .insertInto("blog_post_versions")
      .values({
        post_id: after.id,
        version,
        data: JSON.stringify(snapshotOf(before)),
        saved_at: before.updated_at,
        saved_by: null,
        saved_by_name: null,
        kind: "earlier",
      })
      .execute();
  }
  const data = JSON.stringify(snapshotOf(after));
  if (latest?.data === data) return;
  version += 1;
  await trx
    .insertInto("blog_post_versions")
    .values({
      post_id: after.id,
      version,
      data,
      saved_at: nowIso(),
      saved_by: by?.id ?? null,
      saved_by_name: by?.name ?? null,
      kind: restoredFrom ? "restore" : "save",
      restored_from: restoredFrom ?? null,
    })
    .execute();
  await trx
    .deleteFrom("blog_post_versions")
    .where("post_id", "=", after.id)
    .where("version", "<=", version - KEPT_VERSIONS)
    .execute();
}

/** A post's versions, newest first, with who saved each (names, never account ids). */
export async function listPostVersions(
  { db }: AppDatabase,
  postId: string,
): Promise<PostVersionSummary[]> {
  const rows = await db
    .selectFrom("blog_post_versions as v")
    .leftJoin("user as u", "u.id", "v.saved_by")
    .select([
      "v.version",
      "v.data",
      "v.saved_at",
      "v.saved_by_name",
      "v.kind",
      "v.restored_from",
      "u.name",
    ])
    .where("v.post_id", "=", postId)
    .orderBy("v.version", "desc")
    .limit(KEPT_VERSIONS)
    .execute();
  return rows.map((r) => {
    const { status, publishedAt } = parseSnapshot(r.data);
    const name = r.name?.trim() || r.saved_by_name?.trim();
    return {
      version: Number(r.version),
      savedAt: r.saved_at,
      savedBy: name ? { name } : r.kind === "earlier" ? "earlier" : "unknown",
      restoredFrom: r.restored_from === null ? null : Number(r.restored_from),
      status,
      publishedAt,
    };
  });
}

/** One version's fields, or null when the post has no such version. */
export async function readPostVersion(
  { db }: AppDatabase,
  postId: string,
  version: number,
): Promise<PostSnapshot | null> {
  const row = await db
    .selectFrom("blog_post_versions")
    .select("data")
    .where("post_id", "=", postId)
    .where("version", "=", version)
    .executeTakeFirst();
  return row ? parseSnapshot(row.data) : null;
}
