/** Invoices, credit notes and payments as stored, and their derived state. */
import type { Selectable } from "kysely";
import type {
  CreditNotesTable,
  InvoiceLinesTable,
  InvoicesTable,
  PaymentsTable,
} from "~/db/schema";

export type InvoiceRow = Selectable<InvoicesTable>;
export type InvoiceLineRow = Selectable<InvoiceLinesTable>;
export type CreditNoteRow = Selectable<CreditNotesTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type InvoiceKind = InvoicesTable["kind"];
export type PaymentMethod = PaymentsTable["method"];

export const INVOICE_KINDS: readonly InvoiceKind[] = ["deposit", "balance", "full"];
export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  "cash",
  "tmoney",
  "flooz",
  "transfer",
  "cheque",
];

/** Derived from the amounts and the day, never stored (decision 050). */
export type InvoiceStatus = "unpaid" | "partly-paid" | "paid" | "overdue" | "cancelled";
export const INVOICE_STATUSES: readonly InvoiceStatus[] = [
  "unpaid",
  "partly-paid",
  "overdue",
  "paid",
  "cancelled",
];

/** An invoice with everything that hangs on it, and what follows from them. */
export interface InvoiceFile {
  invoice: InvoiceRow;
  lines: InvoiceLineRow[];
  credits: CreditNoteRow[];
  payments: PaymentRow[];
  state: InvoiceState;
}

export interface InvoiceState {
  credited: number;
  paid: number;
  /** What the client still owes: total less credits less payments (never below 0). */
  due: number;
  status: InvoiceStatus;
}
