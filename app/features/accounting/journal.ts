import type { Locale } from "~/i18n/locale";
import { CSV_BOM, csvLines } from "~/lib/csv";

/**
 * The accountant's journal: each invoice, credit note and payment of a period as
 * double entries in the SYSCOHADA chart, written as French Excel reads a CSV. Pure: the caller
 * reads the documents; every amount is whole FCFA, and each entry balances by construction.
 */

/** The accounts the entries go to; the company may change them in its settings. */
export interface JournalAccounts {
  /** Services sold (706) */
  sales: string;
  /** Clients (411) */
  clients: string;
  /** VAT collected (443) */
  vat: string;
  /** Bank (521): transfers and cheques */
  bank: string;
  /** Cash (571) */
  cash: string;
  /** Mobile money (T-Money, Flooz/Moov Money): a bank-type account the company chooses */
  mobileMoney: string;
}

export const SYSCOHADA_ACCOUNTS: JournalAccounts = {
  sales: "706",
  clients: "411",
  vat: "443",
  bank: "521",
  cash: "571",
  mobileMoney: "5215",
};

/** An invoice or a credit note as issued: amounts before VAT, VAT, and with VAT. */
export interface JournalDocument {
  kind: "invoice" | "credit";
  number: string;
  /** The Lomé day it was issued: "2026-11-28" */
  day: string;
  client: string;
  net: number;
  vat: number;
  total: number;
}

export type PaymentMethod = "cash" | "tmoney" | "flooz" | "transfer" | "cheque";

export interface JournalPayment {
  /** What identifies it on paper: the receipt's number, or the invoice's with the date */
  piece: string;
  day: string;
  client: string;
  invoice: string;
  amount: number;
  method: PaymentMethod;
  /** The mobile-money transaction id or the cheque's number, when there is one */
  reference: string | null;
}

export interface JournalLine {
  day: string;
  journal: "VE" | "BQ" | "CA" | "MM";
  piece: string;
  account: string;
  label: string;
  debit: number;
  credit: number;
}

const WORDS = {
  fr: {
    headers: ["Date", "Journal", "Pièce", "Compte", "Libellé", "Débit", "Crédit"],
    invoice: "Facture",
    credit: "Avoir",
    payment: "Règlement",
  },
  en: {
    headers: ["Date", "Journal", "Document", "Account", "Description", "Debit", "Credit"],
    invoice: "Invoice",
    credit: "Credit note",
    payment: "Payment",
  },
} as const;

/** A document whose parts do not add up would unbalance the books: refused, never written. */
export class UnbalancedDocument extends Error {
  override name = "UnbalancedDocument";
}

/**
 * The period's entries, day by day. An invoice debits the client with its total and credits
 * sales and VAT; a credit note does the reverse; a payment debits the account it was paid into
 * and credits the client.
 */
export function journalLines(
  documents: readonly JournalDocument[],
  payments: readonly JournalPayment[],
  accounts: JournalAccounts,
  locale: Locale,
): JournalLine[] {
  const w = WORDS[locale];
  const lines: JournalLine[] = [];
  for (const doc of documents) {
    if (![doc.net, doc.vat, doc.total].every(isAmount) || doc.net + doc.vat !== doc.total)
      throw new UnbalancedDocument(doc.number);
    const label = `${doc.kind === "invoice" ? w.invoice : w.credit} ${doc.number} ${doc.client}`;
    const entry = (account: string, amount: number, side: "debit" | "credit") => {
      // A credit note's entry is the invoice's turned round.
      const onDebit = (side === "debit") === (doc.kind === "invoice");
      if (amount)
        lines.push({
          day: doc.day,
          journal: "VE",
          piece: doc.number,
          account,
          label,
          debit: onDebit ? amount : 0,
          credit: onDebit ? 0 : amount,
        });
    };
    entry(accounts.clients, doc.total, "debit");
    entry(accounts.sales, doc.net, "credit");
    entry(accounts.vat, doc.vat, "credit");
  }
  for (const payment of payments) {
    if (!isAmount(payment.amount) || payment.amount <= 0)
      throw new UnbalancedDocument(payment.piece);
    const [journal, account] = paidInto(payment.method, accounts);
    const label = [w.payment, payment.invoice, payment.client, payment.reference]
      .filter(Boolean)
      .join(" ");
    const base = { day: payment.day, journal, piece: payment.piece, label };
    lines.push({ ...base, account, debit: payment.amount, credit: 0 });
    lines.push({ ...base, account: accounts.clients, debit: 0, credit: payment.amount });
  }
  // Stable: a document's own lines stay in their order.
  return lines.sort((a, b) => a.day.localeCompare(b.day) || a.piece.localeCompare(b.piece));
}

const isAmount = (n: number) => Number.isSafeInteger(n) && n >= 0;

function paidInto(method: PaymentMethod, accounts: JournalAccounts) {
  if (method === "cash") return ["CA", accounts.cash] as const;
  if (method === "tmoney" || method === "flooz") return ["MM", accounts.mobileMoney] as const;
  return ["BQ", accounts.bank] as const;
}

/** "28/11/2026": the day as French Excel reads a date. */
const excelDay = (day: string) => day.split("-").reverse().join("/");

/** The journal as a CSV file French Excel opens: BOM, semicolons, CRLF, whole FCFA. */
export function journalCsv(lines: readonly JournalLine[], locale: Locale): string {
  return (
    CSV_BOM +
    csvLines([
      [...WORDS[locale].headers],
      ...lines.map((l) => [
        excelDay(l.day),
        l.journal,
        l.piece,
        l.account,
        l.label,
        l.debit || "",
        l.credit || "",
      ]),
    ])
  );
}
