import { sql } from "kysely";
import type { AppDatabase } from "~/db/db.server";
import type { DevisStatus } from "~/db/schema";
import { devisReference, effectiveStatus } from "./devis.server";

export interface DevisSummary {
  id: string;
  reference: string;
  requestId: string | null;
  clientName: string;
  total: number;
  status: DevisStatus;
  validUntil: string;
  updatedAt: string;
}

/**
 * The devis list: each devis once, as its latest version, newest change first; `status` filters
 * on the state a reader sees (a devis past its last day reads as expired before anyone opens it).
 */
export async function listDevis(
  { db }: AppDatabase,
  { status, limit = 100 }: { status?: DevisStatus; limit?: number } = {},
  now = new Date(),
): Promise<DevisSummary[]> {
  const rows = await db
    .selectFrom("devis as d")
    .select([
      "d.id",
      "d.number",
      "d.version",
      "d.request_id",
      "d.client_name",
      "d.total",
      "d.status",
      "d.valid_until",
      "d.updated_at",
    ])
    .where(
      "d.version",
      "=",
      sql<number>`(select max(v.version) from devis v where v.number = d.number)`,
    )
    .orderBy("d.updated_at", "desc")
    .limit(status ? 1000 : limit)
    .execute();
  return rows
    .map((row) => ({
      id: row.id,
      reference: devisReference(row),
      requestId: row.request_id,
      clientName: row.client_name,
      total: row.total,
      status: effectiveStatus(row, now),
      validUntil: row.valid_until,
      updatedAt: row.updated_at,
    }))
    .filter((row) => !status || row.status === status)
    .slice(0, limit);
}
