import type { Selectable } from "kysely";
import type { PriceSection } from "~/content/pricing";
import type { ContactMessagesTable, QuoteRequestsTable } from "~/db/schema";
import { adminWords, words } from "~/i18n/words/admin";
import type { Locale } from "~/i18n/locale";
import { CSV_BOM, csvLines, spreadsheetPhone } from "./csv";
import {
  estimateWords,
  languageWord,
  leadWord,
  spreadsheetDate,
  type StoredEstimate,
} from "./lead-words";

/** A lead as the export reads it: its whole row, and its notes oldest first. */
export interface ExportedNote {
  body: string;
  created_at: string;
  author: string | null;
}

export type ExportedLead =
  | ({ type: "contact"; notes: ExportedNote[] } & Selectable<ContactMessagesTable>)
  | ({ type: "quote"; notes: ExportedNote[] } & Selectable<QuoteRequestsTable>);

const HEADERS: Record<Locale, string[]> = {
  fr: [
    "Type",
    "Référence",
    "Date",
    "Statut",
    "Prénom",
    "Nom",
    "E-mail",
    "Téléphone",
    "Entreprise",
    "Service",
    "Surface / quantité",
    "Fréquence",
    "Budget",
    "Urgence",
    "Sujet",
    "Message / besoins",
    "Estimation",
    "Estimation min (FCFA)",
    "Estimation max (FCFA)",
    "Langue",
    "Page",
    "Provenance",
    "Campagne",
    "Notes",
  ],
  en: [
    "Type",
    "Reference",
    "Date",
    "Status",
    "First name",
    "Last name",
    "E-mail",
    "Phone",
    "Company",
    "Service",
    "Area / quantity",
    "Frequency",
    "Budget",
    "Urgency",
    "Subject",
    "Message / needs",
    "Estimate",
    "Estimate min (FCFA)",
    "Estimate max (FCFA)",
    "Language",
    "Page",
    "Referrer",
    "Campaign",
    "Notes",
  ],
};

/** The start of the inbox's CSV file: the byte-order mark and the header line. */
export function leadsCsvHead(locale: Locale): string {
  return CSV_BOM + csvLines([HEADERS[locale]]);
}

/**
 * Leads as lines of the inbox's CSV file, in the reader's language (docs/product/screens.md):
 * words instead of codes, dates as dd/mm/yyyy hh:mm in Lomé time, phone numbers kept as text,
 * each lead's notes in one cell. Amounts stay plain numbers so a spreadsheet can add them up.
 */
export function leadsCsvRows(
  leads: ExportedLead[],
  grid: readonly PriceSection[],
  locale: Locale,
): string {
  const t = words(locale, adminWords).leads;
  const rows = leads.map((lead) => {
    const quote = lead.type === "quote" ? lead : null;
    const contact = lead.type === "contact" ? lead : null;
    const estimate = quote?.estimate ? (JSON.parse(quote.estimate) as StoredEstimate) : null;
    return [
      quote ? t.quote : t.contact,
      quote?.reference ?? "",
      spreadsheetDate(lead.created_at, locale),
      t.statuses[lead.status],
      lead.first_name,
      lead.last_name,
      lead.email,
      spreadsheetPhone(lead.phone),
      lead.company,
      leadWord("service", quote ? quote.service_type : contact!.service, locale),
      quote?.area ?? "",
      leadWord("frequency", quote?.frequency, locale),
      leadWord("budget", quote?.budget, locale),
      leadWord("urgency", lead.urgency, locale),
      contact?.subject ?? "",
      quote ? quote.description : contact!.message,
      estimate ? estimateWords(estimate, grid, locale) : "",
      estimate?.min ?? "",
      estimate?.max ?? "",
      languageWord(lead.locale, locale),
      lead.source_page,
      lead.referrer,
      [lead.utm_source, lead.utm_medium, lead.utm_campaign].filter(Boolean).join(" / "),
      lead.notes
        .map((n) => `${spreadsheetDate(n.created_at, locale)} — ${n.author ?? "—"} : ${n.body}`)
        .join("\n"),
    ];
  });
  return csvLines(rows);
}
