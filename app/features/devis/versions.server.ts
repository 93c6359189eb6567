import { randomUUID } from "node:crypto";
import { nowIso, type AppDatabase } from "~/db/db.server";
import type { PriceUnit } from "~/content/pricing";
import { addDays, lomeDay } from "./days";
import { latestVersion, newDraftColumns, writeLines } from "./devis.server";
import type { DevisSettings } from "./settings.server";

/** Every version of one devis, newest first (the editor's history). */
export function listVersions({ db }: AppDatabase, number: string) {
  return db
    .selectFrom("devis")
    .select(["id", "version", "status", "valid_until", "total", "sent_at", "answered_at"])
    .where("number", "=", number)
    .orderBy("version", "desc")
    .execute();
}

/** The latest version made for a quote request, if any (the lead's page links to it). */
export function devisForRequest({ db }: AppDatabase, requestId: string) {
  return db
    .selectFrom("devis")
    .select(["id", "number", "version", "status", "valid_until"])
    .where("request_id", "=", requestId)
    .orderBy("version", "desc")
    .executeTakeFirst();
}

/** States a version may be revised from: it was sent and the client has not accepted it. */
const REVISABLE = ["sent", "viewed", "declined", "expired"];

/**
 * A new version to revise a devis that was sent: a draft copy of the latest version, valid for
 * the usual period from today. The sent one stays as it was, and answerable, until the new one
 * is sent (send.server.ts then marks it replaced). Asking twice, even at the same moment, gives
 * the same draft (`created` false the second time).
 */
export async function reviseDevis(
  database: AppDatabase,
  id: string,
  userId: string | null,
  settings: DevisSettings,
): Promise<{ id: string; created: boolean } | undefined> {
  return database.db.transaction().execute(async (trx) => {
    // Locked on PostgreSQL: a second "Réviser" waits here, then finds this one's draft.
    const source = await trx
      .selectFrom("devis")
      .selectAll()
      .where("id", "=", id)
      .$if(database.dialect === "postgres", (q) => q.forUpdate())
      .executeTakeFirst();
    if (!source) return undefined;
    const latest = await latestVersion(trx, source.number);
    if (latest?.status === "draft") return { id: latest.id, created: false };
    if (latest?.id !== id || !REVISABLE.includes(source.status)) return undefined;
    const newId = randomUUID();
    const now = nowIso();
    const inserted = await trx
      .insertInto("devis")
      .values({
        ...source,
        id: newId,
        version: source.version + 1,
        status: "draft",
        valid_until: addDays(lomeDay(), settings.validityDays),
        ...newDraftColumns(userId, now),
      })
      // Revised from another version at the same moment: that draft is the answer.
      .onConflict((oc) => oc.columns(["number", "version"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) {
      const other = await latestVersion(trx, source.number);
      return other?.status === "draft" ? { id: other.id, created: false } : undefined;
    }
    const lines = await trx
      .selectFrom("devis_lines")
      .selectAll()
      .where("devis_id", "=", id)
      .orderBy("position")
      .execute();
    await writeLines(trx, newId, {
      lines: lines.map((l) => ({
        priceItemId: l.price_item_id,
        label: l.label,
        unit: l.unit as PriceUnit,
        quantity: l.quantity,
        unitPrice: l.unit_price,
        total: l.total,
      })),
    });
    return { id: newId, created: true };
  });
}
