import { FORM_ERROR_CODES, formErrorText, type FormErrorCode } from "~/features/leads";
import type { Locale } from "~/i18n/locale";

/**
 * What the visitor reads about a submission kept on the device (docs/product/forms.md#offline),
 * and the event that tells an open page what became of one. Small on purpose: the form pages
 * carry it; the code that stores and sends (lead-queue*.ts) is loaded only when needed.
 */
export const offlineNotices = {
  fr: {
    keptTitle: "Enregistré sur cet appareil",
    keptText:
      "Pas de connexion pour l'instant : votre envoi est gardé ici et partira tout seul dès votre retour en ligne. Vous n'avez rien à refaire.",
    sentTitle: "Votre envoi fait hors ligne nous est parvenu",
    sentText: "Merci ! Nous vous répondons au plus vite.",
    reference: "Référence",
    refusedTitle: "Votre envoi fait hors ligne n'a pas été accepté",
    refusedText: "Remplissez à nouveau le formulaire, ou appelez-nous.",
  },
  en: {
    keptTitle: "Saved on this device",
    keptText:
      "No connection for now: what you sent is kept here and will go out by itself as soon as you are back online. There is nothing more to do.",
    sentTitle: "What you sent offline has reached us",
    sentText: "Thank you! We will get back to you quickly.",
    reference: "Reference",
    refusedTitle: "What you sent offline was not accepted",
    refusedText: "Please fill in the form again, or call us.",
  },
} satisfies Record<Locale, Record<string, string>>;

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
  return `${why}${offlineNotices[locale].refusedText}`;
}
