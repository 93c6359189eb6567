import { mailtoLink, telLink } from "../company";
import type { SiteFacts } from "../site-facts";
import type { ServicesFrame } from "../types";

export default function frServices({ company }: SiteFacts): ServicesFrame {
  return {
    nav: {
      formations: "Formations",
      label: "Aller à une section",
    },
    concepts: {
      id: "concepts",
      quoteLabel: "Demander un devis gratuit",
    },
    formations: {
      id: "formations",
      durationLabel: "Durée",
      phone: { label: `Appeler le ${company.phones.primary.display}`, href: telLink(company) },
      email: {
        label: `Écrire à ${company.email}`,
        href: mailtoLink(company, "Inscription à une formation"),
      },
    },
    structuredData: { areaServed: { country: "Togo", region: "Afrique de l'Ouest" } },
  };
}
