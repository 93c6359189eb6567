import type { Locale } from "../locale";
import en from "./en";
import fr, { type LeadStrings } from "./fr";

export type { LeadStrings };

/** The words of the lead forms and their e-mails in one language (docs/product/languages.md). */
export function leadStrings(locale: Locale): LeadStrings {
  return locale === "fr" ? fr : en;
}
