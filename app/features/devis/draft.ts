/**
 * The devis editor's form as typed: every value a string, so a refused save or an added line
 * gives the form back exactly as it was (the price grid's editor works the same way). Shared by
 * the page and the server; only the server turns a draft into amounts (validate.server.ts).
 */
import type { DevisLineRow, DevisRow } from "./types";
import { quantityInput } from "./money";

export interface DraftLine {
  /** A price-grid item's id, or "" for a line typed freely. */
  item: string;
  label: string;
  unit: string;
  quantity: string;
  price: string;
}

export interface DevisDraft {
  requestId: string;
  locale: string;
  clientName: string;
  clientCompany: string;
  clientEmail: string;
  clientPhone: string;
  clientAddress: string;
  discount: boolean;
  vat: boolean;
  validUntil: string;
  paymentTerms: string;
  note: string;
  lines: DraftLine[];
}

/** What the editor may report, by field name; the page says each in words beside its field. */
export const DEVIS_PROBLEMS = [
  "REQUIRED",
  "TOO_LONG",
  "EMAIL",
  "QUANTITY",
  "AMOUNT",
  "TOO_LARGE",
  "UNIT",
  "ITEM",
  "DATE",
  "DATE_PAST",
  "NO_LINES",
  "TOO_MANY_LINES",
  "DISCOUNT_USED",
  "CONTACT_TO_SEND",
  "NOTHING_TO_SEND",
  "GLYPHS",
] as const;
/** `GLYPHS:` lists the characters the PDF's font cannot print ("GLYPHS:王 😀"). */
export type DevisProblem = (typeof DEVIS_PROBLEMS)[number] | `GLYPHS:${string}`;
export type DevisProblems = Partial<Record<string, DevisProblem>>;

/** Input names: `l.0.label`, `l.3.price`… */
export const lineField = (i: number, key: keyof DraftLine) => `l.${i}.${key}`;
export const CLIENT_FIELDS = [
  "clientName",
  "clientCompany",
  "clientEmail",
  "clientPhone",
  "clientAddress",
] as const;

export const emptyLine = (): DraftLine => ({
  item: "",
  label: "",
  unit: "unit",
  quantity: "",
  price: "",
});

/** How many line indexes a form is read for: past the limit, only to say there are too many. */
const READ_LINES = 1000;

/**
 * The posted form back into a draft (fields by name, as `parseAdminForm` gives them). Bounded: a
 * forged form cannot make it read more than READ_LINES lines or long texts.
 */
export function readDraft(fields: Readonly<Record<string, unknown>>): DevisDraft {
  const has = (name: string) => Object.hasOwn(fields, name);
  const get = (name: string) => {
    const value = has(name) ? fields[name] : "";
    return typeof value === "string" ? value.slice(0, 4000) : "";
  };
  const lines: DraftLine[] = [];
  for (let i = 0; i < READ_LINES && has(lineField(i, "label")); i++)
    lines.push({
      item: get(lineField(i, "item")),
      label: get(lineField(i, "label")),
      unit: get(lineField(i, "unit")),
      quantity: get(lineField(i, "quantity")),
      price: get(lineField(i, "price")),
    });
  return {
    requestId: get("requestId"),
    locale: get("locale"),
    clientName: get("clientName"),
    clientCompany: get("clientCompany"),
    clientEmail: get("clientEmail"),
    clientPhone: get("clientPhone"),
    clientAddress: get("clientAddress"),
    discount: has("discount"),
    vat: has("vat"),
    validUntil: get("validUntil"),
    paymentTerms: get("paymentTerms"),
    note: get("note"),
    lines,
  };
}

/** A stored devis as the editor shows it. */
export function toDraft(devis: DevisRow, lines: readonly DevisLineRow[]): DevisDraft {
  const locale = devis.locale === "en" ? "en" : "fr";
  return {
    requestId: devis.request_id ?? "",
    locale,
    clientName: devis.client_name,
    clientCompany: devis.client_company ?? "",
    clientEmail: devis.client_email,
    clientPhone: devis.client_phone,
    clientAddress: devis.client_address ?? "",
    discount: devis.discount_percent > 0,
    vat: devis.vat_rate > 0,
    validUntil: devis.valid_until,
    paymentTerms: devis.payment_terms,
    note: devis.note,
    lines: lines.map((l) => ({
      item: l.price_item_id ?? "",
      label: l.label,
      unit: l.unit,
      quantity: quantityInput(l.quantity, locale),
      price: String(l.unit_price),
    })),
  };
}

/** A problem in the staff's words ("GLYPHS:王" names its characters). */
export function problemText(
  words: Record<(typeof DEVIS_PROBLEMS)[number], string>,
  code: DevisProblem,
) {
  if (code.startsWith("GLYPHS:"))
    return words.GLYPHS.replace("{characters}", code.slice("GLYPHS:".length));
  return words[code as (typeof DEVIS_PROBLEMS)[number]];
}
