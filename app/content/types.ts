/**
 * Shapes of the typed marketing content (docs/product/languages.md#where-texts-live).
 * `app/content/fr/*.ts` and `app/content/en/*.ts` each satisfy one of these, so a text missing in
 * one language fails the type check, and content.test.ts checks both have the same shape.
 *
 * Conventions:
 * - `href` values are locale-free paths ("/quote", "/services#eco-jardin"); the link component adds
 *   `?lng=en` for English.
 * - Image `name`s are file names without extension or folder; the image pipeline serves variants.
 * - Figures (clients, satisfaction, years...) are never typed into copy: modules build strings
 *   from `company.ts` and `pricing.ts`.
 * - `{name}` placeholders in a string are filled at render time with `fillTemplate` (index.ts).
 */

import type {
  CallToAction,
  ConceptId,
  ContactLink,
  FormField,
  HexColor,
  IconCard,
  IconName,
  ImageRef,
  LinkButton,
  PageMeta,
  Stat,
} from "./base-types";
import type { LegalPageContent } from "./legal-types";
import type { ContactContent, QuoteContent, ServicesContent } from "./page-types";

export type * from "./base-types";
export type * from "./legal-types";
export type * from "./page-types";

/* ------------------------------------------------------------------ home */

export type HeroSlide = {
  title: string;
  subtitle: string;
  text: string;
  cta: LinkButton;
  image: ImageRef;
};

export type HomeConcept = {
  id: ConceptId;
  title: string;
  description: string;
  image: ImageRef;
  category: string;
  href: string;
  color: HexColor;
};

export type InterventionMode = {
  id: "ponctuel" | "contrat";
  icon: IconName;
  title: string;
  description: string;
  points: string[];
  cta: LinkButton;
};

export type HomeContent = {
  meta: PageMeta;
  hero: {
    /** aria-label of the carousel region */
    label: string;
    previous: string;
    next: string;
    /** "{n}" is the slide number */
    goToSlide: string;
    pause: string;
    play: string;
    slides: HeroSlide[];
  };
  intro: { eyebrow: string; title: string; text: string };
  concepts: {
    title: string;
    subtitle: string;
    quoteLabel: string;
    learnMoreLabel: string;
    contactExperts: LinkButton;
    items: HomeConcept[];
  };
  interventionModes: { title: string; subtitle: string; modes: InterventionMode[] };
  trust: {
    title: string;
    subtitle: string;
    /** The two tickers' names come from the database (admin: clients and partners). */
    clientsTitle: string;
    partnersTitle: string;
    statsTitle: string;
    stats: Stat[];
  };
  testimonials: {
    title: string;
    subtitle: string;
    previous: string;
    next: string;
    pause: string;
    play: string;
    /** "{n}" is the testimonial's number */
    goToSlide: string;
    /** "{rating}" is the 1–5 score */
    ratingLabel: string;
    /** Under a testimonial written in the page's other language */
    otherLanguage: string;
    empty: string;
    shareButton: string;
    modal: {
      title: string;
      intro: string;
      close: string;
      fields: {
        name: FormField;
        email: FormField;
        rating: { label: string; star: string; stars: string };
        testimonial: FormField;
        phone: FormField;
      };
      requiredNote: string;
      /** Label of the spam trap field, which people never see */
      honeypot: string;
      submit: string;
      submitting: string;
      cancel: string;
      success: string;
      error: string;
    };
  };
  whyChooseUs: { title: string; subtitle: string; items: IconCard[] };
  contactCta: CallToAction & { phone: ContactLink; whatsapp: ContactLink };
  final: CallToAction;
};

/* ----------------------------------------------------------------- about */

export type HistoryHighlight = {
  icon: IconName;
  title: string;
  subtitle: string;
  description: string;
};

export type Achievement = {
  year: number;
  title: string;
  description: string;
  organisation: string;
  color: HexColor;
};

export type CoreValue = { icon: IconName; title: string; description: string; color: HexColor };

export type AboutContent = {
  meta: PageMeta;
  hero: {
    title: string;
    description: string;
    slogan: string;
    image: ImageRef;
    stats: Stat[];
    historyButton: LinkButton;
    teamButton: LinkButton;
  };
  /** `html`, once the company edited it (sanitised rich text), replaces the paragraphs. */
  summary: { title: string; paragraphs: string[]; html?: string };
  history: {
    id: "histoire";
    title: string;
    subtitle: string;
    highlights: HistoryHighlight[];
    timelineTitle: string;
    achievements: Achievement[];
  };
  missionVisionValues: {
    title: string;
    tabs: { mission: string; vision: string; values: string };
    mission: { title: string; text: string };
    vision: { title: string; text: string };
    values: { title: string; intro: string; items: CoreValue[] };
  };
  team: {
    id: "equipe";
    title: string;
    subtitle: string;
    /** Members come from the database (admin: team); these are the words around them. */
    labels: {
      education: string;
      training: string;
      experience: string;
      /** "{name}" is the member's name */
      photoAlt: string;
      /** Shown when no member is published yet */
      empty: string;
    };
    joinText: string;
    joinButton: LinkButton;
  };
  whyChooseUs: {
    title: string;
    subtitle: string;
    features: { icon: IconName; title: string; subtitle: string }[];
    quoteButton: LinkButton;
  };
  cta: CallToAction;
};

/* -------------------------------------------------------------- products */

/** One product of the catalogue (admin: Pages, Products). */
export type Product = {
  id: string;
  title: string;
  description: string;
  variants: string[];
  /** A price-grid line whose range is shown, or "" */
  priceItem: string;
  /** Whole FCFA, one amount or a range, shown when no grid line is chosen */
  price: number | { min: number; max: number } | null;
  photos: { image: ImageRef }[];
};

/** A product range (Ecotrash, Ecoclean): text, selling points and its products. */
export type ProductRange = {
  id: string;
  title: string;
  description: string;
  points: string[];
  products: Product[];
};

export type ProductsContent = {
  meta: PageMeta;
  hero: {
    title: string;
    description: string;
    features: {
      icon: IconName;
      title: string;
      description: string;
    }[];
    /** The rotating ring (docs/product/screens.md#rotating-ring): pictures around an icon. */
    showcase: { centerIcon: IconName; images: { id: string; image: ImageRef }[]; pause: string };
  };
  ecotrash: ProductRange & { id: "ecotrash" };
  ecoclean: ProductRange & { id: "ecoclean" };
  /** Words of the product cards */
  catalogue: { quote: string; variants: string };
  whyChoose: {
    title: string;
    subtitle: string;
    stats: (Stat & { icon: IconName; description: string })[];
  };
  cta: { title: string; text: string; contact: LinkButton; quote: LinkButton };
};

/* ------------------------------------------------------------- galleries */

export type GalleriesContent = {
  meta: PageMeta;
  heading: string;
  /** Under the heading when there are photos (albums come from the database: admin gallery) */
  intro: string;
  /** The friendly line of an empty gallery */
  text: string;
  links: LinkButton[];
  viewer: {
    /** aria-label of the photo viewer */
    label: string;
    close: string;
    previous: string;
    next: string;
    /** "{n}" of "{total}" */
    position: string;
    /** Link text for a photo without a caption, read by screen readers: "{n}" is its number */
    open: string;
  };
};

/** Everything one locale provides, page by page. */
export type SiteContent = {
  home: HomeContent;
  about: AboutContent;
  products: ProductsContent;
  services: ServicesContent;
  galleries: GalleriesContent;
  contact: ContactContent;
  quote: QuoteContent;
  /** Legal notice (/mentions-legales) */
  legal: LegalPageContent;
  /** Privacy page (/confidentialite) */
  privacy: LegalPageContent;
};
