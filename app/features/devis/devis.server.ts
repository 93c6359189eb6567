import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import { nowIso, type AppDatabase } from "~/db/db.server";
import type { Database } from "~/db/schema";
import type { DevisInput, DevisWithLines } from "./types";

export { devisReference, effectiveStatus } from "./reference";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A send that claimed a draft and never finished (the process stopped while drawing) holds it
 * this long; then a save or another send may take it back.
 */
export const SENDING_STALE_MS = 120_000;

/** Whether no send holds the draft now (none claimed it, or its claim went stale). */
export function notBeingSent(now = new Date()) {
  const stale = nowIso(new Date(now.getTime() - SENDING_STALE_MS));
  return sql<boolean>`(sending_at is null or sending_at < ${stale})`;
}

/**
 * A new number for a devis made without a request (a phone enquiry). It comes from the quote
 * requests' own yearly counter, so it can never be a request's reference too.
 */
async function nextNumber(trx: Db, now = new Date()): Promise<string> {
  const year = now.getUTCFullYear();
  const { value } = await trx
    .insertInto("counters")
    .values({ name: `quote-${year}`, value: 1 })
    .onConflict((oc) =>
      oc.column("name").doUpdateSet((eb) => ({ value: eb(eb.ref("counters.value"), "+", 1) })),
    )
    .returning("value")
    .executeTakeFirstOrThrow();
  return `DV-${year}-${String(value).padStart(4, "0")}`;
}

function contentColumns(input: DevisInput) {
  return {
    locale: input.locale,
    client_name: input.clientName,
    client_company: input.clientCompany,
    client_email: input.clientEmail,
    client_phone: input.clientPhone,
    client_address: input.clientAddress,
    discount_percent: input.discountPercent,
    vat_rate: input.vatRate,
    ...input.totals,
    valid_until: input.validUntil,
    payment_terms: input.paymentTerms,
    note: input.note,
  };
}

export async function writeLines(trx: Db, devisId: string, input: Pick<DevisInput, "lines">) {
  await trx.deleteFrom("devis_lines").where("devis_id", "=", devisId).execute();
  if (!input.lines.length) return;
  await trx
    .insertInto("devis_lines")
    .values(
      input.lines.map((line, position) => ({
        id: randomUUID(),
        devis_id: devisId,
        position,
        price_item_id: line.priceItemId,
        label: line.label,
        unit: line.unit,
        quantity: line.quantity,
        unit_price: line.unitPrice,
        total: line.total,
      })),
    )
    .execute();
}

/**
 * A first version, as a draft: numbered with its request's reference, or a new number for a
 * devis made without one. A request has one devis; asking again gives back the existing one.
 */
export async function createDevis(
  database: AppDatabase,
  input: DevisInput,
  userId: string | null,
): Promise<{ id: string; created: boolean }> {
  return database.db.transaction().execute(async (trx) => {
    let number: string | undefined;
    if (input.requestId) {
      const request = await trx
        .selectFrom("quote_requests")
        .select("reference")
        .where("id", "=", input.requestId)
        .executeTakeFirst();
      if (!request) throw new Error("unknown quote request");
      const existing = await latestVersion(trx, request.reference);
      if (existing) return { id: existing.id, created: false };
      number = request.reference;
    }
    const id = randomUUID();
    const now = nowIso();
    const inserted = await trx
      .insertInto("devis")
      .values({
        id,
        number: number ?? (await nextNumber(trx)),
        version: 1,
        request_id: input.requestId,
        status: "draft",
        ...contentColumns(input),
        ...newDraftColumns(userId, now),
      })
      // Another request made it meanwhile (PostgreSQL runs them at once): that one is answered.
      .onConflict((oc) => oc.columns(["number", "version"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) {
      const existing = await latestVersion(trx, number!);
      return { id: existing!.id, created: false };
    }
    await writeLines(trx, id, input);
    return { id, created: true };
  });
}

/**
 * "saved"; "not-draft" once it was sent (a sent version never changes); "sending" while a send
 * holds it (send.server.ts): the save fails rather than change what is being mailed.
 */
export type SaveOutcome = "saved" | "not-draft" | "sending";

/** Saves a draft's new content, unless it was sent or is being sent. */
export async function saveDraft(
  database: AppDatabase,
  id: string,
  input: DevisInput,
): Promise<SaveOutcome> {
  return database.db.transaction().execute(async (trx): Promise<SaveOutcome> => {
    const result = await trx
      .updateTable("devis")
      .set({ ...contentColumns(input), updated_at: nowIso(), sending_at: null })
      .where("id", "=", id)
      .where("status", "=", "draft")
      .where(notBeingSent())
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return refusal(trx, id);
    await writeLines(trx, id, input);
    return "saved";
  });
}

async function refusal(db: Db, id: string): Promise<"not-draft" | "sending"> {
  const row = await db.selectFrom("devis").select("status").where("id", "=", id).executeTakeFirst();
  return row?.status === "draft" ? "sending" : "not-draft";
}

/** Deletes a draft (its lines go with it); a devis that was ever sent is never deleted. */
export async function deleteDraft({ db }: AppDatabase, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom("devis")
    .where("id", "=", id)
    .where("status", "=", "draft")
    .where(notBeingSent())
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Takes a sent devis back: its link then says so, and it can no longer be accepted. */
export async function withdrawDevis({ db }: AppDatabase, id: string): Promise<boolean> {
  const result = await db
    .updateTable("devis")
    .set({ status: "withdrawn", updated_at: nowIso() })
    .where("id", "=", id)
    .where("status", "in", ["sent", "viewed", "expired"])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function getDevis(
  { db }: AppDatabase,
  id: string,
): Promise<DevisWithLines | undefined> {
  const devis = await db.selectFrom("devis").selectAll().where("id", "=", id).executeTakeFirst();
  if (!devis) return undefined;
  const lines = await db
    .selectFrom("devis_lines")
    .selectAll()
    .where("devis_id", "=", id)
    .orderBy("position")
    .execute();
  return { devis, lines };
}

/** The highest version of a devis number (a request's devis is found by its reference). */
export async function latestVersion(db: Db, number: string) {
  return db
    .selectFrom("devis")
    .select(["id", "version", "status"])
    .where("number", "=", number)
    .orderBy("version", "desc")
    .executeTakeFirst();
}

/**
 * Whether this client (by e-mail or phone) accepted a devis before: the 10 % first-order
 * discount is offered only to those who never did. The devis being edited does not count.
 */
export async function acceptedBefore(
  { db }: AppDatabase,
  client: { email: string; phone: string },
  exceptNumber?: string,
): Promise<boolean> {
  if (!client.email && !client.phone) return false;
  const row = await db
    .selectFrom("devis")
    .select("id")
    .where("status", "=", "accepted")
    .where((eb) =>
      eb.or([
        ...(client.email
          ? [eb(sql<string>`lower(client_email)`, "=", client.email.toLowerCase())]
          : []),
        ...(client.phone ? [eb("client_phone", "=", client.phone)] : []),
      ]),
    )
    .$if(exceptNumber !== undefined, (q) => q.where("number", "!=", exceptNumber!))
    .executeTakeFirst();
  return Boolean(row);
}

/** What a new draft (a first version or a revision) starts with: not sent, not answered. */
export function newDraftColumns(userId: string | null, now: string) {
  return {
    token_hash: null,
    token_sealed: null,
    replaced_by: null,
    created_by: userId,
    created_at: now,
    updated_at: now,
    sent_at: null,
    viewed_at: null,
    answered_at: null,
    answer_name: null,
    answer_reason: null,
    answer_address: null,
    anonymised_at: null,
    sending_at: null,
  };
}
