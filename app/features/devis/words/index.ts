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
