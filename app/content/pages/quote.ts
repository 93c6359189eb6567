import type { Stored } from "../field-types";
import { group, l, lines, type Fields } from "../fields";
import { meta, subtitle, title } from "./shared";

/** Quote page: its header and the important-information box. */
export const quoteFields = {
  meta,
  hero: group(l("En-tête", "Header"), {
    title: title(),
    subtitle: subtitle(),
    badges: lines(l("Badges (un par ligne)", "Badges (one per line)"), 5, 60),
  }),
  important: group(l("Informations importantes", "Important information"), {
    title: title(),
    items: lines(l("Informations (une par ligne)", "Items (one per line)"), 10, 400),
  }),
} satisfies Fields;

/** The page as a new install shows it, in both languages. */
export const quoteSeed: Stored<typeof quoteFields> = {
  meta: {
    title: l(
      "Devis gratuit et tarifs de nettoyage à Lomé",
      "Free quote and cleaning prices in Lomé",
    ),
    description: l(
      "Tarifs indicatifs en FCFA : nettoyage, jardins et produits écologiques à Lomé, Togo. Devis personnalisé gratuit sous {figure:quote-hours} et -10 % sur la 1re commande.",
      "Guide prices in FCFA for cleaning, gardens and our eco-friendly products in Lomé, Togo. Free tailored quote within {figure:quote-hours}, 10% off your first order.",
    ),
  },
  hero: {
    title: l("Devis gratuit et tarifs", "Free quotes and prices"),
    subtitle: l(
      "Consultez notre grille tarifaire indicative ou décrivez votre projet pour recevoir une proposition sur mesure.",
      "Check our guide prices or tell us about your project to get a proposal tailored to you.",
    ),
    badges: {
      fr: [
        "Devis gratuit sous {figure:quote-hours}",
        "-10 % sur la première commande",
        "Tarifs dégressifs",
      ],
      en: [
        "Free quote within {figure:quote-hours}",
        "10% off your first order",
        "Lower rates for regular work",
      ],
    },
  },
  important: {
    title: l("Informations importantes", "Good to know"),
    items: {
      fr: [
        "Les tarifs sont indicatifs : le prix final dépend de l'état des lieux, de l'accès et des délais souhaités.",
        "Une visite d'évaluation gratuite peut être organisée à Lomé pour chiffrer votre besoin avec précision.",
        "Pour les contrats réguliers, nous établissons gratuitement un devis adapté à votre rythme.",
        "La réduction de 10 % s'applique à la première commande de chaque nouveau client.",
      ],
      en: [
        "Prices are for guidance: the final price depends on the condition of the premises, access and your deadline.",
        "We can arrange a free site assessment in Lomé to price your job accurately.",
        "For regular contracts, we draw up a free quote that fits your schedule.",
        "The 10% discount applies to each new client's first order.",
      ],
    },
  },
};
