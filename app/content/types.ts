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

import type { ContactLink, FormField, IconName, LinkButton, PageMeta } from "./base-types";
import type { Shown } from "./field-types";
import type { LegalPageContent } from "./legal-types";
import type { ContactFrame, QuoteFrame, ServicesFrame } from "./page-types";
import type { ContactContent, QuoteContent, ServicesContent } from "./page-types";
import type { aboutFields } from "./pages/about";
import type { homeFields } from "./pages/home";
import type { productsFields } from "./pages/products";

export type * from "./base-types";
export type * from "./legal-types";
export type * from "./page-types";

/* ------------------------------------------------------------------ home */

/**
 * Each page the company edits is its fields as shown (app/content/pages/<page>.ts) and a frame:
 * the words of its controls and what comes from the settings, kept in the code
 * (app/content/{fr,en}/<page>.ts).
 */
export type HomeFrame = {
  hero: {
    /** aria-label of the carousel region */
    label: string;
    previous: string;
    next: string;
    /** "{n}" is the slide number */
    goToSlide: string;
    pause: string;
    play: string;
  };
  concepts: { quoteLabel: string; learnMoreLabel: string; contactExperts: LinkButton };
  testimonials: {
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
  contactCta: { phone: ContactLink; whatsapp: ContactLink };
};
export type HomeContent = Shown<typeof homeFields> & HomeFrame;
export type HeroSlide = HomeContent["hero"]["slides"][number];
export type HomeConcept = HomeContent["concepts"]["items"][number];

/* ----------------------------------------------------------------- about */

export type AboutFrame = {
  history: { id: "histoire" };
  missionVisionValues: { tabs: { mission: string; vision: string; values: string } };
  team: {
    id: "equipe";
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
  };
};
export type AboutContent = Shown<typeof aboutFields> & AboutFrame;
export type Achievement = AboutContent["history"]["achievements"][number];

/* -------------------------------------------------------------- products */

export type ProductsFrame = {
  hero: { showcase: { centerIcon: IconName; pause: string } };
  ecotrash: { id: "ecotrash" };
  ecoclean: { id: "ecoclean" };
  /** Words of the product cards */
  catalogue: { quote: string; variants: string };
};
export type ProductsContent = Shown<typeof productsFields> & ProductsFrame;
/** A product range (Ecotrash, Ecoclean): text, selling points and its products. */
export type ProductRange = ProductsContent["ecotrash" | "ecoclean"];
export type Product = ProductRange["products"][number];

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

/** Everything one locale's code provides, page by page: the frames and the pages kept in code. */
export type SiteFrames = {
  home: HomeFrame;
  about: AboutFrame;
  products: ProductsFrame;
  services: ServicesFrame;
  galleries: GalleriesContent;
  contact: ContactFrame;
  quote: QuoteFrame;
  /** Legal notice (/mentions-legales) */
  legal: LegalPageContent;
  /** Privacy page (/confidentialite) */
  privacy: LegalPageContent;
};

/** What each public page shows in one language. */
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
