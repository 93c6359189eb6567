/**
 * The walks over a page's fields: a stored document completed with fields added since
 * (`complete`), and from a document to one language's content (`project`, for the public page).
 * The check of a document sent by the admin is in check.ts.
 */
import type { Locale } from "~/i18n/locale";
import {
  asObject,
  asString,
  emptyFields,
  type Field,
  type Fields,
  type ListItem,
  type PictureValue,
} from "~/content/fields";

type Obj = Record<string, unknown>;
const obj = asObject;
const str = asString;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];

/* ------------------------------------------------------------------ complete */

/**
 * A stored document with the fields added to the schema since it was saved: their value from
 * `initial` (the page's seed; an item of a list: the seed's item with the same key, else
 * empty). Without this, a field added in a later release would show empty and fail the check.
 */
export function complete(fields: Fields, doc: unknown, initial: unknown): Obj {
  const d = obj(doc);
  const i = obj(initial);
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => {
      if (!(key in d)) return [key, i[key]];
      if (field.kind === "group") return [key, complete(field.fields, d[key], i[key])];
      if (field.kind === "list" && Array.isArray(d[key])) {
        const initialItems = (Array.isArray(i[key]) ? i[key] : []) as ListItem[];
        const items = (d[key] as ListItem[]).map((item) => {
          const start = initialItems.find((x) => x.key === item.key) ?? emptyFields(field.item);
          return { ...complete(field.item, item, start), key: item.key };
        });
        return [key, items];
      }
      return [key, d[key]];
    }),
  );
}

/* ------------------------------------------------------------------ project */

/** What a projection needs besides the document: pictures, figures and prices by key. */
export interface ProjectionContext {
  locale: Locale;
  /** Uploaded pictures by media id (see MediaImage); a missing one falls back to the artwork. */
  media: ReadonlyMap<string, unknown>;
  /** A key figure as the page shows it ("500+", "6 ans"), or undefined when it was removed. */
  figure: (key: string) => string | undefined;
  /** A price-grid line's price as the page shows it, or undefined when the line was removed. */
  price: (id: string) => string | undefined;
  /** A typed price (an amount or a range) as the page shows it, or "" for none. */
  amount: (value: unknown) => string;
  /** Rich text made safe to show (stored HTML is sanitised again on the way out). */
  html: (value: string) => string;
}

/** Texts in the page's language: English falls back to French when left empty. */
export const inLocale = (value: unknown, locale: Locale): string => {
  const w = obj(value);
  return (locale === "en" && str(w.en).trim()) || str(w.fr);
};

/**
 * One language's content from a stored document, beside `frame` (what the code holds of the
 * page: the words of its controls, links from the settings), whose keys the fields do not use.
 */
export function project(fields: Fields, doc: unknown, frame: unknown, ctx: ProjectionContext): Obj {
  const d = obj(doc);
  const f = obj(frame);
  const out: Obj = { ...f };
  for (const [key, field] of Object.entries(fields)) {
    out[key] = projectField(field, d[key], f[key], ctx);
  }
  return out;
}

function projectField(
  field: Field,
  value: unknown,
  frame: unknown,
  ctx: ProjectionContext,
): unknown {
  const { locale } = ctx;
  switch (field.kind) {
    case "text":
      return inLocale(value, locale);
    case "rich":
      return ctx.html(inLocale(value, locale));
    case "lines": {
      const v = obj(value);
      const en = strings(v.en).filter((s) => s.trim());
      return locale === "en" && en.length ? en : strings(v.fr);
    }
    case "link": {
      const v = obj(value);
      return { label: inLocale(v.label, locale), href: str(v.href) };
    }
    case "picture": {
      const v = obj(value) as Partial<PictureValue>;
      const media = v.media ? ctx.media.get(v.media) : undefined;
      const focus = obj(v.focus);
      return {
        name: v.art ?? "placeholder",
        alt: inLocale(v.alt, locale),
        ...(media ? { media } : {}),
        ...(focus.x !== 50 || focus.y !== 50 ? { focus: { x: focus.x, y: focus.y } } : {}),
      };
    }
    case "number":
    case "icon":
    case "unit":
      return value ?? null;
    case "amount":
      return ctx.amount(value) || null;
    case "priceItem": {
      const text = value ? ctx.price(str(value)) : undefined;
      return text === undefined ? null : { id: str(value), text };
    }
    case "figure":
      return ctx.figure(str(value)) ?? null;
    case "group":
      return project(field.fields, value, frame, ctx);
    case "list": {
      const items = Array.isArray(value) ? (value as ListItem[]) : [];
      return items.map((item) => ({ ...project(field.item, item, {}, ctx), id: item.key }));
    }
  }
}
