import type { Locale } from "../locale";
import en from "./en";
import fr, { type UiStrings } from "./fr";

export type { UiStrings };
const byLocale: Record<Locale, UiStrings> = { fr, en };

/** Server-side lookup; the browser gets the strings of its language through the root loader. */
export function uiStrings(locale: Locale): UiStrings {
  return byLocale[locale];
}
