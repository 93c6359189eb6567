import { figures, formatPercent } from "../company";
import type { SiteFacts } from "../site-facts";
import type { ProductsContent } from "../types";
import { ecocleanProducts, ecotrashProducts } from "./product-catalogue";

export default function frProducts(_facts: SiteFacts): ProductsContent {
  return {
    meta: {
      title: "Poubelles recyclées et détergents bio à Lomé",
      description:
        "Poubelles écologiques Ecotrash et détergents biodégradables Ecoclean fabriqués à Lomé, Togo. Dès {price:bins:min} l'unité, livraison et conseils.",
    },
    hero: {
      title: "Nos produits écologiques",
      description:
        "Nous fabriquons à Lomé des équipements et des produits d'entretien qui respectent la santé et l'environnement : des poubelles issues du recyclage et des détergents biodégradables, testés chaque jour par nos propres équipes.",
      features: [
        {
          icon: "Recycle",
          title: "Matériaux recyclés",
          description: "Plastiques et déchets électroniques transformés en poubelles solides.",
        },
        {
          icon: "Leaf",
          title: "Formules biodégradables",
          description: "Des détergents efficaces, sans danger pour les sols et les cours d'eau.",
        },
        {
          icon: "Award",
          title: "Qualité primée",
          description: "Notre gamme Ecotrash a été distinguée pour son innovation circulaire.",
        },
      ],
      showcase: {
        centerIcon: "Recycle",
        images: [
          {
            id: "ecotrash-1",
            image: {
              name: "ecotrash-1",
              alt: "Poubelle Ecotrash verte à roulettes, marquée du symbole du recyclage",
            },
          },
          {
            id: "ecoclean-1",
            image: { name: "ecoclean-1", alt: "Flacon vert de détergent multi-usage Ecoclean" },
          },
          {
            id: "ecotrash-2",
            image: {
              name: "ecotrash-2",
              alt: "Station de tri Ecotrash à trois bacs vert, jaune et bleu",
            },
          },
          {
            id: "ecoclean-2",
            image: {
              name: "ecoclean-2",
              alt: "Flacon-pompe jaune de savon Ecoclean, à côté d'un citron",
            },
          },
          {
            id: "ecotrash-7",
            image: {
              name: "ecotrash-7",
              alt: "Trois petites poubelles Ecotrash rouge, jaune et verte faites de fûts recyclés",
            },
          },
          {
            id: "ecoclean-4",
            image: {
              name: "ecoclean-4",
              alt: "Bidon Ecoclean de 5 litres, entouré de gouttes d'eau",
            },
          },
          {
            id: "ecotrash-10",
            image: {
              name: "ecotrash-10",
              alt: "Composteur Ecotrash en lattes de bois, des feuilles posées dessus",
            },
          },
          {
            id: "ecoclean-3",
            image: {
              name: "ecoclean-3",
              alt: "Trois produits Ecoclean : deux bouteilles et un pulvérisateur",
            },
          },
        ],
        pause: "Mettre l'animation en pause",
      },
    },
    ecotrash: {
      id: "ecotrash",
      title: "Ecotrash : les poubelles écologiques",
      description:
        "Conçues et assemblées dans notre atelier à partir de matériaux recyclés et de déchets électroniques, les poubelles Ecotrash équipent bureaux, écoles, hôtels, marchés et espaces publics. Chaque modèle existe en plusieurs capacités et couleurs pour faciliter le tri.",
      points: [
        "Modèles simples, doubles ou stations de tri",
        "Couleurs et pictogrammes de tri personnalisables",
        "Résistantes au soleil et à la pluie",
        "Logo de votre entreprise possible sur commande",
      ],
      products: ecotrashProducts,
    },
    ecoclean: {
      id: "ecoclean",
      title: "Ecoclean : les détergents biodégradables",
      description:
        "Détergent multi-usage, détartrant et lave-vitre : la gamme Ecoclean nettoie efficacement sans laisser de résidus agressifs. Ce sont les produits que nos agents utilisent chaque jour chez nos clients.",
      points: [
        "Formules biodégradables, adaptées à tous les sols",
        "Odeur fraîche et discrète",
        "Vendus au litre, en bidons ou en recharges",
      ],
      products: ecocleanProducts,
    },
    catalogue: { quote: "Demander un devis", variants: "Existe en :" },
    whyChoose: {
      title: "Pourquoi choisir nos produits ?",
      subtitle: "Des produits éprouvés sur le terrain, par nos équipes et nos clients.",
      stats: [
        {
          icon: "Users",
          value: "{figure:clients}",
          label: "clients servis",
          description: "Entreprises, écoles et familles utilisent nos produits au quotidien.",
        },
        {
          icon: "Heart",
          value: "{figure:satisfaction}",
          label: "de satisfaction",
          description: "Nos clients recommandent nos produits à leur entourage.",
        },
        {
          icon: "Award",
          value: "{figure:awards}",
          label: "distinctions",
          description: "Notre démarche d'économie circulaire est reconnue.",
        },
        {
          icon: "Clock",
          value: "{figure:quote-hours}",
          label: "pour un devis",
          description: "Commandes en gros et équipements sur mesure chiffrés rapidement.",
        },
      ],
    },
    cta: {
      title: "Équipez vos locaux de manière responsable",
      text: `Demandez conseil à notre équipe ou recevez un devis pour vos poubelles et vos produits d'entretien. ${formatPercent(figures.firstOrderDiscountPercent, "fr")} sur votre première commande.`,
      contact: { label: "Nous contacter", href: "/contact" },
      quote: { label: "Demander un devis", href: "/quote" },
    },
  };
}
