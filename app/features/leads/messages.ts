import type { Locale } from "~/i18n/locale";
import { withLabel } from "~/lib/typography";
import type { FieldErrorCode } from "./form-codes";

/** What each error code says to the visitor, in their language. */
const messages: Record<FieldErrorCode, Record<Locale, string>> = {
  REQUIRED_FIELD_MISSING: { fr: "ce champ est obligatoire", en: "this field is required" },
  REQUIRED_FIELD_EMPTY: { fr: "ce champ est obligatoire", en: "this field is required" },
  TYPE_EMAIL: {
    fr: "adresse e-mail invalide (exemple : nom@domaine.tg)",
    en: "invalid email address (example: name@domain.com)",
  },
  TYPE_NUMERIC: { fr: "un nombre est attendu", en: "a number is expected" },
  TYPE_TEXT: { fr: "un texte est attendu", en: "text is expected" },
  TYPE_PHONE: {
    fr: "numéro invalide (exemple : 90 12 34 56 ou +33 6 12 34 56 78)",
    en: "invalid number (example: +228 90 12 34 56 or +44 7700 900123)",
  },
  TOO_LONG: { fr: "texte trop long", en: "text is too long" },
  INVALID_OPTION: { fr: "choix non reconnu", en: "unknown choice" },
  UNSPECIFIED: { fr: "valeur non valide", en: "invalid value" },
};

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

const formMessages: Record<FormErrorCode, Record<Locale, string>> = {
  EMPTY: { fr: "Le formulaire est vide.", en: "The form is empty." },
  BLOCKED: {
    fr: "Votre envoi a été bloqué. Appelez-nous ou écrivez-nous sur WhatsApp.",
    en: "Your submission was blocked. Please call us or message us on WhatsApp.",
  },
  RATE_LIMITED: {
    fr: "Trop d'envois en peu de temps. Réessayez dans quelques minutes, ou appelez-nous.",
    en: "Too many submissions in a short time. Please try again in a few minutes, or call us.",
  },
  TOO_FAST: {
    fr: "Envoi trop rapide : relisez le formulaire puis envoyez-le à nouveau.",
    en: "That was very quick: please check the form and send it again.",
  },
  PAYLOAD_TOO_LARGE: {
    fr: "Le message est trop volumineux : raccourcissez-le puis envoyez-le à nouveau.",
    en: "The message is too large: please shorten it and send it again.",
  },
  SERVER_ERROR: {
    fr: "Un problème est survenu de notre côté. Réessayez ou appelez-nous.",
    en: "Something went wrong on our side. Please try again or call us.",
  },
  UNAVAILABLE: {
    fr: "Notre serveur est momentanément occupé : votre demande n'a pas été enregistrée. Réessayez dans un instant, ou appelez-nous.",
    en: "Our server is briefly busy: your request was not saved. Please try again in a moment, or call us.",
  },
  OFFLINE: {
    fr: "Pas de connexion : votre envoi n'est pas parti, et cet appareil n'a pas pu le garder. Réessayez une fois connecté, ou appelez-nous.",
    en: "No connection: your submission was not sent, and this device could not keep it. Please try again once you are online, or call us.",
  },
};

/** "ce champ est obligatoire, texte trop long" — the codes of one field, joined by commas. */
export function fieldErrorText(
  codes: readonly FieldErrorCode[] | undefined,
  locale: Locale,
): string | undefined {
  if (!codes?.length) return undefined;
  return codes.map((code) => messages[code]?.[locale] ?? messages.UNSPECIFIED[locale]).join(", ");
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
  return formMessages[code][locale];
}
