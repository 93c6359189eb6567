/**
 * The kinds of field a public page's content is made of (docs/decisions/034-page-content-model.md).
 * A page is a set of sections, each a group of fields; one description of a page serves three
 * readers: the public page (`project` in walk.ts), the admin form (page-editor's page-form.tsx)
 * and the server's check of every save (`check` in check.ts).
 *
 * Labels are written beside their field in both languages, so adding a field is one change here.
 */
import type { Focus } from "./media-image";
import type { IconName } from "./base-types";

/** A French and an English text (an empty English one shows the French on the site). */
export interface Words {
  fr: string;
  en: string;
}

interface Base {
  label: Words;
  hint?: Words;
}

export type Field =
  | (Base & { kind: "text"; max: number; multiline?: boolean; optional?: boolean })
  /** Paragraphs with bold, italic and links: sanitised HTML. */
  | (Base & { kind: "rich"; max: number })
  /** Bullet points: one per line. */
  | (Base & { kind: "lines"; max: number; maxLines: number })
  | (Base & { kind: "link" })
  /** `aspect` is the slot's width / height, so the focal point can be previewed. */
  | (Base & { kind: "picture"; aspect: number; sizes: string })
  | (Base & { kind: "number"; min: number; max: number })
  /** A price in whole FCFA, one amount or a range, or none (typed as text: price-text.ts). */
  | (Base & { kind: "amount" })
  | (Base & { kind: "icon" })
  /** One of the key figures (by its key), shown formatted in the page's language. */
  | (Base & { kind: "figure" })
  /** A line of the price grid (by its id), or none. */
  | (Base & { kind: "priceItem" })
  /** How a key figure reads: 500+, 98 %, 6 ans / 6 years, years since a year, 24 h. */
  | (Base & { kind: "unit" })
  | (Base & {
      kind: "list";
      item: Fields;
      min: number;
      max: number;
      /** The field whose text names an item in the form's headings. */
      title: string;
      /**
       * Items whose keys are fixed (the services' concepts: anchors and `?concept=` links use
       * them): they can be edited and reordered, not added or removed.
       */
      fixedKeys?: readonly string[];
    })
  | (Base & { kind: "group"; fields: Fields });

export type Fields = Record<string, Field>;

export const KEY_FIGURE_UNITS = ["plus", "percent", "years", "since", "hours", "plain"] as const;
export type KeyFigureUnit = (typeof KEY_FIGURE_UNITS)[number];

/** Every icon a page may show, as IconName lists them (kept in step by the type). */
export const ICON_NAMES = [
  "Award",
  "BadgePercent",
  "CalendarCheck",
  "CalendarClock",
  "Clock",
  "FileText",
  "Handshake",
  "Heart",
  "HeartPulse",
  "Leaf",
  "Lightbulb",
  "MapPin",
  "Recycle",
  "ShieldCheck",
  "Sparkle",
  "Sprout",
  "Target",
  "Truck",
  "Users",
  "Wallet",
] as const satisfies readonly IconName[];

/* Stored values, one shape per kind. */
export interface LinkValue {
  label: Words;
  href: string;
}
export interface PictureValue {
  /** An uploaded picture (media id), or null */
  media: string | null;
  /** The bundled artwork's name, shown while no picture was uploaded */
  art: string | null;
  alt: Words;
  /** Focal point, in percent of the width and the height */
  focus: Focus;
}
export interface LinesValue {
  fr: string[];
  en: string[];
}
export type ListItem = { key: string } & Record<string, unknown>;
export type PageDocument = Record<string, unknown>;

/* Builders: `text(l("Titre", "Title"), 120)` reads better than the object literal. Each keeps
   its literal type, so a page's content types are derived from its fields (field-types.ts). */
export const l = (fr: string, en: string): Words => ({ fr, en });

export const text = (
  label: Words,
  max: number,
  more: Partial<Base> & { optional?: boolean } = {},
) => ({ kind: "text", label, max, ...more }) as const satisfies Field;
export const paragraph = (label: Words, max = 1200, more: Partial<Base> = {}) =>
  ({ kind: "text", label, max, multiline: true, ...more }) as const satisfies Field;
export const rich = (label: Words, max = 6000) => ({ kind: "rich", label, max }) as const;
export const lines = (label: Words, maxLines = 12, max = 200) =>
  ({ kind: "lines", label, max, maxLines }) as const;
export const link = (label: Words) => ({ kind: "link", label }) as const;
export const picture = (label: Words, aspect: number, sizes: string) =>
  ({ kind: "picture", label, aspect, sizes }) as const;
export const number = (label: Words, min: number, max: number) =>
  ({ kind: "number", label, min, max }) as const;
export const amount = (label: Words, hint?: Words) =>
  ({ kind: "amount", label, ...(hint ? { hint } : {}) }) as const;
export const priceItem = (label: Words, hint?: Words) =>
  ({ kind: "priceItem", label, ...(hint ? { hint } : {}) }) as const;
export const unit = (label: Words) => ({ kind: "unit", label }) as const;
export const icon = (label: Words = l("Icône", "Icon")) => ({ kind: "icon", label }) as const;
export const figure = (label: Words = l("Chiffre clé", "Key figure")) =>
  ({ kind: "figure", label }) as const;
export const group = <F extends Fields>(label: Words, fields: F) =>
  ({ kind: "group", label, fields }) as const;
export const list = <I extends Fields, K extends string = string>(
  label: Words,
  item: I,
  options: { min?: number; max: number; title: keyof I & string; fixedKeys?: readonly K[] },
) => ({ kind: "list", label, item, min: options.min ?? 0, ...options }) as const;

/* A page's initial content (its seed) writes links and bundled pictures with these. */
export const go = (label: Words, href: string): LinkValue => ({ label, href });
export const art = (name: string, alt: Words): PictureValue => ({
  media: null,
  art: name,
  alt,
  focus: { x: 50, y: 50 },
});

/** The empty value of a field: an item just added to a list, a field added after a save. */
export function emptyValue(field: Field): unknown {
  switch (field.kind) {
    case "text":
    case "rich":
      return { fr: "", en: "" };
    case "lines":
      return { fr: [], en: [] };
    case "link":
      return { label: { fr: "", en: "" }, href: "" };
    case "picture":
      return { media: null, art: null, alt: { fr: "", en: "" }, focus: { x: 50, y: 50 } };
    case "number":
      return field.min;
    case "amount":
      return null;
    case "icon":
      return "Leaf";
    case "unit":
      return "plain";
    case "figure":
    case "priceItem":
      return "";
    case "group":
      return emptyFields(field.fields);
    case "list":
      return [];
  }
}

export function emptyFields(fields: Fields): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, emptyValue(f)]));
}

/** A stored value read as an object (anything else: empty), and as a string (else ""). */
export const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
export const asString = (value: unknown): string => (typeof value === "string" ? value : "");
