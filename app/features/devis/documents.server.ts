import type { Kysely, Transaction } from "kysely";
import { nowIso, type AppDatabase } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { renderDevisPdf } from "./pdf.server";
import type { DevisCompany, DevisRow, DevisWithLines } from "./types";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A devis's PDF is drawn once and then served as stored (docs/decisions/036-devis-documents.md):
 * "sent" at sending (the e-mail carries the same bytes), "accepted" once the client accepted
 * it, since that one says when and by whom. Drawing takes the main thread for up to a second:
 * downloads must not draw it again.
 */
export type DocumentKind = "sent" | "accepted";

/** Which stored PDF a version has; none for a draft (its preview is drawn at each request). */
export function documentKind(devis: Pick<DevisRow, "status">): DocumentKind | undefined {
  if (devis.status === "draft") return undefined;
  return devis.status === "accepted" ? "accepted" : "sent";
}

export async function readDocument(
  db: Db,
  devisId: string,
  kind: DocumentKind,
): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom("devis_documents")
    .select("content")
    .where("devis_id", "=", devisId)
    .where("kind", "=", kind)
    .executeTakeFirst();
  return row ? Buffer.from(row.content) : undefined;
}

/** Stores a drawing; the first one stored stays (a second drawing at the same time is dropped). */
export async function storeDocument(db: Db, devisId: string, kind: DocumentKind, pdf: Buffer) {
  await db
    .insertInto("devis_documents")
    .values({ devis_id: devisId, kind, content: pdf, created_at: nowIso() })
    .onConflict((oc) => oc.columns(["devis_id", "kind"]).doNothing())
    .execute();
}

/** Drawings under way in this process: parallel downloads of one devis share one drawing. */
const drawing = new Map<string, Promise<Buffer>>();

/**
 * The PDF of a version: a draft's preview, drawn now; a sent version's stored document, drawn
 * and stored on the first request when it has none yet (sent before documents were stored, or
 * accepted when its drawing failed).
 */
export async function devisPdf(
  database: AppDatabase,
  found: DevisWithLines,
  identity: DevisCompany,
): Promise<Buffer> {
  const kind = documentKind(found.devis);
  if (!kind) return renderDevisPdf({ ...found, ...identity });
  const id = found.devis.id;
  const stored = await readDocument(database.db, id, kind);
  if (stored) return stored;
  const key = `${id}:${kind}`;
  let pending = drawing.get(key);
  if (!pending) {
    pending = (async () => {
      await storeDocument(database.db, id, kind, await renderDevisPdf({ ...found, ...identity }));
      return (await readDocument(database.db, id, kind))!;
    })().finally(() => drawing.delete(key));
    drawing.set(key, pending);
  }
  return pending;
}
