import { sql, type ExpressionBuilder } from "kysely";
import type { AppDatabase } from "~/db/db.server";
import type { Database, DevisStatus } from "~/db/schema";
import { PAGE_SIZE, pageWithin } from "~/lib/paging";
import { lomeDay } from "./days";
import { devisReference, effectiveStatus } from "./reference";
import { OPEN_STATUSES } from "./types";

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

type Eb = ExpressionBuilder<Database, "devis">;

/** Only each devis's latest version; the (number, version) key finds it for each row. */
function latestVersion(eb: Eb) {
  return eb(
    "devis.version",
    "=",
    sql<number>`(select max(v.version) from devis v where v.number = devis.number)`,
  );
}

/**
 * The state a reader sees, in SQL (`effectiveStatus`): a devis still open past its last day in
 * Lomé reads as expired, and no longer as sent or viewed. Each form starts with a condition on
 * `status` so the status index serves it.
 */
function readsAs(eb: Eb, status: DevisStatus, today: string) {
  if (status === "expired")
    return eb.and([
      eb("devis.status", "in", ["expired", ...OPEN_STATUSES]),
      eb.or([eb("devis.status", "=", "expired"), eb("devis.valid_until", "<", today)]),
    ]);
  if (OPEN_STATUSES.includes(status))
    return eb.and([eb("devis.status", "=", status), eb("devis.valid_until", ">=", today)]);
  return eb("devis.status", "=", status);
}

/**
 * The devis list: each devis once, as its latest version, newest change first (then by id, so
 * the order never changes between pages), one page of it and how many there are in all.
 * `status` filters on the state a reader sees, over every devis, before paging. Offset paging,
 * for plain "?page=3" links that keep the filter: a company sends a few thousand devis at most,
 * and no index orders them by their last change, so each page sorts the latest versions anyway.
 */
export async function listDevis(
  { db }: AppDatabase,
  {
    status,
    page = 1,
    pageSize = PAGE_SIZE,
  }: { status?: DevisStatus; page?: number; pageSize?: number } = {},
  now = new Date(),
): Promise<{ rows: DevisSummary[]; total: number; page: number; pageSize: number }> {
  const today = lomeDay(now);
  const listed = db
    .selectFrom("devis")
    .where(latestVersion)
    .$if(Boolean(status), (q) => q.where((eb) => readsAs(eb, status!, today)));
  const counted = await listed
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirst();
  const total = Number(counted?.n ?? 0);
  const shown = pageWithin(page, total, pageSize);
  const rows = await listed
    .select([
      "id",
      "number",
      "version",
      "request_id",
      "client_name",
      "total",
      "status",
      "valid_until",
      "updated_at",
    ])
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset(shown.offset)
    .execute();
  return {
    total,
    page: shown.page,
    pageSize,
    rows: rows.map((row) => ({
      id: row.id,
      reference: devisReference(row),
      requestId: row.request_id,
      clientName: row.client_name,
      total: row.total,
      status: effectiveStatus(row, now),
      validUntil: row.valid_until,
      updatedAt: row.updated_at,
    })),
  };
}
