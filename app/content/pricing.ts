/**
 * Indicative price grid and the option lists of the forms (docs/product/prices.md). The grid
 * itself is edited in the admin and read from the database; `DEFAULT_PRICE_SECTIONS` is its
 * initial content. Labels are given in both languages so that a number and its wording never
 * drift apart.
 */
import type { Locale } from "~/i18n/locale";
import { numberFormat } from "~/i18n/formats";
import { figures } from "./company";
import { CONCEPT_KEYS, SERVICE_TYPE_VALUES, type ServiceType } from "./service-types";
import type { HexColor } from "./types";

export type Localized = Record<Locale, string>;

/* ------------------------------------------------------------ option lists */

export type Option<V extends string> = { value: V; label: Localized };

/** Contact form `service` values (docs/product/prices.md#option-lists). */
export const CONTACT_SERVICE_VALUES = [
  ...CONCEPT_KEYS,
  "formation",
  "devis",
  "partenariat",
  "autre",
] as const;
export type ContactService = (typeof CONTACT_SERVICE_VALUES)[number];

export const FREQUENCY_VALUES = [
  "ponctuel",
  "hebdomadaire",
  "mensuel",
  "trimestriel",
  "semestriel",
  "annuel",
] as const;
export type Frequency = (typeof FREQUENCY_VALUES)[number];

export const BUDGET_VALUES = [
  "moins-50k",
  "50k-100k",
  "100k-500k",
  "500k-1m",
  "plus-1m",
  "a-discuter",
] as const;
export type Budget = (typeof BUDGET_VALUES)[number];

export const URGENCY_VALUES = ["normal", "urgent", "tres-urgent"] as const;
export type Urgency = (typeof URGENCY_VALUES)[number];

const serviceLabels: Record<ContactService, Localized> = {
  "nettoie-pro": {
    fr: "Nettoie Pro – Nettoyage professionnel",
    en: "Nettoie Pro – Professional cleaning",
  },
  "sante-pro": {
    fr: "Santé Pro – Hygiène des centres de santé",
    en: "Santé Pro – Healthcare hygiene",
  },
  "eco-jardin": {
    fr: "Éco Jardin – Création et entretien d'espaces verts",
    en: "Éco Jardin – Green space design and upkeep",
  },
  "natura-potager": {
    fr: "Natura Potager – Potagers biologiques",
    en: "Natura Potager – Organic vegetable gardens",
  },
  "eco-event": {
    fr: "Éco Event – Gestion des déchets d'événements",
    en: "Éco Event – Event waste management",
  },
  "nettoie-event": {
    fr: "Nettoie Event – Nettoyage d'événements",
    en: "Nettoie Event – Event cleaning",
  },
  formation: { fr: "Formation de techniciens", en: "Technician training" },
  devis: { fr: "Demande de devis", en: "Quote request" },
  partenariat: { fr: "Partenariat", en: "Partnership" },
  autre: { fr: "Autre demande", en: "Something else" },
};

export const SERVICE_TYPE_OPTIONS: Option<ServiceType>[] = SERVICE_TYPE_VALUES.map((value) => ({
  value,
  label: serviceLabels[value],
}));

export const CONTACT_SERVICE_OPTIONS: Option<ContactService>[] = CONTACT_SERVICE_VALUES.map(
  (value) => ({
    value,
    label: serviceLabels[value],
  }),
);

export const FREQUENCY_OPTIONS: Option<Frequency>[] = [
  { value: "ponctuel", label: { fr: "Ponctuel (une seule fois)", en: "One-off" } },
  { value: "hebdomadaire", label: { fr: "Hebdomadaire", en: "Weekly" } },
  { value: "mensuel", label: { fr: "Mensuel", en: "Monthly" } },
  { value: "trimestriel", label: { fr: "Trimestriel", en: "Quarterly" } },
  { value: "semestriel", label: { fr: "Semestriel", en: "Every six months" } },
  { value: "annuel", label: { fr: "Annuel", en: "Yearly" } },
];

export const URGENCY_OPTIONS: Option<Urgency>[] = [
  { value: "normal", label: { fr: "Normal (sous 48 h)", en: "Normal (within 48 hours)" } },
  { value: "urgent", label: { fr: "Urgent (sous 24 h)", en: "Urgent (within 24 hours)" } },
  {
    value: "tres-urgent",
    label: { fr: "Très urgent (le jour même)", en: "Very urgent (same day)" },
  },
];

/* -------------------------------------------------------------- formatting */

/** A whole amount grouped the local way: "15 000" (narrow no-break space) or "15,000". */
export function formatAmount(n: number, locale: Locale): string {
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(Math.round(n));
}

/**
 * "15 000 FCFA" / "15,000 FCFA". NOTE: the space before FCFA is a no-break space (U+00A0) so the
 * currency never wraps onto its own line; the French group separator is Intl's U+202F.
 */
export function formatFcfa(n: number, locale: Locale): string {
  return `${formatAmount(n, locale)}\u00a0FCFA`;
}

export const BUDGET_OPTIONS: Option<Budget>[] = [
  {
    value: "moins-50k",
    label: labelOnRead({
      fr: () => `Moins de ${formatFcfa(50_000, "fr")}`,
      en: () => `Under ${formatFcfa(50_000, "en")}`,
    }),
  },
  { value: "50k-100k", label: rangeLabel(50_000, 100_000) },
  { value: "100k-500k", label: rangeLabel(100_000, 500_000) },
  { value: "500k-1m", label: rangeLabel(500_000, 1_000_000) },
  {
    value: "plus-1m",
    label: labelOnRead({
      fr: () => `Plus de ${formatFcfa(1_000_000, "fr")}`,
      en: () => `Over ${formatFcfa(1_000_000, "en")}`,
    }),
  },
  { value: "a-discuter", label: { fr: "À discuter", en: "To be discussed" } },
];

function rangeLabel(min: number, max: number): Localized {
  return labelOnRead({
    fr: () => formatFcfaRange(min, max, "fr"),
    en: () => formatFcfaRange(min, max, "en"),
  });
}

/** A label whose words are formatted when read, so that loading this file formats no amount. */
function labelOnRead(make: Record<Locale, () => string>): Localized {
  return {
    get fr() {
      return make.fr();
    },
    get en() {
      return make.en();
    },
  };
}

/** "500 – 650 FCFA", or "1 000 FCFA" when both ends are the same. */
export function formatFcfaRange(min: number, max: number, locale: Locale): string {
  return min === max
    ? formatFcfa(min, locale)
    : `${formatAmount(min, locale)} – ${formatFcfa(max, locale)}`;
}

/** Options with their label in one language, ready for a <select>. */
export function localizeOptions<V extends string>(
  options: Option<V>[],
  locale: Locale,
): { value: V; label: string }[] {
  return options.map(({ value, label }) => ({ value, label: label[locale] }));
}

/* -------------------------------------------------------------- price grid */

export const PRICE_UNITS = [
  "m2",
  "item",
  "bulb",
  "unit",
  "litre",
  "kg",
  "hour",
  "day",
  "visit",
] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];

export const UNIT_LABELS: Record<PriceUnit, { short: Localized; per: Localized }> = {
  m2: { short: { fr: "m²", en: "m²" }, per: { fr: "/ m²", en: "/ m²" } },
  item: { short: { fr: "pièces", en: "items" }, per: { fr: "/ pièce", en: "/ item" } },
  bulb: { short: { fr: "ampoules", en: "bulbs" }, per: { fr: "/ ampoule", en: "/ bulb" } },
  unit: { short: { fr: "unités", en: "units" }, per: { fr: "/ unité", en: "/ unit" } },
  litre: { short: { fr: "litres", en: "litres" }, per: { fr: "/ litre", en: "/ litre" } },
  kg: { short: { fr: "kg", en: "kg" }, per: { fr: "/ kg", en: "/ kg" } },
  hour: { short: { fr: "heures", en: "hours" }, per: { fr: "/ heure", en: "/ hour" } },
  day: { short: { fr: "jours", en: "days" }, per: { fr: "/ jour", en: "/ day" } },
  visit: { short: { fr: "passages", en: "visits" }, per: { fr: "/ passage", en: "/ visit" } },
};

export type PriceItem = {
  id: string;
  label: Localized;
  description: Localized;
  /** Whole FCFA per unit, 0 < min ≤ max */
  min: number;
  max: number;
  unit: PriceUnit;
  /** Whether the frequency reduction of `estimatePrice` applies (services yes, goods and one-off works no). */
  frequencyApplies: boolean;
  /** Accent dot before the label */
  color?: HexColor;
};

/** One table of the grid. `{range}` in a title is replaced by its lowest and highest prices. */
export type PriceSection = {
  id: string;
  title: Localized;
  /** Header of the item column ("Zone", "Prestation") */
  itemHeader: Localized;
  /** When set, descriptions get their own column on wide screens under this header. */
  descriptionHeader: Localized;
  items: PriceItem[];
};

/**
 * The initial price grid (docs/product/prices.md), which the company edits at /admin/prices.
 * The site reads the grid from the database; only a new install starts from this.
 */
export const DEFAULT_PRICE_SECTIONS: PriceSection[] = [
  {
    id: "cleaning",
    title: { fr: "NETTOYAGE ({range})", en: "CLEANING ({range})" },
    itemHeader: { fr: "Zone", en: "Zone" },
    descriptionHeader: { fr: "Type de lieux", en: "Type of premises" },
    items: [
      {
        id: "zone0",
        min: 50,
        max: 100,
        unit: "m2",
        frequencyApplies: true,
        color: "#65a30d",
        label: { fr: "Zone 0 – Balayage", en: "Zone 0 – Sweeping" },
        description: {
          fr: "Balayage de cours et d'espaces publics",
          en: "Yards and public spaces",
        },
      },
      {
        id: "zone1",
        min: 200,
        max: 300,
        unit: "m2",
        frequencyApplies: true,
        color: "#16a34a",
        label: { fr: "Zone 1 – Entretien courant", en: "Zone 1 – Routine cleaning" },
        description: {
          fr: "Bureaux, bâtiments vides, boutiques, domiciles",
          en: "Offices, empty buildings, shops and homes",
        },
      },
      {
        id: "zone2",
        min: 250,
        max: 400,
        unit: "m2",
        frequencyApplies: true,
        color: "#0891b2",
        label: { fr: "Zone 2 – Nettoyage approfondi", en: "Zone 2 – Deep cleaning" },
        description: {
          fr: "Fin de chantier, traitement des sols, hôtels",
          en: "Post-construction clean-up, floor care, hotels",
        },
      },
      {
        id: "zone3",
        min: 400,
        max: 600,
        unit: "m2",
        frequencyApplies: true,
        color: "#2563eb",
        label: { fr: "Zone 3 – Vitres en hauteur", en: "Zone 3 – High windows" },
        description: {
          fr: "Vitrages et façades vitrées en hauteur",
          en: "Windows and glass frontages at height",
        },
      },
      {
        id: "zone4",
        min: 500,
        max: 650,
        unit: "m2",
        frequencyApplies: true,
        color: "#dc2626",
        label: { fr: "Zone 4 – Hygiène critique", en: "Zone 4 – Critical hygiene" },
        description: {
          fr: "Milieu hospitalier, désinfection, dératisation et désinsectisation, lieux contaminés",
          en: "Hospitals, disinfection, pest control, contaminated sites",
        },
      },
    ],
  },
  {
    id: "extras",
    title: { fr: "SERVICES COMPLÉMENTAIRES", en: "ADDITIONAL SERVICES" },
    itemHeader: { fr: "Prestation", en: "Service" },
    descriptionHeader: { fr: "", en: "" },
    items: [
      {
        id: "furniture",
        min: 1500,
        max: 3000,
        unit: "item",
        frequencyApplies: true,
        label: { fr: "Canapés, divans et fauteuils", en: "Sofas, couches and armchairs" },
        description: {
          fr: "Shampooing et détachage, selon la taille",
          en: "Shampoo and stain removal, by size",
        },
      },
      {
        id: "lighting",
        min: 100,
        max: 500,
        unit: "bulb",
        frequencyApplies: true,
        label: { fr: "Luminaires", en: "Light fittings" },
        description: {
          fr: "Dépoussiérage et dégraissage, par ampoule",
          en: "Dusting and degreasing, per bulb",
        },
      },
      {
        id: "carpets",
        min: 2000,
        max: 5000,
        unit: "item",
        frequencyApplies: true,
        label: { fr: "Tapis", en: "Carpets and rugs" },
        description: {
          fr: "Lavage en profondeur et séchage, selon la surface",
          en: "Deep wash and drying, by size",
        },
      },
    ],
  },
  {
    id: "products",
    title: { fr: "PRODUITS ÉCOLOGIQUES", en: "ECO-FRIENDLY PRODUCTS" },
    itemHeader: { fr: "Produit", en: "Product" },
    descriptionHeader: { fr: "", en: "" },
    items: [
      {
        id: "bins",
        min: 15_000,
        max: 150_000,
        unit: "unit",
        frequencyApplies: false,
        label: { fr: "Poubelles écologiques Ecotrash", en: "Ecotrash eco-friendly bins" },
        description: {
          fr: "Fabriquées à partir de matériaux recyclés et de déchets électroniques, selon modèle et capacité",
          en: "Made from recycled materials and electronic waste, by model and capacity",
        },
      },
      {
        id: "detergent",
        min: 1000,
        max: 1500,
        unit: "litre",
        frequencyApplies: false,
        label: {
          fr: "Détergent, détartrant, lave-vitre Ecoclean",
          en: "Ecoclean detergent, descaler, glass cleaner",
        },
        description: {
          fr: "Formules biodégradables, vendues au litre",
          en: "Biodegradable formulas, sold by the litre",
        },
      },
    ],
  },
  {
    id: "garden",
    title: { fr: "CRÉATION ET ENTRETIEN DE JARDINS", en: "GARDEN CREATION AND UPKEEP" },
    itemHeader: { fr: "Prestation", en: "Service" },
    descriptionHeader: { fr: "", en: "" },
    items: [
      {
        id: "creation-follow",
        min: 6000,
        max: 6000,
        unit: "m2",
        frequencyApplies: false,
        label: {
          fr: "Création de jardin avec suivi de 3 mois",
          en: "Garden creation with 3-month follow-up",
        },
        description: {
          fr: "Conception, plantation et trois mois d'accompagnement",
          en: "Design, planting and three months of aftercare",
        },
      },
      {
        id: "creation-only",
        min: 5000,
        max: 5000,
        unit: "m2",
        frequencyApplies: false,
        label: { fr: "Création de jardin sans suivi", en: "Garden creation without follow-up" },
        description: { fr: "Conception et plantation", en: "Design and planting" },
      },
      {
        id: "maintenance",
        min: 1000,
        max: 1000,
        unit: "m2",
        frequencyApplies: true,
        label: { fr: "Nettoyage et entretien de jardin", en: "Garden cleaning and upkeep" },
        description: {
          fr: "Tonte, taille, désherbage et évacuation des déchets verts",
          en: "Mowing, pruning, weeding and green waste removal",
        },
      },
    ],
  },
];

/** Every priced item of a grid, in grid order. */
export function priceItems(sections: readonly PriceSection[]): PriceItem[] {
  return sections.flatMap((section) => section.items);
}

export function findPriceItem(
  sections: readonly PriceSection[],
  id: string,
): PriceItem | undefined {
  return priceItems(sections).find((item) => item.id === id);
}

/** A section's title in one language, "{range}" filled: "NETTOYAGE (50 - 650)". */
export function sectionTitle(section: PriceSection, locale: Locale): string {
  const title = section.title[locale];
  if (!title.includes("{range}") || !section.items.length) return title.replace("{range}", "");
  const min = Math.min(...section.items.map((i) => i.min));
  const max = Math.max(...section.items.map((i) => i.max));
  return title.replace("{range}", `${min} - ${max}`);
}

/** "50 – 100 FCFA / m²", or "6 000 FCFA / m²" when the price is fixed. */
export function formatUnitPrice(item: PriceItem, locale: Locale): string {
  return `${formatFcfaRange(item.min, item.max, locale)} ${UNIT_LABELS[item.unit].per[locale]}`;
}

/* --------------------------------------------------------------- estimate */

/**
 * Reduction per intervention by frequency, read as the length of the commitment (the grid is
 * "degressive by frequency"): the longer the contract, the lower the price.
 *
 * | frequency    | reduction |
 * |--------------|-----------|
 * | ponctuel     | 0 %       |
 * | hebdomadaire | 5 %       |
 * | mensuel      | 8 %       |
 * | trimestriel  | 10 %      |
 * | semestriel   | 12 %      |
 * | annuel       | 15 %      |
 *
 * Only items with `frequencyApplies` get it (not products, not one-off garden creation).
 * Indicative only: recurring contracts get a free custom quote.
 */
export const FREQUENCY_REDUCTION: Record<Frequency, number> = {
  ponctuel: 0,
  hebdomadaire: 0.05,
  mensuel: 0.08,
  trimestriel: 0.1,
  semestriel: 0.12,
  annuel: 0.15,
};

export type PriceEstimate = {
  min: number;
  max: number;
  minAfterDiscount: number;
  maxAfterDiscount: number;
};

/**
 * Indicative price of `quantity` units (m², items, bulbs, units, litres) of one grid item, in whole
 * FCFA: the grid range times the quantity, less the frequency reduction; the `...AfterDiscount`
 * values also take off the first-order discount (10 %). No item (unknown id) or a quantity that is not
 * a positive number gives zeros. Pure: no I/O, same input, same output.
 */
export function estimatePrice({
  item,
  quantity,
  frequency = "ponctuel",
}: {
  item: PriceItem | undefined;
  quantity: number;
  frequency?: Frequency;
}): PriceEstimate {
  if (!item || !Number.isFinite(quantity) || quantity <= 0) {
    return { min: 0, max: 0, minAfterDiscount: 0, maxAfterDiscount: 0 };
  }
  const reduction = item.frequencyApplies ? (FREQUENCY_REDUCTION[frequency] ?? 0) : 0;
  const keep = 1 - figures.firstOrderDiscountPercent / 100;
  const min = item.min * quantity * (1 - reduction);
  const max = item.max * quantity * (1 - reduction);
  return {
    min: Math.round(min),
    max: Math.round(max),
    minAfterDiscount: Math.round(min * keep),
    maxAfterDiscount: Math.round(max * keep),
  };
}
