import type { Locale } from "~/i18n/locale";
import type { Widen } from "~/i18n/widen";
import { en } from "./en";
import { fr } from "./fr";

export type DevisWords = Widen<typeof fr>;

/** The client's words for a devis in their language. */
export function devisWords(locale: Locale): DevisWords {
  return locale === "en" ? en : fr;
}
export { en as devisWordsEn, fr as devisWordsFr };

/**
 * A unit's name for a quantity in hundredths: French counts everything below 2 as one ("1,5
 * passage"), English only exactly 1 ("1.5 visits"). Whole numbers only, like every quantity.
 */
export function unitWord(unit: string, quantity: number, locale: Locale): string {
  const forms = devisWords(locale).units[unit as keyof DevisWords["units"]];
  if (!forms) return unit;
  const one = locale === "fr" ? quantity < 200 : quantity === 100;
  return one ? forms.one : forms.other;
}
