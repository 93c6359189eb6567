import type { Kysely, Transaction } from "kysely";
import type { Database, InterventionStatus } from "~/db/schema";
import type { Shown } from "./emails";

type Db = Kysely<Database> | Transaction<Database>;

const reference = (d: { number: string; version: number }) =>
  d.version > 1 ? `${d.number}-v${d.version}` : d.number;

/** An intervention with what its client's messages show. */
export async function shownRow(db: Db, id: string): Promise<Shown | undefined> {
  const row = await db
    .selectFrom("interventions as i")
    .innerJoin("devis as d", "d.id", "i.devis_id")
    .select([
      "i.id",
      "i.starts_at",
      "i.ends_at",
      "i.address",
      "i.sequence",
      "d.locale",
      "d.client_name",
      "d.client_email",
      "d.client_phone",
      "d.number",
      "d.version",
    ])
    .where("i.id", "=", id)
    .executeTakeFirst();
  return row && { ...row, reference: reference(row) };
}

export interface InterventionLine {
  id: string;
  devisId: string;
  reference: string;
  client: string;
  status: InterventionStatus;
  startsAt: string;
  endsAt: string;
  address: string;
  notes: string;
  members: Array<{ id: string; name: string }>;
}

/** Interventions meeting [from, to) or of some devis, oldest first, with their members. */
async function listLines(
  db: Db,
  where: { from: string; to: string; cancelled: boolean } | { devisId: string },
): Promise<InterventionLine[]> {
  const rows = await db
    .selectFrom("interventions as i")
    .innerJoin("devis as d", "d.id", "i.devis_id")
    .select([
      "i.id",
      "i.devis_id",
      "i.status",
      "i.starts_at",
      "i.ends_at",
      "i.address",
      "i.notes",
      "d.number",
      "d.version",
      "d.client_name",
    ])
    .$if("from" in where, (q) => {
      const w = where as { from: string; to: string; cancelled: boolean };
      return q
        .where("i.starts_at", "<", w.to)
        .where("i.ends_at", ">", w.from)
        .$if(!w.cancelled, (q2) => q2.where("i.status", "!=", "cancelled"));
    })
    .$if("devisId" in where, (q) =>
      q.where("i.devis_id", "=", (where as { devisId: string }).devisId),
    )
    .orderBy("i.starts_at")
    .orderBy("i.id")
    .limit(500)
    .execute();
  const members = rows.length
    ? await db
        .selectFrom("intervention_members as im")
        .innerJoin("team_members as m", "m.id", "im.member_id")
        .select(["im.intervention_id", "m.id", "m.name"])
        .where(
          "im.intervention_id",
          "in",
          rows.map((r) => r.id),
        )
        .orderBy("m.position")
        .execute()
    : [];
  return rows.map((r) => ({
    id: r.id,
    devisId: r.devis_id,
    reference: reference(r),
    client: r.client_name,
    status: r.status,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    address: r.address,
    notes: r.notes,
    members: members
      .filter((m) => m.intervention_id === r.id)
      .map((m) => ({ id: m.id, name: m.name })),
  }));
}

/** The calendar's interventions between two moments (cancelled ones included, marked). */
export const interventionsBetween = (db: Db, from: string, to: string, cancelled = true) =>
  listLines(db, { from, to, cancelled });

/** Every intervention of one devis, for the devis screen. */
export const interventionsOfDevis = (db: Db, devisId: string) => listLines(db, { devisId });

/** One intervention for its screen. */
export async function getIntervention(db: Db, id: string) {
  const row = await db
    .selectFrom("interventions")
    .select("devis_id")
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  return (await interventionsOfDevis(db, row.devis_id)).find((line) => line.id === id);
}

/** The client's planned dates behind their devis link: not cancelled, in order. */
export async function plannedDates(db: Db, devisId: string) {
  return db
    .selectFrom("interventions")
    .select(["id", "starts_at", "ends_at", "status"])
    .where("devis_id", "=", devisId)
    .where("status", "!=", "cancelled")
    .orderBy("starts_at")
    .execute();
}

/** The dashboard's next 7 days: planned interventions from now on. */
export async function nextInterventions(db: Db, now = new Date()) {
  const lines = await interventionsBetween(
    db,
    now.toISOString(),
    new Date(now.getTime() + 7 * 86_400_000).toISOString(),
    false,
  );
  return lines.filter((line) => line.status === "planned");
}

/**
 * Whether the work of a devis is done: it has interventions, and each one not cancelled is
 * marked done. The balance invoice waits for it.
 */
export async function workDone(db: Db, devisId: string): Promise<boolean> {
  const rows = await db
    .selectFrom("interventions")
    .select("status")
    .where("devis_id", "=", devisId)
    .where("status", "!=", "cancelled")
    .execute();
  return rows.length > 0 && rows.every((r) => r.status === "done");
}
