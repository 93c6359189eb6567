/**
 * Writing the page documents: saving a draft, publishing it, restoring an earlier version, and
 * the first start's seed. Every write is one transaction; a publish also bumps the content
 * version, so every process drops its cached pages (decision 017) within the check interval.
 */
import { sql, type Kysely, type Transaction } from "kysely";
import { nowIso, type AppDatabase } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { editPublicContent } from "~/features/company/index.server";
import { initialDocument } from "~/features/pages/index.server";
import type { PageDocument } from "~/features/pages";
import { clearTextsToCheck } from "./text-checks.server";
import { PAGE_KEYS, type PageKey } from "~/features/pages";

type Db = Kysely<Database> | Transaction<Database>;

/** "conflict": someone saved (or published) this page since the form was opened. */
export type EditOutcome =
  { ok: true; revision: number } | { ok: false; reason: "conflict" | "missing" };

/**
 * Saves the draft if it is still at `fromRevision` (what the staff member's form was built on);
 * otherwise nothing is written and the caller tells them.
 */
export async function saveDraft(
  { db }: AppDatabase,
  page: PageKey,
  doc: PageDocument,
  fromRevision: number,
  userId: string,
): Promise<EditOutcome> {
  return db.transaction().execute(async (trx) => {
    const saved = await writeDraft(trx, page, doc, fromRevision, userId);
    if (saved.ok) await clearTextsToCheck(trx, page);
    return saved;
  });
}

async function writeDraft(
  trx: Db,
  page: PageKey,
  doc: PageDocument,
  fromRevision: number,
  userId: string | null,
): Promise<EditOutcome> {
  const revision = fromRevision + 1;
  const values = { data: JSON.stringify(doc), revision, updated_at: nowIso(), updated_by: userId };
  const updated = await trx
    .updateTable("page_drafts")
    .set(values)
    .where("page", "=", page)
    .where("revision", "=", fromRevision)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 1) return { ok: true, revision };
  if (fromRevision !== 0) return { ok: false, reason: "conflict" };
  // Never saved before: the first save creates the row; a second first save finds it taken.
  const inserted = await trx
    .insertInto("page_drafts")
    .values({ page, ...values })
    .onConflict((oc) => oc.column("page").doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1
    ? { ok: true, revision }
    : { ok: false, reason: "conflict" };
}

async function nextVersion(trx: Db, page: PageKey): Promise<number> {
  const row = await trx
    .selectFrom("page_versions")
    .select((eb) => eb.fn.max("version").as("m"))
    .where("page", "=", page)
    .executeTakeFirst();
  return Number(row?.m ?? 0) + 1;
}

async function insertVersion(trx: Db, page: PageKey, data: string, userId: string | null) {
  const version = await nextVersion(trx, page);
  const inserted = await trx
    .insertInto("page_versions")
    .values({ page, version, data, published_at: nowIso(), published_by: userId })
    .onConflict((oc) => oc.columns(["page", "version"]).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 ? version : null;
}

/**
 * Publishes the draft exactly as it was at `revision` (what the staff member reviewed): a new
 * version, seen by visitors at once here and within the check interval elsewhere. Publishing
 * moves the draft's revision on, so a second publish of the same revision (a double click, two
 * staff at once) is a conflict instead of a duplicate version.
 */
export async function publishDraft(
  database: AppDatabase,
  page: PageKey,
  revision: number,
  userId: string,
): Promise<
  { ok: true; version: number; revision: number } | { ok: false; reason: "conflict" | "missing" }
> {
  return editPublicContent(database, async (trx) => {
    // The conditional update claims the revision: a concurrent publish waits on the row, then
    // finds it moved (PostgreSQL), or runs after this one (SQLite); either way it updates nothing.
    const claimed = await trx
      .updateTable("page_drafts")
      .set({ revision: revision + 1 })
      .where("page", "=", page)
      .where("revision", "=", revision)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) {
      const draft = await trx
        .selectFrom("page_drafts")
        .select("page")
        .where("page", "=", page)
        .executeTakeFirst();
      return { ok: false as const, reason: draft ? ("conflict" as const) : ("missing" as const) };
    }
    const { data } = await trx
      .selectFrom("page_drafts")
      .select("data")
      .where("page", "=", page)
      .executeTakeFirstOrThrow();
    const version = await insertVersion(trx, page, data, userId);
    return version
      ? { ok: true as const, version, revision: revision + 1 }
      : { ok: false as const, reason: "conflict" as const };
  });
}

/** Puts an earlier version back into the draft (to review, then publish). */
export async function restoreVersion(
  { db }: AppDatabase,
  page: PageKey,
  version: number,
  fromRevision: number,
  userId: string,
): Promise<EditOutcome> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("page_versions")
      .select("data")
      .where("page", "=", page)
      .where("version", "=", version)
      .executeTakeFirst();
    if (!row) return { ok: false, reason: "missing" };
    return writeDraft(trx, page, JSON.parse(row.data) as PageDocument, fromRevision, userId);
  });
}

/**
 * The first start's pages: each page without a draft gets its initial content as draft and as
 * version 1, in the seed's transaction. A page that has a row is never seeded again.
 */
export async function seedPages(trx: Db): Promise<number> {
  let seeded = 0;
  for (const page of PAGE_KEYS) {
    const data = JSON.stringify(initialDocument(page));
    const claimed = await trx
      .insertInto("page_drafts")
      .values({ page, data, revision: 1, updated_at: nowIso(), updated_by: null })
      .onConflict((oc) => oc.column("page").doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1) continue;
    await insertVersion(trx, page, data, null);
    seeded++;
  }
  return seeded;
}

/** Whether the draft differs from the published version (the admin shows "unpublished changes"). */
export async function pagesWithUnpublishedChanges(db: Db): Promise<Set<string>> {
  const rows = await db
    .selectFrom("page_drafts as d")
    .select("d.page")
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("page_versions as v")
            .select(sql`1`.as("one"))
            .whereRef("v.page", "=", "d.page")
            .whereRef("v.data", "=", "d.data")
            .where(({ eb, selectFrom: sub }) =>
              eb(
                "v.version",
                "=",
                sub("page_versions as w")
                  .select((w) => w.fn.max("w.version").as("m"))
                  .whereRef("w.page", "=", "v.page"),
              ),
            ),
        ),
      ),
    )
    .execute();
  return new Set(rows.map((r) => r.page));
}
