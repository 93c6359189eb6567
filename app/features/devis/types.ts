/** A devis as stored, and as the server's functions take it once checked. */
import type { Selectable } from "kysely";
import type { DevisLinesTable, DevisStatus, DevisTable } from "~/db/schema";
import type { CompanyIdentity } from "~/content/company";
import type { PriceUnit } from "~/content/pricing";
import type { Locale } from "~/i18n/locale";
import type { DevisTotals } from "./money";

export type { DevisStatus };
export type DevisRow = Selectable<DevisTable>;
export type DevisLineRow = Selectable<DevisLinesTable>;

export interface DevisWithLines {
  devis: DevisRow;
  lines: DevisLineRow[];
}

/** Every state, in the order of a devis's life (lists, filters, the dashboard). */
export const DEVIS_STATUSES: readonly DevisStatus[] = [
  "draft",
  "sent",
  "viewed",
  "accepted",
  "declined",
  "expired",
  "replaced",
  "withdrawn",
];

/** States in which the client may still answer (if the validity date has not passed). */
export const OPEN_STATUSES: readonly DevisStatus[] = ["sent", "viewed"];

export interface CheckedLine {
  priceItemId: string | null;
  label: string;
  unit: PriceUnit;
  /** Hundredths. */
  quantity: number;
  unitPrice: number;
  total: number;
}

/** A draft once checked: what `createDevis` and `saveDraft` store, totals included. */
export interface DevisInput {
  requestId: string | null;
  locale: Locale;
  clientName: string;
  clientCompany: string | null;
  clientEmail: string;
  clientPhone: string;
  clientAddress: string | null;
  discountPercent: number;
  vatRate: number;
  validUntil: string;
  paymentTerms: string;
  note: string;
  lines: CheckedLine[];
  totals: DevisTotals;
}

/** What a devis's PDF and e-mail need to know of the company: who it is. */
export interface DevisCompany {
  company: CompanyIdentity;
  /** RCCM and NIF, from the settings. */
  registration: string;
  /** Where the client pays (devis settings); absent or empty fields are left off. */
  payment?: PaymentDetails;
  /** The company's uploaded logo as PNG (admin: Logo et partage); absent: the site's own. */
  logo?: Buffer;
}

export interface PaymentDetails {
  bank: string;
  /** Account number, IBAN or RIB. */
  account: string;
  /** Mobile-money numbers. */
  tmoney: string;
  flooz: string;
}

/**
 * What became of the e-mail that carried a sent devis, in the staff's terms. "sent" only once an
 * SMTP server accepted it; without SMTP_URL the outbox writes messages to files nobody receives
 * ("file"), and the staff must share the link another way.
 */
export type DevisDelivery =
  | { state: "file"; to: string }
  | { state: "queued"; to: string }
  | { state: "sent"; to: string; at: string }
  | { state: "failed"; to: string }
  | { state: "none" };
