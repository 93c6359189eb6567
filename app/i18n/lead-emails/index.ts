import type { Locale } from "../locale";
import en from "./en";
import fr, { type LeadEmailStrings } from "./fr";

export type { LeadEmailStrings };

/**
 * The words of the acknowledgement e-mails and of a stored lead, in one language. Apart from the
 * forms' own words (i18n/leads), which the browser carries: these only the server needs.
 */
export function leadEmailStrings(locale: Locale): LeadEmailStrings {
  return locale === "fr" ? fr : en;
}
