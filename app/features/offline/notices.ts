import { FORM_ERROR_CODES, formErrorText, type FormErrorCode } from "~/features/leads";
import { leadWords, words } from "~/i18n/words/leads";
import type { Locale } from "~/i18n/locale";

/**
 * What the visitor reads about a submission kept on the device (docs/product/forms.md#offline),
 * and the event that tells an open page what became of one. Small on purpose: the form pages
 * carry it; the code that stores and sends (lead-queue*.ts) is loaded only when needed.
 */
export function offlineNotices(locale: Locale) {
  return words(locale, leadWords).offline;
}

/** What became of a kept submission once the server answered. */
export interface Delivery {
  id: string;
  outcome: "sent" | "refused";
  /** A quote's DV- reference. */
  reference?: string;
  /** The quote's service type, for the WhatsApp follow-up. */
  serviceType?: string;
  /** The server's form-level code when it refused (e.g. BLOCKED). */
  formError?: string;
}

/** Dispatched on `window` with a Delivery as detail. */
export const DELIVERY_EVENT = "lead-delivery";

// Answers that arrived before the notice that waits for them was on screen.
const recent = new Map<string, Delivery>();

export function rememberDelivery(delivery: Delivery) {
  recent.set(delivery.id, delivery);
  window.dispatchEvent(new CustomEvent<Delivery>(DELIVERY_EVENT, { detail: delivery }));
}

export function deliveryOf(id: string): Delivery | undefined {
  return recent.get(id);
}

/** Why the server refused a kept submission, and what to do, in the visitor's language. */
export function refusalText(formError: string | undefined, locale: Locale): string {
  const known = (FORM_ERROR_CODES as readonly string[]).includes(formError ?? "");
  const why = known ? `${formErrorText(formError as FormErrorCode, locale)} ` : "";
  return `${why}${offlineNotices(locale).refusedText}`;
}
