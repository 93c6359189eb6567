import { sql, type Kysely, type Transaction } from "kysely";
import type { AppDatabase } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { lomeDay } from "~/features/devis";
import { PAGE_SIZE, pageWithin } from "~/lib/paging";
import { invoiceState } from "./amounts";
import type { InvoiceFile, InvoiceStatus } from "./types";

type Db = Kysely<Database> | Transaction<Database>;

/** An invoice with its lines, credit notes and payments, and where it stands today. */
export async function getInvoiceFile(
  db: Db,
  id: string,
  now = new Date(),
): Promise<InvoiceFile | undefined> {
  const invoice = await db
    .selectFrom("invoices")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!invoice) return undefined;
  const [lines, credits, payments] = await Promise.all([
    db
      .selectFrom("invoice_lines")
      .selectAll()
      .where("invoice_id", "=", id)
      .orderBy("position")
      .execute(),
    db
      .selectFrom("credit_notes")
      .selectAll()
      .where("invoice_id", "=", id)
      .orderBy("number")
      .execute(),
    db
      .selectFrom("payments")
      .selectAll()
      .where("invoice_id", "=", id)
      .orderBy("created_at")
      .orderBy("id")
      .execute(),
  ]);
  return {
    invoice,
    lines,
    credits,
    payments,
    state: invoiceState(invoice, credits, payments, now),
  };
}

const credited = sql<number>`coalesce((select sum(c.total) from credit_notes c where c.invoice_id = invoices.id), 0)`;
const paid = sql<number>`coalesce((select sum(p.amount) from payments p where p.invoice_id = invoices.id), 0)`;

/** `invoiceState` in SQL, so the list filters over every invoice before paging. */
function statusIs(status: InvoiceStatus, today: string) {
  const owed = sql`(invoices.total - ${credited})`;
  switch (status) {
    case "cancelled":
      return sql<boolean>`${owed} <= 0`;
    case "paid":
      return sql<boolean>`${owed} > 0 and ${paid} >= ${owed}`;
    case "overdue":
      return sql<boolean>`${owed} > 0 and ${paid} < ${owed} and invoices.due_on < ${today}`;
    case "partly-paid":
      return sql<boolean>`${owed} > 0 and ${paid} > 0 and ${paid} < ${owed} and invoices.due_on >= ${today}`;
    case "unpaid":
      return sql<boolean>`${owed} > 0 and ${paid} = 0 and invoices.due_on >= ${today}`;
  }
}

export interface InvoiceSummary {
  id: string;
  number: string;
  kind: InvoiceFile["invoice"]["kind"];
  devisReference: string;
  clientName: string;
  total: number;
  due: number;
  dueOn: string;
  issuedOn: string;
  status: InvoiceStatus;
}

/** The invoices, newest first, one page of them and how many in all; filtered by state. */
export async function listInvoices(
  { db }: AppDatabase,
  {
    status,
    page = 1,
    pageSize = PAGE_SIZE,
  }: { status?: InvoiceStatus; page?: number; pageSize?: number } = {},
  now = new Date(),
) {
  const today = lomeDay(now);
  const listed = db
    .selectFrom("invoices")
    .$if(Boolean(status), (q) => q.where(statusIs(status!, today)));
  const counted = await listed
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirst();
  const total = Number(counted?.n ?? 0);
  const shown = pageWithin(page, total, pageSize);
  const rows = await listed
    .select([
      "id",
      "number",
      "kind",
      "devis_reference",
      "client_name",
      "total",
      "due_on",
      "issued_on",
      credited.as("credited"),
      paid.as("paid"),
    ])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset(shown.offset)
    .execute();
  return {
    total,
    page: shown.page,
    pageSize,
    rows: rows.map((row): InvoiceSummary => {
      const state = invoiceState(
        row,
        [{ total: Number(row.credited) }],
        [{ amount: Number(row.paid) }],
        now,
      );
      return {
        id: row.id,
        number: row.number,
        kind: row.kind,
        devisReference: row.devis_reference,
        clientName: row.client_name,
        total: row.total,
        due: state.due,
        dueOn: row.due_on,
        issuedOn: row.issued_on,
        status: state.status,
      };
    }),
  };
}
