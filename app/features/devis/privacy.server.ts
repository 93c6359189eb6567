import { sql, type Kysely, type Selectable, type Transaction } from "kysely";
import type { Database, InterventionsTable } from "~/db/schema";
import type { DevisLineRow, DevisRow } from "./types";

type Db = Kysely<Database> | Transaction<Database>;
type InterventionRow = Selectable<InterventionsTable>;

/**
 * A person's devis for the personal-data export and erasure (docs/product/privacy.md): those
 * sent to their address or number, and those made from their quote requests.
 */
export async function devisOfPerson(
  db: Db,
  person: { email?: string; phone?: string },
  requestIds: readonly string[],
): Promise<{ devis: DevisRow[]; lines: DevisLineRow[]; interventions: InterventionRow[] }> {
  const devis = await db
    .selectFrom("devis")
    .selectAll()
    .where((eb) =>
      eb.or([
        ...(person.email ? [eb(sql<string>`lower(client_email)`, "=", person.email)] : []),
        ...(person.phone ? [eb("client_phone", "=", person.phone)] : []),
        ...(requestIds.length ? [eb("request_id", "in", requestIds)] : []),
      ]),
    )
    .orderBy("created_at")
    .execute();
  const lines = devis.length
    ? await db
        .selectFrom("devis_lines")
        .selectAll()
        .where(
          "devis_id",
          "in",
          devis.map((d) => d.id),
        )
        .orderBy("devis_id")
        .orderBy("position")
        .execute()
    : [];
  // Their interventions (decision 049): where and when the team came, and its notes.
  const interventions = devis.length
    ? await db
        .selectFrom("interventions")
        .selectAll()
        .where(
          "devis_id",
          "in",
          devis.map((d) => d.id),
        )
        .orderBy("starts_at")
        .execute()
    : [];
  return { devis, lines, interventions };
}

/**
 * Erases the client from their devis, keeping what the figures count: number, dates, states,
 * lines and amounts stay; name, company, addresses, phone, what they typed and the address
 * they answered from go, and so do the link (it opens nothing any more) and the stored PDFs. The change log's
 * steps that named them (sent to, typed name, address) keep their action and time only.
 */
export async function anonymiseDevis(
  trx: Transaction<Database>,
  ids: readonly string[],
  now: string,
): Promise<number> {
  if (!ids.length) return 0;
  const result = await trx
    .updateTable("devis")
    .set({
      client_name: "",
      client_company: null,
      client_email: "",
      client_phone: "",
      client_address: null,
      note: "",
      answer_name: null,
      answer_reason: null,
      answer_address: null,
      token_hash: null,
      token_sealed: null,
      anonymised_at: now,
      updated_at: now,
    })
    .where("id", "in", ids)
    .where("anonymised_at", "is", null)
    .executeTakeFirst();
  // Their interventions keep date, members and state; the address and the team's notes go.
  await trx
    .updateTable("interventions")
    .set({ address: "", notes: "", anonymised_at: now, updated_at: now })
    .where("devis_id", "in", ids)
    .where("anonymised_at", "is", null)
    .execute();
  // The stored PDFs print the client's name and addresses: they go too (drawn again if asked).
  await trx.deleteFrom("devis_documents").where("devis_id", "in", ids).execute();
  await trx
    .updateTable("audit_log")
    .set({ details: JSON.stringify({ erased: now }) })
    .where("target_type", "=", "devis")
    .where("target_id", "in", ids)
    .where("action", "in", ["devis.send", "devis.view", "devis.accept", "devis.decline"])
    .execute();
  return Number(result.numUpdatedRows);
}
