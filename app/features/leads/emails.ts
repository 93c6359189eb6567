import type { CompanyIdentity } from "~/content/company";
import type { Locale } from "~/i18n/locale";

export type Fields = Array<[label: string, value: string | number | null | undefined]>;

/** Plain-text list of every field, empty ones included so the team sees what was left out. */
function fieldList(fields: Fields): string {
  return fields
    .map(
      ([label, value]) =>
        `${label}: ${value === null || value === undefined || value === "" ? "—" : value}`,
    )
    .join("\n");
}

/**
 * The e-mail to the company: every field in words, in French (the team's language), and the
 * address of the lead itself in the admin.
 */
export function notificationEmail(
  kind: "contact" | "quote" | "testimonial",
  title: string,
  fields: Fields,
  adminUrl: string,
  company: CompanyIdentity,
) {
  const labels = {
    contact: "Nouveau message de contact",
    quote: "Nouvelle demande de devis",
    testimonial: "Nouveau témoignage à modérer",
  } as const;
  return {
    subject: `[${company.name}] ${labels[kind]} — ${title}`,
    text: `${labels[kind]}\n\n${fieldList(fields)}\n\nÀ traiter dans l'espace d'administration : ${adminUrl}\n`,
  };
}

const ack = {
  contact: {
    fr: {
      subject: "Nous avons bien reçu votre message",
      body: "Merci pour votre message. Notre équipe vous répondra dans les plus brefs délais (sous 24 h ouvrées).",
    },
    en: {
      subject: "We have received your message",
      body: "Thank you for your message. Our team will get back to you as soon as possible (within one working day).",
    },
  },
  quote: {
    fr: {
      subject: "Votre demande de devis {ref}",
      body: "Merci pour votre demande de devis (référence {ref}). Nous étudions votre besoin et vous recontacterons sous 24 h avec un devis gratuit.",
    },
    en: {
      subject: "Your quote request {ref}",
      body: "Thank you for your quote request (reference {ref}). We are looking at your needs and will get back to you within 24 hours with a free quote.",
    },
  },
  testimonial: {
    fr: {
      subject: "Merci pour votre témoignage",
      body: "Merci d'avoir partagé votre expérience. Nous l'examinerons bientôt avant de la publier sur notre site.",
    },
    en: {
      subject: "Thank you for your testimonial",
      body: "Thank you for sharing your experience. We will review it shortly before publishing it on our website.",
    },
  },
} as const;

const RECAP: Record<Locale, string> = {
  fr: "Pour mémoire, voici ce que vous nous avez envoyé :",
  en: "For your records, this is what you sent us:",
};

/**
 * The acknowledgement to the visitor, in their language, with a recap of what they sent (the
 * team's answer goes to the company's address: the message's Reply-To).
 */
export function acknowledgementEmail(
  kind: "contact" | "quote" | "testimonial",
  locale: Locale,
  name: string,
  reference: string | undefined,
  company: CompanyIdentity,
  recap: Fields,
) {
  const t = ack[kind][locale];
  const fill = (s: string) => s.replaceAll("{ref}", reference ?? "");
  const hello = locale === "fr" ? `Bonjour ${name},` : `Hello ${name},`;
  const sign =
    locale === "fr"
      ? `Cordialement,\nL'équipe ${company.name}`
      : `Kind regards,\nThe ${company.name} team`;
  const contact = `${company.phones.primary.display} · WhatsApp https://wa.me/${company.phones.primary.whatsapp} · ${company.email}`;
  return {
    subject: fill(t.subject),
    text: `${hello}\n\n${fill(t.body)}\n\n${RECAP[locale]}\n\n${fieldList(recap)}\n\n${sign}\n${contact}\n`,
  };
}
