import { leadWords, words } from "~/i18n/words/leads";
import type { Locale } from "~/i18n/locale";
import { withLabel } from "~/lib/typography";
import type { FieldErrorCode } from "./form-codes";

/** Form-level codes (docs/product/forms.md#error-messages). */
export const FORM_ERROR_CODES = [
  "EMPTY",
  "BLOCKED",
  "RATE_LIMITED",
  "TOO_FAST",
  "PAYLOAD_TOO_LARGE",
  "SERVER_ERROR",
  "UNAVAILABLE",
  // Said by the page itself: offline, and the device could not keep the submission either.
  "OFFLINE",
] as const;
export type FormErrorCode = (typeof FORM_ERROR_CODES)[number];

/** "ce champ est obligatoire, texte trop long" — the codes of one field, joined by commas. */
export function fieldErrorText(
  codes: readonly FieldErrorCode[] | undefined,
  locale: Locale,
): string | undefined {
  if (!codes?.length) return undefined;
  const texts: Record<FieldErrorCode, string> = words(locale, leadWords).fieldErrors;
  return codes.map((code) => texts[code] ?? texts.UNSPECIFIED).join(", ");
}

/** "Nom : ce champ est obligatoire" ("Name: …" in English): the label first (docs/product/forms.md#testimonial-form). */
export function prefixedFieldErrorText(
  label: string,
  codes: readonly FieldErrorCode[] | undefined,
  locale: Locale,
): string | undefined {
  const text = fieldErrorText(codes, locale);
  return text && withLabel(label.replace(/\s*\*$/, ""), text, locale);
}

export function formErrorText(code: FormErrorCode, locale: Locale): string {
  const texts: Record<FormErrorCode, string> = words(locale, leadWords).formErrors;
  return texts[code];
}
