import type { Stored } from "../field-types";
import {
  group,
  icon,
  l,
  lines,
  link,
  list,
  paragraph,
  picture,
  amount,
  priceItem,
  type Fields,
  art,
  go,
} from "../fields";
import { figureStat, subtitle, title, meta } from "./shared";

/** One product of the catalogue: shown as a card with a "request a quote" link. */
const product = {
  title: title(80),
  description: paragraph(l("Description", "Description"), 600),
  variants: lines(
    l("Tailles ou variantes (une par ligne)", "Sizes or variants (one per line)"),
    10,
    80,
  ),
  priceItem: priceItem(
    l("Prix de la grille tarifaire", "Price from the price grid"),
    l(
      "Le prix affiché suit la grille ; sinon, le prix indicatif ci-dessous.",
      "The price shown follows the grid; otherwise the indicative price below.",
    ),
  ),
  price: amount(
    l("Prix indicatif (FCFA)", "Indicative price (FCFA)"),
    l(
      "Un montant (35 000) ou une fourchette (15 000 – 25 000).",
      "An amount (35 000) or a range (15 000 – 25 000).",
    ),
  ),
  photos: list(
    l("Photos", "Photos"),
    {
      image: picture(
        l("Photo", "Photo"),
        4 / 3,
        "(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw",
      ),
    },
    { min: 1, max: 4, title: "image" },
  ),
} satisfies Fields;

const range = (label: ReturnType<typeof l>) =>
  group(label, {
    title: title(),
    description: paragraph(l("Texte", "Text"), 1000),
    points: lines(l("Points forts (un par ligne)", "Selling points (one per line)"), 8),
    products: list(l("Produits", "Products"), product, { min: 1, max: 24, title: "title" }),
  });

/** The products page (docs/product/screens.md#products). */
export const productsFields = {
  meta,
  hero: group(l("En-tête", "Header"), {
    title: title(),
    description: paragraph(l("Texte", "Text"), 800),
    features: list(
      l("Atouts", "Strengths"),
      {
        icon: icon(),
        title: title(80),
        description: paragraph(l("Description", "Description"), 300),
      },
      { min: 1, max: 4, title: "title" },
    ),
    showcase: group(l("Anneau de photos", "Ring of photos"), {
      images: list(
        l("Photos de l'anneau", "Photos of the ring"),
        { image: picture(l("Photo", "Photo"), 1, "160px") },
        { min: 3, max: 10, title: "image" },
      ),
    }),
  }),
  ecotrash: range(l("Poubelles écologiques (#ecotrash)", "Eco-bins (#ecotrash)")),
  ecoclean: range(
    l("Détergents biodégradables (#ecoclean)", "Biodegradable detergents (#ecoclean)"),
  ),
  whyChoose: group(l("Pourquoi nos produits", "Why our products"), {
    title: title(),
    subtitle: subtitle(),
    stats: list(
      l("Chiffres", "Figures"),
      { icon: icon(), ...figureStat, description: paragraph(l("Description", "Description"), 300) },
      { max: 6, title: "label" },
    ),
  }),
  cta: group(l("Bandeau final", "Closing band"), {
    title: title(),
    text: paragraph(l("Texte", "Text"), 600),
    contact: link(l("Bouton « contact »", "“Contact” button")),
    quote: link(l("Bouton « devis »", "“Quote” button")),
  }),
} satisfies Fields;

/** The page as a new install shows it, in both languages. */
export const productsSeed: Stored<typeof productsFields> = {
  meta: {
    title: l(
      "Poubelles recyclées et détergents bio à Lomé",
      "Recycled bins and eco detergents in Lomé",
    ),
    description: l(
      "Poubelles écologiques Ecotrash et détergents biodégradables Ecoclean fabriqués à Lomé, Togo. Dès {price:bins:min} l'unité, livraison et conseils.",
      "Ecotrash eco-friendly bins and Ecoclean biodegradable detergents, made in Lomé, Togo. From {price:bins:min} per bin, with delivery and advice.",
    ),
  },
  hero: {
    title: l("Nos produits écologiques", "Our eco-friendly products"),
    description: l(
      "Nous fabriquons à Lomé des équipements et des produits d'entretien qui respectent la santé et l'environnement : des poubelles issues du recyclage et des détergents biodégradables, testés chaque jour par nos propres équipes.",
      "In Lomé, we make equipment and cleaning products that are kind to people and to the planet: bins made from recycled materials and biodegradable detergents, put to the test every day by our own teams.",
    ),
    features: [
      {
        key: "1",
        icon: "Recycle",
        title: l("Matériaux recyclés", "Recycled materials"),
        description: l(
          "Plastiques et déchets électroniques transformés en poubelles solides.",
          "Plastic and electronic waste turned into sturdy bins.",
        ),
      },
      {
        key: "2",
        icon: "Leaf",
        title: l("Formules biodégradables", "Biodegradable formulas"),
        description: l(
          "Des détergents efficaces, sans danger pour les sols et les cours d'eau.",
          "Effective detergents that are safe for soil and waterways.",
        ),
      },
      {
        key: "3",
        icon: "Award",
        title: l("Qualité primée", "Award-winning quality"),
        description: l(
          "Notre gamme Ecotrash a été distinguée pour son innovation circulaire.",
          "Our Ecotrash range has been recognised for circular innovation.",
        ),
      },
    ],
    showcase: {
      images: [
        {
          key: "ecotrash-1",
          image: art(
            "ecotrash-1",
            l(
              "Poubelle Ecotrash verte à roulettes, marquée du symbole du recyclage",
              "Green wheeled Ecotrash bin marked with the recycling symbol",
            ),
          ),
        },
        {
          key: "ecoclean-1",
          image: art(
            "ecoclean-1",
            l(
              "Flacon vert de détergent multi-usage Ecoclean",
              "Green bottle of Ecoclean all-purpose detergent",
            ),
          ),
        },
        {
          key: "ecotrash-2",
          image: art(
            "ecotrash-2",
            l(
              "Station de tri Ecotrash à trois bacs vert, jaune et bleu",
              "Ecotrash sorting station with green, yellow and blue bins",
            ),
          ),
        },
        {
          key: "ecoclean-2",
          image: art(
            "ecoclean-2",
            l(
              "Flacon-pompe jaune de savon Ecoclean, à côté d'un citron",
              "Yellow Ecoclean soap pump bottle next to a lemon",
            ),
          ),
        },
        {
          key: "ecotrash-7",
          image: art(
            "ecotrash-7",
            l(
              "Trois petites poubelles Ecotrash rouge, jaune et verte faites de fûts recyclés",
              "Three small red, yellow and green Ecotrash bins made from recycled drums",
            ),
          ),
        },
        {
          key: "ecoclean-4",
          image: art(
            "ecoclean-4",
            l(
              "Bidon Ecoclean de 5 litres, entouré de gouttes d'eau",
              "5-litre Ecoclean can surrounded by water drops",
            ),
          ),
        },
        {
          key: "ecotrash-10",
          image: art(
            "ecotrash-10",
            l(
              "Composteur Ecotrash en lattes de bois, des feuilles posées dessus",
              "Ecotrash wooden-slat composter with leaves on top",
            ),
          ),
        },
        {
          key: "ecoclean-3",
          image: art(
            "ecoclean-3",
            l(
              "Trois produits Ecoclean : deux bouteilles et un pulvérisateur",
              "Three Ecoclean products: two bottles and a spray bottle",
            ),
          ),
        },
      ],
    },
  },
  ecotrash: {
    title: l("Ecotrash : les poubelles écologiques", "Ecotrash: eco-friendly bins"),
    description: l(
      "Conçues et assemblées dans notre atelier à partir de matériaux recyclés et de déchets électroniques, les poubelles Ecotrash équipent bureaux, écoles, hôtels, marchés et espaces publics. Chaque modèle existe en plusieurs capacités et couleurs pour faciliter le tri.",
      "Designed and assembled in our workshop from recycled materials and electronic waste, Ecotrash bins are used in offices, schools, hotels, markets and public spaces. Each model comes in several sizes and colours to make sorting easy.",
    ),
    points: {
      fr: [
        "Modèles simples, doubles ou stations de tri",
        "Couleurs et pictogrammes de tri personnalisables",
        "Résistantes au soleil et à la pluie",
        "Logo de votre entreprise possible sur commande",
      ],
      en: [
        "Single and double bins, and full sorting stations",
        "Custom colours and recycling symbols",
        "Built to withstand sun and rain",
        "Your company logo available on request",
      ],
    },
    products: [
      {
        key: "poubelle-roulettes",
        title: l("Poubelle à roulettes", "Wheeled bin"),
        description: l(
          "Notre modèle le plus demandé, pour les cours, les bureaux et les résidences : robuste, facile à déplacer et à vider.",
          "Our most requested model, for yards, offices and homes: sturdy, easy to move and to empty.",
        ),
        variants: {
          fr: ["120 litres", "240 litres", "Vert, jaune ou bleu"],
          en: ["120 litres", "240 litres", "Green, yellow or blue"],
        },
        priceItem: "bins",
        price: null,
        photos: [
          {
            key: "1",
            image: art(
              "ecotrash-1",
              l(
                "Poubelle Ecotrash verte à roulettes, marquée du symbole du recyclage",
                "Green wheeled Ecotrash bin marked with the recycling symbol",
              ),
            ),
          },
        ],
      },
      {
        key: "station-de-tri",
        title: l("Station de tri", "Sorting station"),
        description: l(
          "Deux ou trois bacs côte à côte, aux couleurs et pictogrammes de tri, pour les écoles, les hôtels et les espaces publics.",
          "Two or three bins side by side, in sorting colours and symbols, for schools, hotels and public spaces.",
        ),
        variants: {
          fr: ["Double", "Triple", "Sur poteau pour l'extérieur"],
          en: ["Double", "Triple", "On a post, for outdoors"],
        },
        priceItem: "bins",
        price: null,
        photos: [
          {
            key: "1",
            image: art(
              "ecotrash-2",
              l(
                "Station de tri Ecotrash à trois bacs vert, jaune et bleu",
                "Ecotrash sorting station with green, yellow and blue bins",
              ),
            ),
          },
          {
            key: "2",
            image: art(
              "ecotrash-9",
              l(
                "Double poubelle Ecotrash sur poteau, installée sur une plage bordée de palmiers",
                "Double Ecotrash bin on a post on a beach lined with palm trees",
              ),
            ),
          },
        ],
      },
      {
        key: "poubelle-fut-recycle",
        title: l("Poubelle en fût recyclé", "Recycled-drum bin"),
        description: l(
          "Des fûts métalliques récupérés, nettoyés et peints à la main : solides au soleil comme à la pluie.",
          "Salvaged metal drums, cleaned and hand-painted: they stand up to sun and rain alike.",
        ),
        variants: {
          fr: ["Petit modèle", "Grand modèle", "Décor personnalisé sur commande"],
          en: ["Small", "Large", "Your own design on request"],
        },
        priceItem: "bins",
        price: null,
        photos: [
          {
            key: "1",
            image: art(
              "ecotrash-3",
              l(
                "Poubelle Ecotrash rouge faite d'un fût recyclé, décorée de motifs jaunes",
                "Red Ecotrash bin made from a recycled drum, with yellow patterns",
              ),
            ),
          },
          {
            key: "2",
            image: art(
              "ecotrash-7",
              l(
                "Trois petites poubelles Ecotrash rouge, jaune et verte faites de fûts recyclés",
                "Three small red, yellow and green Ecotrash bins made from recycled drums",
              ),
            ),
          },
        ],
      },
      {
        key: "poubelle-pneus",
        title: l("Poubelle en pneus recyclés", "Recycled-tyre bin"),
        description: l(
          "Des pneus usagés empilés et coiffés d'un couvercle : idéale pour les jardins et les parkings.",
          "Used tyres stacked and topped with a lid: ideal for gardens and car parks.",
        ),
        variants: { fr: ["Avec couvercle"], en: ["With lid"] },
        priceItem: "bins",
        price: null,
        photos: [
          {
            key: "1",
            image: art(
              "ecotrash-6",
              l(
                "Poubelle Ecotrash faite de pneus recyclés empilés, avec couvercle",
                "Ecotrash bin made from stacked recycled tyres, with a lid",
              ),
            ),
          },
        ],
      },
      {
        key: "collecte-electronique",
        title: l("Collecte des piles et déchets électroniques", "Battery and e-waste collection"),
        description: l(
          "Bornes et collecteurs à casiers pour les piles, chargeurs et petits appareils, que nous venons vider et recycler.",
          "Collection points and boxes for batteries, chargers and small devices, which we empty and recycle.",
        ),
        variants: {
          fr: ["Collecteur à casiers", "Borne de collecte"],
          en: ["Box with compartments", "Collection point"],
        },
        priceItem: "bins",
        price: null,
        photos: [
          {
            key: "1",
            image: art(
              "ecotrash-5",
              l(
                "Collecteur Ecotrash de piles usagées, à casiers",
                "Ecotrash collector for used batteries, with small compartments",
              ),
            ),
          },
          {
            key: "2",
            image: art(
              "ecotrash-11",
              l(
                "Borne jaune de collecte de piles et de chargeurs, à côté d'un téléphone",
                "Yellow collection box for batteries and chargers, next to a phone",
              ),
            ),
          },
          {
            key: "3",
            image: art(
              "ecotrash-4",
              l(
                "Poubelle Ecotrash verte décorée de pistes de circuit électronique",
                "Green Ecotrash bin decorated with circuit-board tracks",
              ),
            ),
          },
          {
            key: "4",
            image: art(
              "ecotrash-8",
              l(
                "Écran d'ordinateur affichant le symbole du recyclage, pour la collecte des déchets électroniques",
                "Computer screen showing the recycling symbol, for electronic-waste collection",
              ),
            ),
          },
        ],
      },
      {
        key: "composteur",
        title: l("Composteur en bois", "Wooden composter"),
        description: l(
          "Un bac à lattes pour transformer les déchets verts et de cuisine en compost pour le jardin.",
          "A slatted bin that turns garden and kitchen waste into compost for the garden.",
        ),
        variants: { fr: ["Environ 300 litres"], en: ["About 300 litres"] },
        priceItem: "bins",
        price: null,
        photos: [
          {
            key: "1",
            image: art(
              "ecotrash-10",
              l(
                "Composteur Ecotrash en lattes de bois, des feuilles posées dessus",
                "Ecotrash wooden-slat composter with leaves on top",
              ),
            ),
          },
        ],
      },
    ],
  },
  ecoclean: {
    title: l("Ecoclean : les détergents biodégradables", "Ecoclean: biodegradable detergents"),
    description: l(
      "Détergent multi-usage, détartrant et lave-vitre : la gamme Ecoclean nettoie efficacement sans laisser de résidus agressifs. Ce sont les produits que nos agents utilisent chaque jour chez nos clients.",
      "All-purpose detergent, descaler and glass cleaner: the Ecoclean range cleans thoroughly without leaving harsh residues behind. They are the very products our staff use every day on our clients' premises.",
    ),
    points: {
      fr: [
        "Formules biodégradables, adaptées à tous les sols",
        "Odeur fraîche et discrète",
        "Vendus au litre, en bidons ou en recharges",
      ],
      en: [
        "Biodegradable formulas, suitable for all floors",
        "A fresh, subtle scent",
        "Sold by the litre, in cans or refills",
      ],
    },
    products: [
      {
        key: "detergent-multi-usage",
        title: l("Détergent multi-usage", "All-purpose detergent"),
        description: l(
          "Sols, surfaces et sanitaires : le produit que nos agents emploient chaque jour.",
          "Floors, surfaces and bathrooms: the product our staff use every day.",
        ),
        variants: {
          fr: ["Flacon de 1 litre", "Pulvérisateur de 750 ml"],
          en: ["1-litre bottle", "750 ml spray"],
        },
        priceItem: "detergent",
        price: null,
        photos: [
          {
            key: "1",
            image: art(
              "ecoclean-1",
              l(
                "Flacon vert de détergent multi-usage Ecoclean",
                "Green bottle of Ecoclean all-purpose detergent",
              ),
            ),
          },
          {
            key: "2",
            image: art(
              "ecoclean-3",
              l(
                "Trois produits Ecoclean : deux bouteilles et un pulvérisateur",
                "Three Ecoclean products: two bottles and a spray bottle",
              ),
            ),
          },
        ],
      },
      {
        key: "savon-liquide",
        title: l("Savon liquide pour les mains", "Liquid hand soap"),
        description: l(
          "Doux pour la peau, au parfum frais de citron, en flacon-pompe.",
          "Gentle on the skin, with a fresh lemon scent, in a pump bottle.",
        ),
        variants: { fr: ["Flacon-pompe de 500 ml"], en: ["500 ml pump bottle"] },
        priceItem: "detergent",
        price: null,
        photos: [
          {
            key: "1",
            image: art(
              "ecoclean-2",
              l(
                "Flacon-pompe jaune de savon Ecoclean, à côté d'un citron",
                "Yellow Ecoclean soap pump bottle next to a lemon",
              ),
            ),
          },
          {
            key: "2",
            image: art(
              "ecoclean-5",
              l(
                "Flacon de savon liquide Ecoclean entouré de bulles",
                "Bottle of Ecoclean liquid soap surrounded by bubbles",
              ),
            ),
          },
        ],
      },
      {
        key: "bidon-recharge",
        title: l("Bidon de recharge", "Refill can"),
        description: l(
          "Pour les entreprises et les grands ménages : moins d'emballages, un prix au litre plus bas.",
          "For businesses and large households: less packaging and a lower price per litre.",
        ),
        variants: { fr: ["5 litres", "20 litres"], en: ["5 litres", "20 litres"] },
        priceItem: "detergent",
        price: null,
        photos: [
          {
            key: "1",
            image: art(
              "ecoclean-4",
              l(
                "Bidon Ecoclean de 5 litres, entouré de gouttes d'eau",
                "5-litre Ecoclean can surrounded by water drops",
              ),
            ),
          },
        ],
      },
    ],
  },
  whyChoose: {
    title: l("Pourquoi choisir nos produits ?", "Why choose our products?"),
    subtitle: l(
      "Des produits éprouvés sur le terrain, par nos équipes et nos clients.",
      "Proven in the field, by our teams and our clients.",
    ),
    stats: [
      {
        key: "clients",
        icon: "Users",
        figure: "clients",
        label: l("clients servis", "clients served"),
        description: l(
          "Entreprises, écoles et familles utilisent nos produits au quotidien.",
          "Businesses, schools and families use our products every day.",
        ),
      },
      {
        key: "satisfaction",
        icon: "Heart",
        figure: "satisfaction",
        label: l("de satisfaction", "satisfaction"),
        description: l(
          "Nos clients recommandent nos produits à leur entourage.",
          "Our clients recommend our products to the people they know.",
        ),
      },
      {
        key: "awards",
        icon: "Award",
        figure: "awards",
        label: l("distinctions", "awards"),
        description: l(
          "Notre démarche d'économie circulaire est reconnue.",
          "Our circular-economy approach has been recognised.",
        ),
      },
      {
        key: "quote-hours",
        icon: "Clock",
        figure: "quote-hours",
        label: l("pour un devis", "to get a quote"),
        description: l(
          "Commandes en gros et équipements sur mesure chiffrés rapidement.",
          "Bulk orders and custom equipment priced quickly.",
        ),
      },
    ],
  },
  cta: {
    title: l("Équipez vos locaux de manière responsable", "Equip your premises responsibly"),
    text: l(
      "Demandez conseil à notre équipe ou recevez un devis pour vos poubelles et vos produits d'entretien. 10 % sur votre première commande.",
      "Ask our team for advice or get a quote for your bins and cleaning products. 10% off your first order.",
    ),
    contact: go(l("Nous contacter", "Contact us"), "/contact"),
    quote: go(l("Demander un devis", "Request a quote"), "/quote"),
  },
};
