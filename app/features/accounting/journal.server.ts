import type { AppDatabase } from "~/db/db.server";
import type { Locale } from "~/i18n/locale";
import { CSV_BOM, csvLines } from "~/lib/csv";
import {
  journalCsv,
  journalLines,
  SYSCOHADA_ACCOUNTS,
  type JournalDocument,
  type JournalPayment,
} from "./journal";
import type { BookPeriod } from "./period";

/** The period's invoices, credit notes and payments, read as the journal takes them. */
async function periodBooks({ db }: AppDatabase, { from, to }: BookPeriod) {
  const [invoices, credits, payments] = await Promise.all([
    db
      .selectFrom("invoices")
      .select(["number", "issued_on", "client_name", "net", "vat", "total", "kind"])
      .where("issued_on", ">=", from)
      .where("issued_on", "<=", to)
      .orderBy("issued_on")
      .orderBy("number")
      .execute(),
    db
      .selectFrom("credit_notes")
      .innerJoin("invoices", "invoices.id", "credit_notes.invoice_id")
      .select([
        "credit_notes.number",
        "credit_notes.issued_on",
        "invoices.client_name",
        "invoices.number as invoice",
        "credit_notes.net",
        "credit_notes.vat",
        "credit_notes.total",
      ])
      .where("credit_notes.issued_on", ">=", from)
      .where("credit_notes.issued_on", "<=", to)
      .execute(),
    db
      .selectFrom("payments")
      .innerJoin("invoices", "invoices.id", "payments.invoice_id")
      .select([
        "payments.id",
        "payments.paid_on",
        "payments.amount",
        "payments.method",
        "payments.reference",
        "invoices.number as invoice",
        "invoices.client_name",
      ])
      .where("payments.paid_on", ">=", from)
      .where("payments.paid_on", "<=", to)
      .orderBy("payments.paid_on")
      .orderBy("payments.created_at")
      .execute(),
  ]);
  return { invoices, credits, payments };
}

/**
 * The period's journal for the accountant: every invoice and credit note issued and every
 * payment received in it, as double entries, with the totals of each side (always equal).
 */
export async function periodJournal(database: AppDatabase, period: BookPeriod, locale: Locale) {
  const { invoices, credits, payments } = await periodBooks(database, period);
  const documents: JournalDocument[] = [
    ...invoices.map((i) => ({
      kind: "invoice" as const,
      number: i.number,
      day: i.issued_on,
      client: i.client_name,
      net: Number(i.net),
      vat: Number(i.vat),
      total: Number(i.total),
    })),
    ...credits.map((c) => ({
      kind: "credit" as const,
      number: c.number,
      day: c.issued_on,
      client: c.client_name,
      net: Number(c.net),
      vat: Number(c.vat),
      total: Number(c.total),
    })),
  ];
  // Payments have no number of their own: the invoice's, then the order of the day.
  const seen = new Map<string, number>();
  const received: JournalPayment[] = payments.map((p) => {
    const n = (seen.get(p.invoice) ?? 0) + 1;
    seen.set(p.invoice, n);
    return {
      piece: `${p.invoice}-R${n}`,
      day: p.paid_on,
      client: p.client_name,
      invoice: p.invoice,
      amount: Number(p.amount),
      method: p.method,
      reference: p.reference || null,
    };
  });
  const lines = journalLines(documents, received, SYSCOHADA_ACCOUNTS, locale);
  const debit = lines.reduce((sum, l) => sum + l.debit, 0);
  const credit = lines.reduce((sum, l) => sum + l.credit, 0);
  return { lines, debit, credit, csv: journalCsv(lines, locale) };
}

const LIST_HEADERS = {
  fr: ["Date", "Type", "Numéro", "Facture", "Client", "HT", "TVA", "TTC", "Mode", "Référence"],
  en: ["Date", "Type", "Number", "Invoice", "Client", "Net", "VAT", "Total", "Method", "Reference"],
} as const;
const KIND_WORDS = {
  fr: { invoice: "Facture", credit: "Avoir", payment: "Paiement" },
  en: { invoice: "Invoice", credit: "Credit note", payment: "Payment" },
} as const;

/** The period's invoices, credit notes and payments, one line each, as French Excel reads them. */
export async function periodList(
  database: AppDatabase,
  period: BookPeriod,
  locale: Locale,
  methodWord: (method: JournalPayment["method"]) => string,
) {
  const { invoices, credits, payments } = await periodBooks(database, period);
  const w = KIND_WORDS[locale];
  const day = (d: string) => d.split("-").reverse().join("/");
  const rows: unknown[][] = [
    ...invoices.map((i) => [
      day(i.issued_on),
      w.invoice,
      i.number,
      i.number,
      i.client_name,
      i.net,
      i.vat,
      i.total,
      "",
      "",
    ]),
    ...credits.map((c) => [
      day(c.issued_on),
      w.credit,
      c.number,
      c.invoice,
      c.client_name,
      c.net,
      c.vat,
      c.total,
      "",
      "",
    ]),
    ...payments.map((p) => [
      day(p.paid_on),
      w.payment,
      "",
      p.invoice,
      p.client_name,
      "",
      "",
      p.amount,
      methodWord(p.method),
      p.reference,
    ]),
  ];
  const iso = (cell: unknown) => String(cell).split("/").reverse().join("-");
  rows.sort((a, b) => iso(a[0]).localeCompare(iso(b[0])));
  return { rows: rows.length, csv: CSV_BOM + csvLines([[...LIST_HEADERS[locale]], ...rows]) };
}
