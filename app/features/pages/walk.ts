/**
 * The three walks over a page's fields: from the typed content of both languages to a stored
 * document (`extract`, for the initial content), from a document to one language's content
 * (`project`, for the public page), and the check of a document sent by the admin (`check`).
 */
import type { Locale } from "~/i18n/locale";
import { cleanLine, cleanText } from "~/lib/clean-text";
import {
  emptyFields,
  ICON_NAMES,
  KEY_FIGURE_UNITS,
  type Field,
  type Fields,
  type LinesValue,
  type LinkValue,
  type ListItem,
  type PictureValue,
  type Words,
} from "./fields";

type Obj = Record<string, unknown>;
const obj = (value: unknown): Obj =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Obj) : {};
const str = (value: unknown): string => (typeof value === "string" ? value : "");

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

/* ------------------------------------------------------------------ check */

export const PROBLEM_CODES = [
  "REQUIRED",
  "TOO_LONG",
  "NUMBER",
  "AMOUNT",
  "LINK",
  "ALT",
  "PICTURE",
  "COUNT",
  "INVALID",
] as const;
export type ProblemCode = (typeof PROBLEM_CODES)[number];
/** By path in the document ("hero.slides.2.title.fr"), what is wrong there. */
export type DocumentProblems = Record<string, ProblemCode>;

/** What a check may look up: which media ids, artwork names and keys exist. */
export interface CheckContext {
  mediaExists: (id: string) => boolean;
  artExists: (name: string) => boolean;
  figureKeys: ReadonlySet<string>;
  priceIds: ReadonlySet<string>;
}

/** Where a link may go: a page of the site (or an anchor), https, a phone number or an e-mail. */
const SAFE_LINK =
  /^(?:\/(?![/\\])[^\s<>"]*|#[\w-]+|https:\/\/[^\s<>"]+|tel:\+?[\d ]{4,20}|mailto:[^\s<>"]+@[^\s<>"]+)$/i;
const KEY = /^[a-z0-9][a-z0-9-]{0,39}$/;

/**
 * A document sent by the admin, rebuilt from what the schema knows (anything else is dropped),
 * with every problem by path. Texts are trimmed; nothing is clipped or guessed.
 */
export function check(
  fields: Fields,
  input: unknown,
  ctx: CheckContext,
): { doc: Obj; problems: DocumentProblems } {
  const problems: DocumentProblems = {};
  const doc = checkFields(fields, input, "", ctx, problems);
  return { doc, problems };
}

function checkFields(
  fields: Fields,
  input: unknown,
  at: string,
  ctx: CheckContext,
  p: DocumentProblems,
): Obj {
  const v = obj(input);
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [
      key,
      checkField(field, v[key], `${at}${key}`, ctx, p),
    ]),
  );
}

/** Texts go through the input boundary (control characters dropped) as every form field does. */
function words(
  value: unknown,
  at: string,
  max: number,
  required: boolean,
  p: DocumentProblems,
  multiline = false,
): Words {
  const v = obj(value);
  const clean = multiline ? cleanText : cleanLine;
  const out = { fr: clean(str(v.fr)).trim(), en: clean(str(v.en)).trim() };
  if (required && !out.fr) p[`${at}.fr`] = "REQUIRED";
  for (const lang of ["fr", "en"] as const)
    if (out[lang].length > max) p[`${at}.${lang}`] = "TOO_LONG";
  return out;
}

function checkField(
  field: Field,
  value: unknown,
  at: string,
  ctx: CheckContext,
  p: DocumentProblems,
): unknown {
  switch (field.kind) {
    case "text":
      return words(value, at, field.max, !field.optional, p, field.multiline);
    case "rich":
      return words(value, at, field.max, true, p, true);
    case "lines": {
      const v = obj(value);
      const out = { fr: lineList(v.fr), en: lineList(v.en) };
      if (!out.fr.length) p[`${at}.fr`] = "REQUIRED";
      for (const lang of ["fr", "en"] as const) {
        if (out[lang].length > field.maxLines) p[`${at}.${lang}`] = "COUNT";
        else if (out[lang].some((line) => line.length > field.max)) p[`${at}.${lang}`] = "TOO_LONG";
      }
      return out;
    }
    case "link": {
      const v = obj(value);
      const href = cleanLine(str(v.href)).trim();
      if (!SAFE_LINK.test(href)) p[`${at}.href`] = href ? "LINK" : "REQUIRED";
      return { label: words(v.label, `${at}.label`, 80, true, p), href };
    }
    case "picture": {
      const v = obj(value);
      const media = str(v.media) || null;
      const art = str(v.art) || null;
      if (media && !ctx.mediaExists(media)) p[`${at}.media`] = "PICTURE";
      else if (!media && (!art || !ctx.artExists(art))) p[`${at}.media`] = "PICTURE";
      const alt = words(v.alt, `${at}.alt`, 300, false, p);
      if (!alt.fr) p[`${at}.alt.fr`] = "ALT";
      const f = obj(v.focus);
      return {
        media,
        art,
        alt,
        focus: { x: percent(f.x), y: percent(f.y) },
      } satisfies PictureValue;
    }
    case "number": {
      const n = Number(value);
      if (
        value === null ||
        value === "" ||
        !Number.isInteger(n) ||
        n < field.min ||
        n > field.max
      ) {
        p[at] = "NUMBER";
        return field.min;
      }
      return n;
    }
    case "amount": {
      if (value === null || value === "" || value === undefined) return null;
      const n = Number(value);
      if (!Number.isSafeInteger(n) || n <= 0 || n > 1_000_000_000) p[at] = "AMOUNT";
      return Number.isSafeInteger(n) ? n : null;
    }
    case "icon":
      return oneOf(value, ICON_NAMES, at, p);
    case "unit":
      return oneOf(value, KEY_FIGURE_UNITS, at, p);
    case "figure":
      return oneOf(value, [...ctx.figureKeys], at, p);
    case "priceItem": {
      const id = str(value);
      if (id && !ctx.priceIds.has(id)) p[at] = "INVALID";
      return id;
    }
    case "group":
      return checkFields(field.fields, value, `${at}.`, ctx, p);
    case "list": {
      const items = Array.isArray(value) ? value.slice(0, field.max + 1) : [];
      const counted = items.length < field.min || items.length > field.max;
      const seen = new Set<string>();
      const out = items.slice(0, field.max).map((item, i) => {
        const key = str(obj(item).key);
        if (!KEY.test(key) || seen.has(key)) p[`${at}.${i}.key`] = "INVALID";
        seen.add(key);
        return { key, ...checkFields(field.item, item, `${at}.${i}.`, ctx, p) };
      });
      if (
        field.fixedKeys &&
        (seen.size !== field.fixedKeys.length || field.fixedKeys.some((k) => !seen.has(k)))
      )
        p[at] = "INVALID";
      if (counted) p[at] = "COUNT";
      return out;
    }
  }
}

const lineList = (value: unknown): string[] =>
  (Array.isArray(value) ? value : typeof value === "string" ? value.split("\n") : [])
    .map((line) => cleanLine(str(line)).trim())
    .filter(Boolean);

const percent = (value: unknown): number => {
  const n = Math.round(Number(value));
  return Number.isFinite(n) ? Math.min(100, Math.max(0, n)) : 50;
};

function oneOf(
  value: unknown,
  allowed: readonly string[],
  at: string,
  p: DocumentProblems,
): string {
  const v = str(value);
  if (!allowed.includes(v)) p[at] = v ? "INVALID" : "REQUIRED";
  return v;
}
