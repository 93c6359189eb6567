import type { SiteFacts } from "../site-facts";
import type { GalleriesContent } from "../types";

export default function frGalleries({ company }: SiteFacts): GalleriesContent {
  return {
    meta: {
      title: "Galerie : nos réalisations à Lomé",
      description: `Nettoyage, hygiène, jardins et événements : découvrez en images les réalisations des équipes ${company.name} à Lomé et partout au Togo. Galerie bientôt enrichie.`,
    },
    heading: "Nos réalisations en images",
    intro:
      "Nettoyage, hygiène, jardins et événements : quelques chantiers de nos équipes à Lomé et au Togo.",
    text: "Notre galerie photo est en préparation. En attendant, découvrez nos services et nos produits.",
    links: [
      { label: "Voir nos services", href: "/services" },
      { label: "Voir nos produits", href: "/produits" },
    ],
    viewer: {
      label: "Visionneuse de photos",
      close: "Fermer",
      previous: "Photo précédente",
      next: "Photo suivante",
      position: "{n} sur {total}",
      open: "Agrandir la photo {n}",
    },
  };
}
