import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "~/db/schema";
import type { CreditNoteRow, InvoiceLineRow, InvoiceRow, PaymentRow } from "./types";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A person's invoices for the personal-data export and erasure (docs/product/privacy.md): those
 * issued from their devis, and those that still carry their address or number (their devis may
 * have been anonymised by the retention pass since), with lines, credit notes and payments.
 */
export async function invoicesOfPerson(
  db: Db,
  person: { email?: string; phone?: string },
  devisIds: readonly string[],
): Promise<{
  invoices: InvoiceRow[];
  invoiceLines: InvoiceLineRow[];
  creditNotes: CreditNoteRow[];
  payments: PaymentRow[];
}> {
  const invoices = await db
    .selectFrom("invoices")
    .selectAll()
    .where((eb) =>
      eb.or([
        ...(person.email ? [eb(sql<string>`lower(client_email)`, "=", person.email)] : []),
        ...(person.phone ? [eb("client_phone", "=", person.phone)] : []),
        ...(devisIds.length ? [eb("devis_id", "in", devisIds)] : []),
      ]),
    )
    .orderBy("number")
    .execute();
  const ids = invoices.map((i) => i.id);
  if (!ids.length) return { invoices, invoiceLines: [], creditNotes: [], payments: [] };
  const [invoiceLines, creditNotes, payments] = await Promise.all([
    db
      .selectFrom("invoice_lines")
      .selectAll()
      .where("invoice_id", "in", ids)
      .orderBy("invoice_id")
      .orderBy("position")
      .execute(),
    db
      .selectFrom("credit_notes")
      .selectAll()
      .where("invoice_id", "in", ids)
      .orderBy("number")
      .execute(),
    db
      .selectFrom("payments")
      .selectAll()
      .where("invoice_id", "in", ids)
      .orderBy("created_at")
      .execute(),
  ]);
  return { invoices, invoiceLines, creditNotes, payments };
}

/**
 * Erasure keeps invoices, credit notes and payments: the law asks the company to keep its
 * accounting documents (ten years under OHADA), so only the client's name, company, e-mail,
 * phone and address go, as on the devis. The stored PDFs printed them: they are drawn again,
 * from the anonymised rows, when next asked for.
 */
export async function anonymiseInvoices(
  trx: Transaction<Database>,
  ids: readonly string[],
  now: string,
): Promise<number> {
  if (!ids.length) return 0;
  const result = await trx
    .updateTable("invoices")
    .set({
      client_name: "",
      client_company: null,
      client_email: "",
      client_phone: "",
      client_address: null,
      anonymised_at: now,
    })
    .where("id", "in", ids)
    .where("anonymised_at", "is", null)
    .executeTakeFirst();
  const notes = await trx
    .selectFrom("credit_notes")
    .select("id")
    .where("invoice_id", "in", ids)
    .execute();
  await trx
    .deleteFrom("invoice_documents")
    .where("document_id", "in", [...ids, ...notes.map((n) => n.id)])
    .execute();
  return Number(result.numUpdatedRows);
}
