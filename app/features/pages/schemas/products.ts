import {
  group,
  icon,
  l,
  lines,
  link,
  list,
  paragraph,
  picture,
  text,
  type Fields,
} from "../fields";
import { figureStat, subtitle, title } from "./shared";

/** One product of the catalogue: shown as a card with a "request a quote" link. */
const product: Fields = {
  title: title(80),
  description: paragraph(l("Description", "Description"), 600),
  variants: lines(
    l("Tailles ou variantes (une par ligne)", "Sizes or variants (one per line)"),
    10,
    80,
  ),
  priceItem: {
    kind: "priceItem",
    label: l("Prix de la grille tarifaire", "Price from the price grid"),
    hint: l(
      "Le prix affiché suit la grille ; sinon, le prix indicatif ci-dessous.",
      "The price shown follows the grid; otherwise the indicative price below.",
    ),
  },
  price: {
    kind: "amount",
    label: l("Prix indicatif (FCFA)", "Indicative price (FCFA)"),
    hint: l(
      "Un montant (35 000) ou une fourchette (15 000 – 25 000).",
      "An amount (35 000) or a range (15 000 – 25 000).",
    ),
  },
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
};

const range = (label: ReturnType<typeof l>) =>
  group(label, {
    title: title(),
    description: paragraph(l("Texte", "Text"), 1000),
    points: lines(l("Points forts (un par ligne)", "Selling points (one per line)"), 8),
    products: list(l("Produits", "Products"), product, { min: 1, max: 24, title: "title" }),
  });

/** The products page (docs/product/screens.md#products). */
export const productsFields: Fields = {
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
};

/** Contact page: its header and practical information. */
export const contactFields: Fields = {
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
};

/** Quote page: its header and the important-information box. */
export const quoteFields: Fields = {
  hero: group(l("En-tête", "Header"), {
    title: title(),
    subtitle: subtitle(),
    badges: lines(l("Badges (un par ligne)", "Badges (one per line)"), 5, 60),
  }),
  important: group(l("Informations importantes", "Important information"), {
    title: title(),
    items: lines(l("Informations (une par ligne)", "Items (one per line)"), 10, 400),
  }),
};

/** The key figures, shown by the home, about and products pages. */
export const figuresFields: Fields = {
  figures: group(l("Chiffres clés", "Key figures"), {
    items: list(
      l("Chiffres", "Figures"),
      {
        name: text(l("Ce qu'il compte", "What it counts"), 60),
        value: { kind: "number", label: l("Valeur", "Value"), min: 0, max: 10_000_000 },
        unit: { kind: "unit", label: l("Présentation", "Shown as") },
      },
      { min: 1, max: 12, title: "name" },
    ),
  }),
};
