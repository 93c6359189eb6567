/**
 * What the legal notice and the privacy page say besides their words: how long leads are kept
 * and who publishes and hosts the site. The owner edits them in /admin/settings (stored under
 * the "privacy" settings key); these are the values of a new install.
 */
import type { Locale } from "~/i18n/locale";
import { numberFormat, pluralRules } from "~/i18n/formats";

export interface LegalFacts {
  /** Months after which a lead's personal fields are cleared (docs/product/privacy.md). */
  retentionMonths: number;
  /** The hosting provider: name, address, phone. Empty until the owner fills it in. */
  host: string;
  /** The person responsible for what the site publishes. Empty: the company as a whole. */
  director: string;
  /** Trade register and tax numbers (RCCM, NIF). Empty hides the line. */
  registration: string;
}

export const DEFAULT_RETENTION_MONTHS = 24;
/** The bounds the admin accepts: at least a month, at most ten years. */
export const RETENTION_BOUNDS = { min: 1, max: 120 } as const;

export const DEFAULT_LEGAL_FACTS: LegalFacts = {
  retentionMonths: DEFAULT_RETENTION_MONTHS,
  host: "",
  director: "",
  registration: "",
};

const UNITS: Record<Locale, Record<"month" | "year", Partial<Record<string, string>>>> = {
  fr: { month: { one: "mois", other: "mois" }, year: { one: "an", other: "ans" } },
  en: { month: { one: "month", other: "months" }, year: { one: "year", other: "years" } },
};
const AND: Record<Locale, string> = { fr: "et", en: "and" };

function count(n: number, unit: "month" | "year", locale: Locale): string {
  const forms = UNITS[locale][unit];
  const form = forms[pluralRules(locale).select(n)] ?? forms.other!;
  return `${numberFormat(locale).format(n)} ${form}`;
}

/**
 * The retention period as people say it: "24 mois (2 ans)", "18 months (1 year and 6 months)",
 * "6 mois". Word forms follow the language's plural rules.
 */
export function retentionPhrase(months: number, locale: Locale): string {
  const inMonths = count(months, "month", locale);
  if (months < 12) return inMonths;
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const inYears = rest
    ? `${count(years, "year", locale)} ${AND[locale]} ${count(rest, "month", locale)}`
    : count(years, "year", locale);
  return `${inMonths} (${inYears})`;
}
