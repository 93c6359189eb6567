import type { Locale } from "~/i18n/locale";
import type { Words } from "~/i18n/words";
import { devisWords, words } from "~/i18n/words/devis";

/**
 * A unit's name for a quantity in hundredths: French counts everything below 2 as one ("1,5
 * passage"), English only exactly 1 ("1.5 visits"). Whole numbers only, like every quantity.
 */
export function unitWord(unit: string, quantity: number, locale: Locale): string {
  const forms = words(locale, devisWords).units[unit as keyof Words<"devis">["units"]];
  if (!forms) return unit;
  const one = locale === "fr" ? quantity < 200 : quantity === 100;
  return one ? forms.one : forms.other;
}
