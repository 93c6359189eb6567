/**
 * The check of a page document sent by the admin: rebuilt from what the page's fields know
 * (anything else is dropped), with every problem by path, before anything is stored.
 */
import { cleanLine, cleanText } from "~/lib/clean-text";
import { readPriceValue } from "./price-text";
import { unknownTokens } from "./tokens";
import {
  asObject,
  asString,
  ICON_NAMES,
  KEY_FIGURE_UNITS,
  type Field,
  type Fields,
  type PictureValue,
  type Words,
} from "~/content/fields";

type Obj = Record<string, unknown>;
const obj = asObject;
const str = asString;

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
  "TOKEN",
] as const;
export type ProblemCode = (typeof PROBLEM_CODES)[number];
/**
 * By path in the document ("hero.slides.2.title.fr"), what is wrong there. A braced word that is
 * no token is `TOKEN:{the word}`, so the message can name it.
 */
export type DocumentProblems = Record<string, ProblemCode | `TOKEN:${string}`>;

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
  ctx: CheckContext,
  p: DocumentProblems,
  multiline = false,
): Words {
  const v = obj(value);
  const clean = multiline ? cleanText : cleanLine;
  const out = { fr: clean(str(v.fr)).trim(), en: clean(str(v.en)).trim() };
  if (required && !out.fr) p[`${at}.fr`] = "REQUIRED";
  for (const lang of ["fr", "en"] as const) {
    if (out[lang].length > max) p[`${at}.${lang}`] = "TOO_LONG";
    tokens(out[lang], `${at}.${lang}`, ctx, p);
  }
  return out;
}

/** A braced word that is no known token would reach visitors as typed: refused, by name. */
function tokens(text: string, at: string, ctx: CheckContext, p: DocumentProblems) {
  const unknown = unknownTokens(text, ctx)[0];
  if (unknown) p[at] = `TOKEN:${unknown}`;
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
      return words(value, at, field.max, !field.optional, ctx, p, field.multiline);
    case "rich":
      return words(value, at, field.max, true, ctx, p, true);
    case "lines": {
      const v = obj(value);
      const out = { fr: lineList(v.fr), en: lineList(v.en) };
      if (!out.fr.length) p[`${at}.fr`] = "REQUIRED";
      for (const lang of ["fr", "en"] as const) {
        if (out[lang].length > field.maxLines) p[`${at}.${lang}`] = "COUNT";
        else if (out[lang].some((line) => line.length > field.max)) p[`${at}.${lang}`] = "TOO_LONG";
        else tokens(out[lang].join("\n"), `${at}.${lang}`, ctx, p);
      }
      return out;
    }
    case "link": {
      const v = obj(value);
      const href = cleanLine(str(v.href)).trim();
      if (!SAFE_LINK.test(href)) p[`${at}.href`] = href ? "LINK" : "REQUIRED";
      return { label: words(v.label, `${at}.label`, 80, true, ctx, p), href };
    }
    case "picture": {
      const v = obj(value);
      const media = str(v.media) || null;
      const art = str(v.art) || null;
      if (media && !ctx.mediaExists(media)) p[`${at}.media`] = "PICTURE";
      else if (!media && (!art || !ctx.artExists(art))) p[`${at}.media`] = "PICTURE";
      const alt = words(v.alt, `${at}.alt`, 300, false, ctx, p);
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
      // What was typed ("35 000 FCFA", "15000-25000") is stored as whole FCFA.
      const price = readPriceValue(typeof value === "string" ? cleanLine(value) : value);
      if (price !== "invalid") return price;
      p[at] = "AMOUNT";
      return null;
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
