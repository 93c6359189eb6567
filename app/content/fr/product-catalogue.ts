import type { Product } from "../types";

const photo = (name: string, alt: string) => ({ image: { name, alt } });

/** The Ecotrash bins of the initial catalogue: the company edits them in the admin (Pages). */
export const ecotrashProducts: Product[] = [
  {
    id: "poubelle-roulettes",
    title: "Poubelle à roulettes",
    description:
      "Notre modèle le plus demandé, pour les cours, les bureaux et les résidences : robuste, facile à déplacer et à vider.",
    variants: ["120 litres", "240 litres", "Vert, jaune ou bleu"],
    priceItem: "bins",
    price: null,
    photos: [
      photo("ecotrash-1", "Poubelle Ecotrash verte à roulettes, marquée du symbole du recyclage"),
    ],
  },
  {
    id: "station-de-tri",
    title: "Station de tri",
    description:
      "Deux ou trois bacs côte à côte, aux couleurs et pictogrammes de tri, pour les écoles, les hôtels et les espaces publics.",
    variants: ["Double", "Triple", "Sur poteau pour l'extérieur"],
    priceItem: "bins",
    price: null,
    photos: [
      photo("ecotrash-2", "Station de tri Ecotrash à trois bacs vert, jaune et bleu"),
      photo(
        "ecotrash-9",
        "Double poubelle Ecotrash sur poteau, installée sur une plage bordée de palmiers",
      ),
    ],
  },
  {
    id: "poubelle-fut-recycle",
    title: "Poubelle en fût recyclé",
    description:
      "Des fûts métalliques récupérés, nettoyés et peints à la main : solides au soleil comme à la pluie.",
    variants: ["Petit modèle", "Grand modèle", "Décor personnalisé sur commande"],
    priceItem: "bins",
    price: null,
    photos: [
      photo(
        "ecotrash-3",
        "Poubelle Ecotrash rouge faite d'un fût recyclé, décorée de motifs jaunes",
      ),
      photo(
        "ecotrash-7",
        "Trois petites poubelles Ecotrash rouge, jaune et verte faites de fûts recyclés",
      ),
    ],
  },
  {
    id: "poubelle-pneus",
    title: "Poubelle en pneus recyclés",
    description:
      "Des pneus usagés empilés et coiffés d'un couvercle : idéale pour les jardins et les parkings.",
    variants: ["Avec couvercle"],
    priceItem: "bins",
    price: null,
    photos: [
      photo("ecotrash-6", "Poubelle Ecotrash faite de pneus recyclés empilés, avec couvercle"),
    ],
  },
  {
    id: "collecte-electronique",
    title: "Collecte des piles et déchets électroniques",
    description:
      "Bornes et collecteurs à casiers pour les piles, chargeurs et petits appareils, que nous venons vider et recycler.",
    variants: ["Collecteur à casiers", "Borne de collecte"],
    priceItem: "bins",
    price: null,
    photos: [
      photo("ecotrash-5", "Collecteur Ecotrash de piles usagées, à casiers"),
      photo(
        "ecotrash-11",
        "Borne jaune de collecte de piles et de chargeurs, à côté d'un téléphone",
      ),
      photo("ecotrash-4", "Poubelle Ecotrash verte décorée de pistes de circuit électronique"),
      photo(
        "ecotrash-8",
        "Écran d'ordinateur affichant le symbole du recyclage, pour la collecte des déchets électroniques",
      ),
    ],
  },
  {
    id: "composteur",
    title: "Composteur en bois",
    description:
      "Un bac à lattes pour transformer les déchets verts et de cuisine en compost pour le jardin.",
    variants: ["Environ 300 litres"],
    priceItem: "bins",
    price: null,
    photos: [
      photo("ecotrash-10", "Composteur Ecotrash en lattes de bois, des feuilles posées dessus"),
    ],
  },
];

/** The Ecoclean detergents of the initial catalogue. */
export const ecocleanProducts: Product[] = [
  {
    id: "detergent-multi-usage",
    title: "Détergent multi-usage",
    description: "Sols, surfaces et sanitaires : le produit que nos agents emploient chaque jour.",
    variants: ["Flacon de 1 litre", "Pulvérisateur de 750 ml"],
    priceItem: "detergent",
    price: null,
    photos: [
      photo("ecoclean-1", "Flacon vert de détergent multi-usage Ecoclean"),
      photo("ecoclean-3", "Trois produits Ecoclean : deux bouteilles et un pulvérisateur"),
    ],
  },
  {
    id: "savon-liquide",
    title: "Savon liquide pour les mains",
    description: "Doux pour la peau, au parfum frais de citron, en flacon-pompe.",
    variants: ["Flacon-pompe de 500 ml"],
    priceItem: "detergent",
    price: null,
    photos: [
      photo("ecoclean-2", "Flacon-pompe jaune de savon Ecoclean, à côté d'un citron"),
      photo("ecoclean-5", "Flacon de savon liquide Ecoclean entouré de bulles"),
    ],
  },
  {
    id: "bidon-recharge",
    title: "Bidon de recharge",
    description:
      "Pour les entreprises et les grands ménages : moins d'emballages, un prix au litre plus bas.",
    variants: ["5 litres", "20 litres"],
    priceItem: "detergent",
    price: null,
    photos: [photo("ecoclean-4", "Bidon Ecoclean de 5 litres, entouré de gouttes d'eau")],
  },
];
