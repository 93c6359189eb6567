import type { GalleriesContent } from "../types";

export default {
  meta: {
    title: "Galerie : nos réalisations à Lomé",
    description:
      "Nettoyage, hygiène, jardins et événements : découvrez en images les réalisations des équipes Africa Clean à Lomé et partout au Togo. Galerie bientôt enrichie.",
  },
  heading: "Nos réalisations en images",
  text: "Notre galerie photo est en préparation. En attendant, découvrez nos services et nos produits.",
  links: [
    { label: "Voir nos services", href: "/services" },
    { label: "Voir nos produits", href: "/produits" },
  ],
} satisfies GalleriesContent;
