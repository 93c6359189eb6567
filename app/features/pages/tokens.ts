/**
 * The words a page's texts may hold in braces, filled where a page is built
 * (docs/product/pages.md#figures-and-prices-in-texts): `{company}` the company's name,
 * `{figure:clients}` a key figure as the stats show it, `{price:zone4}` a price-grid line's range
 * (`{price:bins:min}` its lowest price). A number typed into a sentence would stay behind when
 * the figure or the grid changes; a token cannot.
 */
import { frenchOf } from "~/content/company";
import { formatFcfa, formatFcfaRange } from "~/content/pricing";
import type { Locale } from "~/i18n/locale";

/** What the tokens of one page in one language are filled from. */
export interface TokenSources {
  locale: Locale;
  company: string;
  /** A key figure as the page shows it ("500+", "7 ans"), or undefined when there is none. */
  figure: (key: string) => string | undefined;
  price: (id: string) => { min: number; max: number } | undefined;
}

/** What a saved text may name: the key figures' keys and the grid lines' ids. */
export interface KnownTokens {
  figureKeys: ReadonlySet<string>;
  priceIds: ReadonlySet<string>;
}

// Anything in braces that looks like a token; other braces (a template's {reference}) are not
// ours and stay as they are when a page is built.
const OURS = /\{(company|figure:[^{}\s]*|price:[^{}\s]*)\}/g;
// What a save looks at: any short word in braces, so a mistyped {chiffre:clients} is refused too.
const BRACED = /\{[^{}\n]{1,60}\}/g;

/** One text with its tokens filled; a figure or line that no longer exists reads as nothing. */
export function fillTokens(text: string, sources: TokenSources): string {
  if (!text.includes("{")) return text;
  // French elides "de" before a vowel: "d'Africa Clean", "de Propreté Plus", whatever was typed.
  const elided =
    sources.locale === "fr"
      ? text.replace(
          /\b([dD])(?:e |')\{company\}/g,
          (_, d: string) => d + frenchOf(sources.company).slice(1),
        )
      : text;
  return elided.replace(OURS, (_, inner: string) => {
    if (inner === "company") return sources.company;
    const [kind, id = "", bound] = inner.split(":");
    if (kind === "figure") return sources.figure(id) ?? "";
    const item = sources.price(id);
    if (!item) return "";
    if (bound === "min") return formatFcfa(item.min, sources.locale);
    if (bound === "max") return formatFcfa(item.max, sources.locale);
    return bound === undefined ? formatFcfaRange(item.min, item.max, sources.locale) : "";
  });
}

/** Every string of `value` filled (uploaded pictures' data left as it is). */
export function fillAllTokens<T>(value: T, sources: TokenSources): T {
  return mapStrings(value, (s) => fillTokens(s, sources));
}

/** Every string of `value` passed through `map` (uploaded pictures' data left as it is). */
export function mapStrings<T>(value: T, map: (s: string) => string): T {
  if (typeof value === "string") return map(value) as T;
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, map)) as T;
  if (value && typeof value === "object") {
    if ("webp" in value && "avif" in value) return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, map)])) as T;
  }
  return value;
}

/** The braced words of a text that are not a token this site knows, in order, each once. */
export function unknownTokens(text: string, known: KnownTokens): string[] {
  const found = new Set<string>();
  for (const [token] of text.matchAll(BRACED)) if (!isKnown(token, known)) found.add(token);
  return [...found];
}

function isKnown(token: string, known: KnownTokens): boolean {
  const inner = token.slice(1, -1);
  if (inner === "company") return true;
  const [kind, id = "", bound, ...rest] = inner.split(":");
  if (rest.length) return false;
  if (kind === "figure") return bound === undefined && known.figureKeys.has(id);
  if (kind === "price")
    return (bound === undefined || bound === "min" || bound === "max") && known.priceIds.has(id);
  return false;
}

/** The tokens the editor offers: each key figure and each grid line, with its name. */
export function tokenChoices(
  figures: readonly { key: string; name: string }[],
  prices: readonly { id: string; label: string }[],
): { token: string; name: string }[] {
  return [
    ...figures.map((f) => ({ token: `{figure:${f.key}}`, name: f.name })),
    ...prices.map((p) => ({ token: `{price:${p.id}}`, name: p.label })),
  ];
}
