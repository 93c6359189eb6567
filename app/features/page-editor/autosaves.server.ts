import type { Kysely } from "kysely";
import { nowIso } from "~/db/db.server";
import type { Database } from "~/db/schema";
import type { PageDocument, PageKey } from "~/features/pages";

/** Typing kept for one person and page, offered back when the editor opens. */
export interface Autosave {
  doc: PageDocument;
  revision: number;
  savedAt: string;
}

/** Replaces this person's autosave of the page (one per page and person). */
export async function writeAutosave(
  db: Kysely<Database>,
  page: PageKey,
  userId: string,
  doc: PageDocument,
  revision: number,
): Promise<string> {
  const savedAt = nowIso();
  const row = { data: JSON.stringify(doc), revision, saved_at: savedAt };
  await db
    .insertInto("page_autosaves")
    .values({ page, user_id: userId, ...row })
    .onConflict((oc) => oc.columns(["page", "user_id"]).doUpdateSet(row))
    .execute();
  return savedAt;
}

export async function readAutosave(
  db: Kysely<Database>,
  page: PageKey,
  userId: string,
): Promise<Autosave | null> {
  const row = await db
    .selectFrom("page_autosaves")
    .select(["data", "revision", "saved_at"])
    .where("page", "=", page)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return null;
  try {
    return {
      doc: JSON.parse(row.data) as PageDocument,
      revision: Number(row.revision),
      savedAt: row.saved_at,
    };
  } catch {
    return null;
  }
}

/** A save, a publish or "discard" ends what was kept. */
export async function clearAutosave(db: Kysely<Database>, page: PageKey, userId: string) {
  await db
    .deleteFrom("page_autosaves")
    .where("page", "=", page)
    .where("user_id", "=", userId)
    .execute();
}
