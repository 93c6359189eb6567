/**
 * The walks over a page's fields: from the typed content of both languages to a stored document
 * (`extract`, for the initial content), a stored document completed with fields added since
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
  type LinesValue,
  type LinkValue,
  type ListItem,
  type PictureValue,
  type Words,
} from "./fields";

type Obj = Record<string, unknown>;
const obj = asObject;
const str = asString;

/* ------------------------------------------------------------------ extract */

/** The stored value of typed content `fr`/`en` (the shapes of app/content/types.ts). */
export function extract(fields: Fields, fr: unknown, en: unknown): Obj {
  const f = obj(fr);
  const e = obj(en);
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, extractField(field, f[key], e[key])]),
  );
}

function extractField(field: Field, fr: unknown, en: unknown): unknown {
  switch (field.kind) {
    case "text":
    case "rich":
      return { fr: str(fr), en: str(en) } satisfies Words;
    case "lines":
      return { fr: strings(fr), en: strings(en) } satisfies LinesValue;
    case "link":
      return {
        label: { fr: str(obj(fr).label), en: str(obj(en).label) },
        href: str(obj(fr).href),
      } satisfies LinkValue;
    case "picture":
      return {
        media: null,
        art: str(obj(fr).name) || null,
        alt: { fr: str(obj(fr).alt), en: str(obj(en).alt) },
        focus: { x: 50, y: 50 },
      } satisfies PictureValue;
    case "number":
    case "amount":
      return typeof fr === "number" ? fr : null;
    case "icon":
    case "figure":
    case "priceItem":
    case "unit":
      return str(fr);
    case "group":
      return extract(field.fields, fr, en);
    case "list": {
      const frItems = Array.isArray(fr) ? fr : [];
      const enItems = Array.isArray(en) ? en : [];
      return frItems.map((item, i) => ({
        key: str(obj(item).id) || str(obj(item).key) || `${i + 1}`,
        ...extract(field.item, item, enItems[i]),
      }));
    }
  }
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];

/* ------------------------------------------------------------------ complete */

/**
 * A stored document with the fields added to the schema since it was saved: their value from
 * `initial` (the code's content; an item of a list: the initial item with the same key, else
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
  /** A price-grid line as the page shows it, or undefined. */
  price: (id: string) => { min: number; max: number; unit: string } | undefined;
}

/** Texts in the page's language: English falls back to French when left empty. */
export const inLocale = (value: unknown, locale: Locale): string => {
  const w = obj(value);
  return (locale === "en" && str(w.en).trim()) || str(w.fr);
};

/**
 * One language's content from a stored document, laid over `base` (the typed content of the
 * code): what the schema does not carry (colours, icons of the design, interface words) keeps the
 * base's value; list items take it from the base item with the same id, or at the same place.
 */
export function project(fields: Fields, doc: unknown, base: unknown, ctx: ProjectionContext): Obj {
  const d = obj(doc);
  const b = obj(base);
  const out: Obj = { ...b };
  for (const [key, field] of Object.entries(fields)) {
    out[key] = projectField(field, d[key], b[key], ctx);
  }
  return out;
}

function projectField(
  field: Field,
  value: unknown,
  base: unknown,
  ctx: ProjectionContext,
): unknown {
  const { locale } = ctx;
  switch (field.kind) {
    case "text":
    case "rich":
      return inLocale(value, locale);
    case "lines": {
      const v = obj(value);
      const en = strings(v.en).filter((s) => s.trim());
      return locale === "en" && en.length ? en : strings(v.fr);
    }
    case "link": {
      const v = obj(value);
      return { ...obj(base), label: inLocale(v.label, locale), href: str(v.href) };
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
    case "amount":
    case "icon":
    case "priceItem":
    case "unit":
      return value ?? null;
    case "figure":
      return ctx.figure(str(value)) ?? null;
    case "group":
      return project(field.fields, value, base, ctx);
    case "list": {
      const bases = Array.isArray(base) ? (base as Obj[]) : [];
      const items = Array.isArray(value) ? (value as ListItem[]) : [];
      return items.map((item, i) => {
        const same = bases.find((b) => b.id === item.key) ?? bases[i % (bases.length || 1)];
        return { ...project(field.item, item, same, ctx), id: item.key };
      });
    }
  }
}
