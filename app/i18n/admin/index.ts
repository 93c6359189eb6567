import type { Locale } from "../locale";
import type { Widen } from "../widen";
import { en } from "./en";
import { fr } from "./fr";

/**
 * The private area's words (docs/product/languages.md): French first, English with the same
 * shape, one file per area in fr/ and en/. Read them with `useAdmin().t` in components, or
 * `adminStrings(locale)` on the server.
 */
export type AdminStrings = Widen<typeof fr>;

export function adminStrings(locale: Locale): AdminStrings {
  return locale === "fr" ? fr : en;
}
export { fr as adminFr, en as adminEn };
export type { AuditAction } from "./fr/insights";
