import { clientsServedLabel, figures, formatPercent } from "../company";
import { formatFcfa } from "../pricing";
import type { SiteFacts } from "../site-facts";
import type { ProductsContent } from "../types";

export default function frProducts({ price }: SiteFacts): ProductsContent {
  return {
    meta: {
      title: "Poubelles recyclées et détergents bio à Lomé",
      description: `Poubelles écologiques Ecotrash et détergents biodégradables Ecoclean fabriqués à Lomé, Togo. Dès ${formatFcfa(price("bins").min, "fr")} l'unité, livraison et conseils.`,
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
          "ecotrash-1",
          "ecoclean-1",
          "ecotrash-2",
          "ecoclean-2",
          "ecotrash-7",
          "ecoclean-4",
          "ecotrash-10",
          "ecoclean-3",
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
      priceHint: `De ${formatFcfa(price("bins").min, "fr")} à ${formatFcfa(price("bins").max, "fr")} l'unité selon le modèle`,
      images: [
        { name: "ecotrash-1", alt: "Poubelle Ecotrash verte de 50 litres à couvercle basculant" },
        { name: "ecotrash-2", alt: "Station de tri Ecotrash à trois bacs de couleurs différentes" },
        {
          name: "ecotrash-3",
          alt: "Poubelle double Ecotrash pour déchets recyclables et ordures ménagères",
        },
        { name: "ecotrash-4", alt: "Poubelle Ecotrash sur pied installée dans une cour d'école" },
        { name: "ecotrash-5", alt: "Grand conteneur Ecotrash pour marché ou espace public" },
        { name: "ecotrash-6", alt: "Petite corbeille de bureau Ecotrash en plastique recyclé" },
        {
          name: "ecotrash-7",
          alt: "Poubelle Ecotrash habillée de pièces de circuits électroniques recyclés",
        },
        { name: "ecotrash-8", alt: "Poubelles Ecotrash alignées à l'entrée d'un hôtel" },
        { name: "ecotrash-9", alt: "Poubelle Ecotrash murale fixée dans un couloir" },
        { name: "ecotrash-10", alt: "Poubelle Ecotrash personnalisée au logo d'une entreprise" },
        {
          name: "ecotrash-11",
          alt: "Artisan de l'atelier Africa Clean assemblant une poubelle Ecotrash",
        },
      ],
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
      priceHint: `De ${formatFcfa(price("detergent").min, "fr")} à ${formatFcfa(price("detergent").max, "fr")} le litre`,
      images: [
        { name: "ecoclean-1", alt: "Bidon de détergent multi-usage Ecoclean de 5 litres" },
        { name: "ecoclean-2", alt: "Flacon de lave-vitre Ecoclean avec pulvérisateur" },
        {
          name: "ecoclean-3",
          alt: "Bouteille de détartrant Ecoclean posée sur un plan de travail",
        },
        { name: "ecoclean-4", alt: "Gamme complète des produits Ecoclean alignés" },
        {
          name: "ecoclean-5",
          alt: "Agent Africa Clean utilisant un produit Ecoclean sur une vitre",
        },
      ],
    },
    whyChoose: {
      title: "Pourquoi choisir nos produits ?",
      subtitle: "Des produits éprouvés sur le terrain, par nos équipes et nos clients.",
      stats: [
        {
          icon: "Users",
          value: clientsServedLabel(),
          label: "clients servis",
          description: "Entreprises, écoles et familles utilisent nos produits au quotidien.",
        },
        {
          icon: "Heart",
          value: formatPercent(figures.satisfactionPercent, "fr"),
          label: "de satisfaction",
          description: "Nos clients recommandent nos produits à leur entourage.",
        },
        {
          icon: "Award",
          value: String(figures.awards),
          label: "distinctions",
          description: "Notre démarche d'économie circulaire est reconnue.",
        },
        {
          icon: "Clock",
          value: `${figures.quoteAnswerHours} h`,
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
