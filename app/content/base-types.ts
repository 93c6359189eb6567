/**
 * The small shapes every page's content is built of (pictures, links, figures, cards). Page
 * shapes (types.ts, page-types.ts, legal-types.ts) import them from here; types.ts re-exports
 * them, so the rest of the code imports everything from "~/content/types".
 */
import type { MediaImage } from "~/content/media-image";

/** The six service concepts, in the order of the services page. */
export type ConceptId =
  "nettoie-pro" | "sante-pro" | "eco-jardin" | "natura-potager" | "eco-event" | "nettoie-event";

/** `#rrggbb`. */
export type HexColor = `#${string}`;

/**
 * Every icon the content refers to, by name. The UI keeps one map from these names to SVGs, so an
 * unknown name is a type error rather than an empty square.
 */
export type IconName =
  | "Award"
  | "BadgePercent"
  | "CalendarCheck"
  | "CalendarClock"
  | "Clock"
  | "FileText"
  | "Handshake"
  | "Heart"
  | "HeartPulse"
  | "Leaf"
  | "Lightbulb"
  | "MapPin"
  | "Recycle"
  | "ShieldCheck"
  | "Sparkle"
  | "Sprout"
  | "Target"
  | "Truck"
  | "Users"
  | "Wallet";

export type PageMeta = { title: string; description: string };

/**
 * A picture of the content: the bundled artwork `name`, or an uploaded picture (`media`) that
 * takes its place, with its focal point (percent) when it is not the centre.
 */
export type ImageRef = {
  name: string;
  alt: string;
  media?: MediaImage;
  focus?: { x: number; y: number };
};

/** A button or link that stays on the site (path, optionally with #anchor or ?query). */
export type LinkButton = { label: string; href: string };

/** A tel:, mailto: or https: link whose label is what the visitor reads. */
export type ContactLink = { label: string; href: string };

export type Stat = { value: string; label: string };

export type IconCard = { icon: IconName; title: string; description: string };

export type FormField = { label: string; placeholder: string };

/**
 * A form's result notices (docs/product/forms.md#after-sending). `referenceLabel` precedes
 * the lead's reference.
 */
export type FormFeedback = {
  success: {
    title: string;
    text: string;
    action: LinkButton;
    referenceLabel: string;
    /** Instead of `text` when no e-mail was given: the page is the only acknowledgement. */
    noEmail: string;
  };
  error: { title: string; text: string };
};

export type CallToAction = {
  title: string;
  text: string;
  primary: LinkButton;
  secondary: LinkButton;
};
