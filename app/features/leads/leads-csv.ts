import type { Selectable } from "kysely";
import type { InboxLeadColumns } from "~/db/schema";
import { adminWords, words } from "~/i18n/words/admin";
import { leadKindWords } from "~/i18n/words/lead-kinds";
import type { Locale } from "~/i18n/locale";
import { CSV_BOM, csvLines, spreadsheetPhone } from "~/lib/csv";
import type { LeadType } from "./lead-kind";
import { languageWord, leadWord, spreadsheetDate } from "./lead-words";

/** A lead as the export reads it: its whole row, and its notes oldest first. */
export interface ExportedNote {
  body: string;
  created_at: string;
  author: string | null;
}

/** The file's columns a kind fills from fields of its own (its entry's `inbox.csv`). */
export interface KindCells {
  area?: string | null;
  frequency?: string | null;
  budget?: string | null;
  subject?: string | null;
  estimate?: string;
  estimateMin?: number;
  estimateMax?: number;
}

/** One line of the file: the shared columns, the kind's inbox columns and its own cells. */
export interface ExportedLead extends Selectable<InboxLeadColumns> {
  type: LeadType;
  reference: string | null;
  service: string | null;
  body: string;
  cells: KindCells;
  notes: ExportedNote[];
}

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
export function leadsCsvRows(leads: ExportedLead[], locale: Locale): string {
  const t = words(locale, adminWords).leads;
  const kinds = words(locale, leadKindWords);
  const rows = leads.map(({ cells, ...lead }) => [
    kinds[lead.type].name,
    lead.reference ?? "",
    spreadsheetDate(lead.created_at, locale),
    t.statuses[lead.status],
    lead.first_name,
    lead.last_name,
    lead.email,
    spreadsheetPhone(lead.phone),
    lead.company,
    leadWord("service", lead.service, locale),
    cells.area ?? "",
    cells.frequency ?? "",
    cells.budget ?? "",
    leadWord("urgency", lead.urgency, locale),
    cells.subject ?? "",
    lead.body,
    cells.estimate ?? "",
    cells.estimateMin ?? "",
    cells.estimateMax ?? "",
    languageWord(lead.locale, locale),
    lead.source_page,
    lead.referrer,
    [lead.utm_source, lead.utm_medium, lead.utm_campaign].filter(Boolean).join(" / "),
    lead.notes
      .map((n) => `${spreadsheetDate(n.created_at, locale)} — ${n.author ?? "—"} : ${n.body}`)
      .join("\n"),
  ]);
  return csvLines(rows);
}
