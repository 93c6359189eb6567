import type { Locale } from "~/i18n/locale";

/**
 * "Label : value" in French, "Label: value" in English: French typography puts a space before
 * the colon, English does not. Every "label, colon, value" the visitor reads goes through this.
 */
export function withLabel(label: string, value: string, locale: Locale): string {
  return `${label}${locale === "fr" ? " : " : ": "}${value}`;
}
