import { sql, type Kysely, type Selectable, type Transaction } from "kysely";
import { nowIso, type AppDatabase } from "~/db/db.server";
import type {
  Database,
  EmailOutboxTable,
  InterventionsTable,
  LeadNotesTable,
  LeadTable,
} from "~/db/schema";
import { LEAD_KINDS, LEAD_TYPES, type LeadKind } from "~/features/leads";
import { leadKinds, tableKey, type TableKey } from "~/features/leads/index.server";
import { normalizePhone } from "~/lib/phone";
import { cleanLine } from "~/lib/clean-text";
import { anonymiseDevis, devisOfPerson } from "~/features/devis/index.server";
import type { DevisLineRow, DevisRow } from "~/features/devis";
import { anonymiseInvoices, invoicesOfPerson } from "~/features/invoices/index.server";
import type { CreditNoteRow, InvoiceLineRow, InvoiceRow, PaymentRow } from "~/features/invoices";
import {
  anonymiseLeads,
  auditInTransaction,
  clearEmails,
  deleteLeadNotes,
} from "./anonymise.server";

/**
 * One person, as they identify themselves in a request: the e-mail address (any case) or the
 * phone number (any spelling a visitor may type) they used in a form.
 */
export type PersonKey = { kind: "email"; value: string } | { kind: "phone"; value: string };

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

/** Reads what the administrator typed; undefined when it is neither an address nor a number. */
export function parsePersonKey(input: string | null | undefined): PersonKey | undefined {
  const text = cleanLine(input ?? "").trim();
  if (!text || text.length > 254) return undefined;
  if (text.includes("@"))
    return EMAIL.test(text) ? { kind: "email", value: text.toLowerCase() } : undefined;
  const phone = normalizePhone(text);
  return phone ? { kind: "phone", value: phone } : undefined;
}

/**
 * Everything stored about one person, row by row, as the database holds it: each lead table's
 * rows under its name in camelCase (`contactMessages`), then what hangs on them.
 */
export type PersonalData = {
  [T in LeadTable as TableKey<T>]: Selectable<Database[T]>[];
} & {
  leadNotes: Selectable<LeadNotesTable>[];
  emails: Selectable<EmailOutboxTable>[];
  /** Devis sent to them or made from their requests, with their lines. */
  devis: DevisRow[];
  devisLines: DevisLineRow[];
  /** The devis's interventions: when, where, the team's notes (decision 049). */
  interventions: Selectable<InterventionsTable>[];
  /** Invoices issued from those devis, with their lines, credit notes and payments. */
  invoices: InvoiceRow[];
  invoiceLines: InvoiceLineRow[];
  creditNotes: CreditNoteRow[];
  payments: PaymentRow[];
};

type Db = Kysely<Database> | Transaction<Database>;

/** Lead rows that hold this address or number (phones are stored normalised). */
const holds = (key: PersonKey) =>
  key.kind === "email"
    ? sql<boolean>`lower(email) = ${key.value}`
    : sql<boolean>`phone = ${key.value}`;

/** Each lead kind's rows that hold this address or number, oldest first. */
async function leadRows(db: Db, key: PersonKey) {
  const found = {} as Record<LeadKind, Array<{ id: string }>>;
  for (const kind of LEAD_KINDS)
    found[kind] = await db
      .selectFrom(leadKinds[kind].table)
      .selectAll()
      .where(holds(key))
      .orderBy("created_at")
      .execute();
  return found;
}

async function collect(db: Db, key: PersonKey): Promise<PersonalData> {
  const rows = await leadRows(db, key);
  const ids = (kind: LeadKind) => rows[kind].map((r) => r.id);
  const leadNotes = await db
    .selectFrom("lead_notes")
    .selectAll()
    .where((eb) =>
      eb.or(
        LEAD_TYPES.filter((type) => rows[type].length).map((type) =>
          eb.and([eb("lead_type", "=", type), eb("lead_id", "in", ids(type))]),
        ),
      ),
    )
    .orderBy("created_at")
    .execute();
  const {
    devis,
    lines: devisLines,
    interventions,
  } = await devisOfPerson(
    db,
    key.kind === "email" ? { email: key.value } : { phone: key.value },
    ids("quote"),
  );
  const money = await invoicesOfPerson(
    db,
    key.kind === "email" ? { email: key.value } : { phone: key.value },
    devis.map((d) => d.id),
  );
  const emails = await db
    .selectFrom("email_outbox")
    .selectAll()
    .where((eb) =>
      eb.or([
        // What was sent to them, or on their behalf to the team (reply-to).
        ...(key.kind === "email"
          ? [
              eb(sql<string>`lower(to_address)`, "=", key.value),
              eb(sql<string>`lower(reply_to)`, "=", key.value),
            ]
          : []),
        // Every e-mail about one of their leads (the team's notification carries the phone).
        ...LEAD_KINDS.filter((kind) => rows[kind].length).map((kind) =>
          eb.and([eb("related_type", "=", kind), eb("related_id", "in", ids(kind))]),
        ),
        // Each devis's e-mails: the client's (with its PDF) and the team's notice of an answer.
        ...(devis.length
          ? [
              eb.and([
                eb("related_type", "=", "devis"),
                eb(
                  "related_id",
                  "in",
                  devis.map((d) => d.id),
                ),
              ]),
            ]
          : []),
        // Each intervention's e-mails (the dates, the address and the calendar file).
        ...(interventions.length
          ? [
              eb.and([
                eb("related_type", "=", "intervention"),
                eb(
                  "related_id",
                  "in",
                  interventions.map((i) => i.id),
                ),
              ]),
            ]
          : []),
        // Receipts sent for their invoices.
        ...(money.invoices.length
          ? [
              eb.and([
                eb("related_type", "=", "invoice"),
                eb(
                  "related_id",
                  "in",
                  money.invoices.map((i) => i.id),
                ),
              ]),
            ]
          : []),
      ]),
    )
    .orderBy("created_at")
    .execute();
  const byTable = Object.fromEntries(
    LEAD_KINDS.map((kind) => [tableKey(leadKinds[kind].table), rows[kind]]),
  );
  return {
    ...byTable,
    leadNotes,
    emails,
    devis,
    devisLines,
    interventions,
    ...money,
  } as PersonalData;
}

/** What an administrator sees before exporting or erasing. */
export function findPersonalData(database: AppDatabase, key: PersonKey): Promise<PersonalData> {
  return collect(database.db, key);
}

/** Row counts by kind, for the screen and the audit log. */
export function countRows(data: PersonalData) {
  const { devisLines: _, interventions: __, invoiceLines: ___, ...rows } = data;
  return Object.fromEntries(
    Object.entries(rows).map(([name, list]) => [name, (list as unknown[]).length]),
  ) as { [Name in keyof typeof rows]: number };
}

/**
 * The downloadable file: every row, stored JSON read back (the quote's estimate). The person's
 * own key is in it (it is their file); the audit log gets only counts.
 */
export function exportDocument(
  key: PersonKey,
  data: PersonalData,
  now = new Date(),
): PersonalData & { exportedAt: string; person: Partial<Record<PersonKey["kind"], string>> } {
  const readable = LEAD_KINDS.flatMap((kind) => {
    const { table, inbox } = leadKinds[kind];
    const rows = data[tableKey(table)] as Array<Selectable<Database[typeof table]>>;
    return inbox?.personal
      ? [[tableKey(table), rows.map((row) => inbox.personal!(row as never))]]
      : [];
  });
  return {
    exportedAt: nowIso(now),
    person: { [key.kind]: key.value },
    ...data,
    ...Object.fromEntries(readable),
  };
}

/**
 * Erases one person, in one transaction: their leads of every kind are anonymised (a published
 * testimonial leaves the site), the team's notes on them deleted, the e-mails about them emptied
 * (one not sent yet is cancelled). Recorded in the audit log by counts and row ids, never by the
 * address or number.
 */
export async function erasePersonalData(
  database: AppDatabase,
  key: PersonKey,
  userId: string | null,
  now = new Date(),
) {
  const stamp = nowIso(now);
  return database.db.transaction().execute(async (trx) => {
    const found = await collect(trx, key);
    const ids = (kind: LeadKind) =>
      (found[tableKey(leadKinds[kind].table)] as Array<{ id: string }>).map((r) => r.id);
    const erased: Record<string, number> = {};
    for (const kind of LEAD_KINDS)
      erased[tableKey(leadKinds[kind].table)] = await anonymiseLeads(trx, kind, ids(kind), stamp);
    erased.leadNotes = 0;
    for (const type of LEAD_TYPES) erased.leadNotes += await deleteLeadNotes(trx, type, ids(type));
    erased.emails = await clearEmails(
      trx,
      found.emails.map((r) => r.id),
    );
    // Amounts and states stay for the figures; the client's name and traces go.
    erased.devis = await anonymiseDevis(
      trx,
      found.devis.map((r) => r.id),
      stamp,
    );
    // Invoices stay, as the law keeps them (docs/product/invoices.md#privacy): the client's
    // name and contact details are replaced.
    erased.invoices = await anonymiseInvoices(
      trx,
      found.invoices.map((r) => r.id),
      stamp,
    );
    const rows = Object.fromEntries(LEAD_KINDS.map((kind) => [kind, ids(kind)]));
    await auditInTransaction(
      trx,
      userId,
      "privacy.erase",
      { erased, rows: { ...rows, devis: found.devis.map((r) => r.id) } },
      stamp,
    );
    return erased as ReturnType<typeof countRows>;
  });
}
