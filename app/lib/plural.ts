import type { Locale } from "~/i18n/locale";
import { fillTemplate } from "~/i18n/template";
import { numberFormat, pluralRules } from "~/i18n/formats";

/** A text in its singular and plural forms; `{n}` is the number, formatted for the language. */
export interface PluralText {
  one: string;
  other: string;
}

/** A whole number as the language writes it ("1 234" in French, "1,234" in English). */
export function formatNumber(locale: Locale, n: number): string {
  return numberFormat(locale).format(n);
}

/**
 * "1 demande", "0 demande", "2 demandes"; "1 lead", "0 leads": each language's own rule (French
 * counts 0 and 1 as singular, English only 1), never a hand-written "(s)". `values` fill the
 * text's other placeholders ("the {shown} newest of {n}").
 */
export function plural(
  locale: Locale,
  n: number,
  text: PluralText,
  values: Record<string, string | number> = {},
): string {
  const form = pluralRules(locale).select(n) === "one" ? text.one : text.other;
  return fillTemplate(form, { ...values, n: formatNumber(locale, n) });
}
