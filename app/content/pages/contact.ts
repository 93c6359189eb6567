import type { Stored } from "../field-types";
import { group, icon, l, list, paragraph, type Fields } from "../fields";
import { meta, subtitle, title } from "./shared";

/** Contact page: its header and practical information. */
export const contactFields = {
  meta,
  hero: group(l("En-tête", "Header"), { title: title(), subtitle: subtitle() }),
  practical: group(l("Informations pratiques", "Practical information"), {
    title: title(),
    items: list(
      l("Informations", "Items"),
      {
        icon: icon(),
        title: title(80),
        description: paragraph(l("Description", "Description"), 400),
      },
      { min: 1, max: 8, title: "title" },
    ),
  }),
} satisfies Fields;

/** The page as a new install shows it, in both languages. */
export const contactSeed: Stored<typeof contactFields> = {
  meta: {
    title: l("Contact et horaires : Djidjolé, Lomé", "Contact us and opening hours in Lomé"),
    description: l(
      "Contactez {company} à Djidjolé, Lomé (Togo) : téléphone, WhatsApp, e-mail ou formulaire. Ouvert du lundi au samedi, urgences 24 h/24. Réponse sous {figure:quote-hours}.",
      "Contact {company} in Djidjolé, Lomé, Togo by phone, WhatsApp, email or online form. Open Monday to Saturday, emergencies 24/7. Reply within {figure:quote-hours}.",
    ),
  },
  hero: {
    title: l("Contactez-nous", "Contact us"),
    subtitle: l(
      "Une question, un projet, une urgence ? Notre équipe vous répond sous {figure:quote-hours}, et immédiatement par téléphone.",
      "A question, a project, an emergency? Our team replies within {figure:quote-hours}, or straight away by phone.",
    ),
  },
  practical: {
    title: l("Informations pratiques", "Useful information"),
    items: [
      {
        key: "1",
        icon: "MapPin",
        title: l("Accès", "Getting here"),
        description: l(
          "Appelez-nous en arrivant à Djidjolé : nous vous guidons jusqu'à nos locaux.",
          "Give us a call when you reach Djidjolé and we'll guide you to our premises.",
        ),
      },
      {
        key: "2",
        icon: "CalendarCheck",
        title: l("Visite d'évaluation", "Site assessment"),
        description: l(
          "Pour un devis précis, un technicien vient évaluer vos locaux gratuitement à Lomé.",
          "For an accurate quote, a technician can assess your premises in Lomé free of charge.",
        ),
      },
      {
        key: "3",
        icon: "Wallet",
        title: l("Paiement", "Payment"),
        description: l(
          "Espèces, virement bancaire ou paiement mobile, avec facture à chaque intervention.",
          "Cash, bank transfer or mobile money, with an invoice for every job.",
        ),
      },
      {
        key: "4",
        icon: "Truck",
        title: l("Zone d'intervention", "Where we work"),
        description: l(
          "Tout le Grand Lomé, l'intérieur du Togo et la sous-région sur demande.",
          "All of Greater Lomé, the rest of Togo and, on request, neighbouring countries.",
        ),
      },
    ],
  },
};
