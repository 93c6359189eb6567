import {
  BUDGET_OPTIONS,
  CONTACT_SERVICE_OPTIONS,
  findPriceItem,
  FREQUENCY_OPTIONS,
  SERVICE_TYPE_OPTIONS,
  URGENCY_OPTIONS,
  type PriceSection,
} from "~/content/pricing";
import { leadEmailWords, words } from "~/i18n/words/lead-emails";
import type { Locale } from "~/i18n/locale";
import { formatEstimateRange, formatQuantity } from "~/features/leads/estimate";

/**
 * The one place where a stored lead's codes become words (docs/product/forms.md): the inbox's
 * list, filters and detail, the CSV and the team's e-mails all read `eco-jardin`, `mensuel` or
 * `100k-500k` through here, in the reader's language. The words are the forms' own option labels,
 * so what staff read is what the visitor chose.
 */
const OPTIONS = {
  service: [...SERVICE_TYPE_OPTIONS, ...CONTACT_SERVICE_OPTIONS],
  frequency: FREQUENCY_OPTIONS,
  budget: BUDGET_OPTIONS,
  urgency: URGENCY_OPTIONS,
} as const;

export type CodedLeadField = keyof typeof OPTIONS;

/** Every service a lead may name, once, for the inbox's filter. */
export const LEAD_SERVICES = [...new Set(OPTIONS.service.map((o) => o.value))];

/** The word for a stored code; an unknown code (an option since removed) is shown as it is. */
export function leadWord(
  field: CodedLeadField,
  code: string | null | undefined,
  locale: Locale,
): string | null {
  if (!code) return null;
  const options: ReadonlyArray<{ value: string; label: Record<Locale, string> }> = OPTIONS[field];
  return options.find((o) => o.value === code)?.label[locale] ?? code;
}

/** The language a visitor wrote in, named in the reader's language. */
export function languageWord(code: string | null | undefined, locale: Locale): string | null {
  return code === "fr" || code === "en"
    ? words(locale, leadEmailWords).languages[code]
    : (code ?? null);
}

/** The estimate a quote request carried, as stored with it (the numbers are FCFA). */
export interface StoredEstimate {
  item: string;
  quantity: number;
  frequency: string;
  min: number;
  max: number;
  minAfterDiscount: number;
  maxAfterDiscount: number;
}

/**
 * "Zone 2 (bureaux) × 120 m² (Mensuel) : 30 000 – 48 000 FCFA ; après la réduction de 10 % en
 * ligne : 27 000 – 43 200 FCFA". The item is named from today's price grid when it is still there.
 */
export function estimateWords(
  estimate: StoredEstimate,
  grid: readonly PriceSection[],
  locale: Locale,
): string {
  const item = findPriceItem(grid, estimate.item);
  const what = item
    ? `${item.label[locale]} × ${formatQuantity(estimate.quantity, item, locale)}`
    : `${estimate.item} × ${estimate.quantity}`;
  const how = leadWord("frequency", estimate.frequency, locale);
  const colon = locale === "fr" ? "\u00a0:" : ":";
  const semicolon = locale === "fr" ? "\u00a0;" : ";";
  return (
    `${what} (${how})${colon} ${formatEstimateRange(estimate.min, estimate.max, locale)}` +
    `${semicolon} ${words(locale, leadEmailWords).afterDiscount}${colon} ` +
    formatEstimateRange(estimate.minAfterDiscount, estimate.maxAfterDiscount, locale)
  );
}

const STAMPS: Record<Locale, Intl.DateTimeFormat> = {
  fr: new Intl.DateTimeFormat("fr-FR", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "Africa/Lome",
  }),
  en: new Intl.DateTimeFormat("en-GB", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "Africa/Lome",
  }),
};

/**
 * "22/11/2026 17:56", Lomé time: the form spreadsheets read as a date and time (French Excel and
 * LibreOffice parse dd/mm/yyyy hh:mm; an ISO stamp in UTC stays text there).
 */
export function spreadsheetDate(iso: string, locale: Locale): string {
  const parts = Object.fromEntries(
    STAMPS[locale].formatToParts(new Date(iso)).map((p) => [p.type, p.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}
