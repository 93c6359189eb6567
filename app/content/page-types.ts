/**
 * Content shapes of the services, contact and quote pages (split from types.ts to keep both files
 * short): each its frame and its fields as shown. Import them from "./types", which re-exports everything here; the small shapes they
 * use come from "./base-types".
 */
import type { ContactLink, FormFeedback, FormField, IconName, LinkButton } from "./base-types";
import type { Shown } from "./field-types";
import type { contactFields } from "./pages/contact";
import type { quoteFields } from "./pages/quote";
import type { servicesFields } from "./pages/services";

/* -------------------------------------------------------------- services */

export type ServicesFrame = {
  /** Sticky pills: one per concept (in concept order) plus the trainings' pill. */
  nav: { label: string; formations: string };
  concepts: { id: "concepts"; quoteLabel: string };
  formations: {
    id: "formations";
    durationLabel: string;
    phone: ContactLink;
    email: ContactLink;
  };
  /** Wording of the schema.org Service entries of this page (not shown on screen). */
  structuredData: { areaServed: { country: string; region: string } };
};
export type ServicesContent = Shown<typeof servicesFields> & ServicesFrame;
export type ServiceConcept = ServicesContent["concepts"]["items"][number];

/* --------------------------------------------------------------- contact */

export type ContactFrame = {
  cards: {
    /** The address's lines come from the settings (addressLines, app/features/company). */
    address: { title: string; directions: ContactLink };
    phones: { title: string; numbers: ContactLink[]; note: string };
    email: { title: string; address: ContactLink; note: string };
    hours: { title: string; lines: { days: string; hours: string }[] };
  };
  social: {
    title: string;
    text: string;
    links: { network: SocialNetworkName; label: string; href: string }[];
  };
  quickActions: { title: string; items: (LinkButton & { icon: IconName; description: string })[] };
  map: {
    title: string;
    text: string;
    showButton: string;
    notice: string;
    iframeTitle: string;
    openExternal: ContactLink;
  };
  emergency: { title: string; text: string; call: ContactLink };
  chat: { title: string; text: string; button: ContactLink };
  form: {
    title: string;
    subtitle: string;
    fields: {
      firstName: FormField;
      lastName: FormField;
      email: FormField;
      phone: FormField;
      company: FormField;
      subject: FormField;
      service: FormField;
      message: FormField;
      urgency: FormField;
    };
    requiredNote: string;
    submit: string;
    sending: string;
    /** Label of the hidden anti-spam field (read only by bots and, if ever, screen readers) */
    honeypotLabel: string;
    feedback: FormFeedback;
  };
};

export type ContactContent = Shown<typeof contactFields> & ContactFrame;

export type SocialNetworkName = "facebook" | "instagram" | "linkedin" | "x" | "tiktok" | "youtube";

/* ----------------------------------------------------------------- quote */

export type QuoteFrame = {
  tabs: { label: string; calculator: string; form: string };
  grid: {
    title: string;
    intro: string;
    /** Section titles and item labels come from the database (admin: prices). */
    priceHeader: string;
    notes: string[];
  };
  actions: {
    call: ContactLink;
    whatsapp: ContactLink;
    /** Switches to the form tab */
    customQuote: string;
    contact: LinkButton;
  };
  estimator: {
    title: string;
    intro: string;
    item: FormField;
    /** "{unit}" is the unit of the chosen item (m², item, litre...) */
    quantity: FormField;
    frequency: FormField;
    frequencyNotApplicable: string;
    /** "{min}" and "{max}" are formatted amounts, FCFA included */
    result: string;
    discounted: string;
    /** For fixed prices (min = max): "{amount}" is the formatted amount */
    discountedSingle: string;
    /** Shown until an item and a quantity are chosen */
    prompt: string;
    /** Submit button of the estimator (computes on the server when JavaScript is off) */
    submit: string;
    /** Switches to the form tab, taking the estimate along */
    toForm: string;
    disclaimer: string;
  };
  form: {
    title: string;
    subtitle: string;
    fields: {
      firstName: FormField;
      lastName: FormField;
      email: FormField;
      phone: FormField;
      company: FormField;
      serviceType: FormField;
      area: FormField;
      frequency: FormField;
      description: FormField;
      budget: FormField;
      urgency: FormField;
    };
    requiredNote: string;
    submit: string;
    submitting: string;
    honeypotLabel: string;
    /** The description's first words from a product card's link: "{product}" is its title */
    productNote: string;
    /** "{item}", "{quantity}" (with its unit) and "{range}" describe the estimate sent along */
    estimateNote: string;
    /** After success: continue the conversation on WhatsApp; "{reference}" and "{service}" fill the message */
    whatsapp: { label: string; message: string };
    feedback: FormFeedback;
  };
};
export type QuoteContent = Shown<typeof quoteFields> & QuoteFrame;
